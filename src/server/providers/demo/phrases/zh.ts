// Chinese (simplified) demo search patterns: the topic first, modifiers after it; searches often
// space the terms ("跑步鞋 推荐 新手"), which keeps every modifier a separate word here too.
import type { DemoLanguagePhrases } from './types.js';

export const ZH: DemoLanguagePhrases = {
  common: {
    before: [],
    after: ['推荐', '排行榜', '价格', '对比', '评测', '便宜', '哪个好', '性价比', '官网', '优惠'],
    qualifiers: ['新手', '{year}', '品牌', '口碑'],
    patterns: [
      '{x} 知乎', '{x} 推荐 知乎','{x} 怎么选', '{x} 在哪买', '{x} 附近', '{x} 推荐 {year}', '{x} 贵的和便宜的区别', '{x} 双十一', '什么是{x}'],
  },
  goods: {
    before: [],
    after: ['女款', '男款', '儿童', '打折', '奥特莱斯', '实体店', '二手'],
    qualifiers: ['女', '男', '学生', '500元以内'],
    patterns: ['{x} 能穿多久', '{x} 尺码怎么选', '{x} 怎么清洗', '{x} 实体店 附近'],
  },
  services: {
    before: [],
    after: ['免费', '软件', '收费', '免费试用', '登录', 'app', '教程'],
    qualifiers: ['中小企业', '代理公司', '个人'],
    patterns: ['{x} 怎么用', '{x} 收费 对比', '{x} 替代', '{x} 免费和付费区别'],
  },
  serviceWords: ['seo', '软件', '工具', 'app', '营销', '代理', '服务', '教程', '保险', '主机', 'crm', '咨询'],
  intent: {
    transactional: ['价格', '便宜', '优惠', '打折', '奥特莱斯', '实体店', '二手', '附近', '免费试用', '双十一', '500元以内', '收费', '在哪买'],
    commercial: ['推荐', '排行榜', '对比', '评测', '哪个好', '性价比', '口碑', '品牌', '替代', '软件'],
    informational: ['怎么', '什么是', '区别', '多久', '新手', '教程'],
    navigational: ['知乎', '官网', '登录', 'app'],
  },
  questionWords: ['什么', '怎么', '哪', '为什么', '如何'],
  serpQuestions: ['{x}哪个牌子好？', '{x}怎么选？', '贵的{x}值得买吗？', '{x}在哪里买？'],
};
