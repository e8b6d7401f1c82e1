// Korean demo search patterns: the topic first, modifiers after it, spaced ("러닝화 추천 초보").
import type { DemoLanguagePhrases } from './types.js';

export const KO: DemoLanguagePhrases = {
  common: {
    before: [],
    after: ['추천', '순위', '가격', '비교', '후기', '최저가', '인기', '가성비', '쇼핑몰', '할인'],
    qualifiers: ['초보', '{year}', '브랜드', '리뷰'],
    patterns: [
      '{x} 지식인', '{x} 추천 지식인','{x} 고르는 법', '{x} 어디서 사요', '{x} 근처', '{x} 추천 {year}', '{x} 비싼 것 싼 것 차이', '{x} 블랙프라이데이', '{x} 뜻'],
  },
  goods: {
    before: [],
    after: ['여성', '남성', '아동', '세일', '아울렛', '매장', '중고'],
    qualifiers: ['여자', '남자', '어린이', '10만원 이하'],
    patterns: ['{x} 수명', '{x} 사이즈 선택', '{x} 세탁 방법', '{x} 매장 근처'],
  },
  services: {
    before: [],
    after: ['무료', '프로그램', '요금', '무료 체험', '로그인', '앱', '강의'],
    qualifiers: ['중소기업', '대행사', '개인'],
    patterns: ['{x} 사용법', '{x} 요금 비교', '{x} 대안', '{x} 무료 유료 차이'],
  },
  serviceWords: ['seo', '프로그램', '툴', '앱', '마케팅', '대행사', '서비스', '강의', '보험', '호스팅', 'crm', '컨설팅'],
  intent: {
    transactional: ['가격', '최저가', '쇼핑몰', '할인', '세일', '아울렛', '매장', '중고', '근처', '무료 체험', '블랙프라이데이', '10만원 이하', '요금'],
    commercial: ['추천', '순위', '비교', '후기', '리뷰', '인기', '가성비', '브랜드', '대안', '프로그램'],
    informational: ['고르는 법', '뜻', '사용법', '수명', '세탁', '차이', '초보', '강의', '어디서'],
    navigational: ['지식인', '로그인', '앱'],
  },
  questionWords: ['어디', '어떻게', '왜', '무엇'],
  serpQuestions: ['{x} 추천 제품은?', '{x} 고르는 방법은?', '비싼 {x}가 더 좋나요?', '{x}는 어디서 사나요?'],
};
