// Japanese demo search patterns: Japanese searches put the topic first and space the terms
// ("ランニングシューズ おすすめ 初心者"), so every modifier follows the seed.
import type { DemoLanguagePhrases } from './types.js';

export const JA: DemoLanguagePhrases = {
  common: {
    before: [],
    after: ['おすすめ', '人気', 'ランキング', '安い', '比較', '口コミ', '通販', '値段', '最新', 'コスパ'],
    qualifiers: ['初心者', '{year}', 'プロ', '評判'],
    patterns: [
      '{x} 知恵袋', '{x} おすすめ 知恵袋','{x} 選び方', '{x} どこで買う', '{x} 近く', '{x} おすすめ {year}', '{x} 高い 安い 違い', '{x} ブラックフライデー', '{x} とは'],
  },
  goods: {
    before: [],
    after: ['レディース', 'メンズ', 'キッズ', 'セール', 'アウトレット', '店舗', '中古'],
    qualifiers: ['女性', '男性', '子供', '1万円以下'],
    patterns: ['{x} 寿命', '{x} サイズ 選び方', '{x} 洗い方', '{x} ブランド', '{x} 店舗 近く'],
  },
  services: {
    before: [],
    after: ['無料', 'ソフト', '料金', '無料体験', 'ログイン', 'アプリ', '講座'],
    qualifiers: ['中小企業', '代理店', '個人'],
    patterns: ['{x} 使い方', '{x} 料金 比較', '{x} 代替', '{x} 無料 有料 違い'],
  },
  serviceWords: ['seo', 'ソフト', 'ツール', 'アプリ', 'マーケティング', '代理店', 'サービス', '講座', '保険', 'サーバー', 'crm', 'コンサル'],
  intent: {
    transactional: ['通販', '安い', '値段', 'セール', 'アウトレット', '店舗', '中古', '近く', '無料体験', 'ブラックフライデー', '1万円以下', '料金'],
    commercial: ['おすすめ', '人気', 'ランキング', '比較', '口コミ', '評判', 'コスパ', 'ブランド', '代替', 'ソフト'],
    informational: ['選び方', 'とは', '使い方', '寿命', '洗い方', '違い', '初心者', '講座', 'どこで'],
    navigational: ['知恵袋', 'ログイン', 'アプリ'],
  },
  questionWords: ['なぜ', 'どこ', 'どう', '何'],
  serpQuestions: ['{x}のおすすめは？', '{x}の選び方は？', '{x}は高いほうがいい？', '{x}はどこで買える？'],
};
