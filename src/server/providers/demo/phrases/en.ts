// English demo search patterns (US/UK searches as keyword tools show them).
import type { DemoLanguagePhrases } from './types.js';

export const EN: DemoLanguagePhrases = {
  common: {
    before: ['best', 'cheap', 'top', 'affordable', 'top rated', 'good'],
    after: ['reviews', 'prices', 'deals', 'online', 'comparison', 'recommendations'],
    qualifiers: ['for beginners', 'on a budget', 'uk', '{year}'],
    patterns: [
      '{x} reddit', 'best {x} reddit',
      'how to choose {x}', 'what are the best {x}', 'where to buy {x}', 'are {x} worth it', '{x} near me',
      'best {x} {year}', '{x} {year}', 'cheap vs expensive {x}', '{x} online vs in store', '{x} black friday',
    ],
  },
  goods: {
    before: ['new', 'used', 'discount'],
    after: ['women', 'men', 'kids', 'sale', 'outlet', 'clearance', 'store'],
    qualifiers: ['for women', 'for men', 'for kids', 'under 100'],
    patterns: ['which {x} to buy', 'how long do {x} last', '{x} store near me', '{x} size guide', 'how to clean {x}', '{x} brands'],
  },
  services: {
    before: ['free', 'online', 'professional'],
    after: ['software', 'pricing', 'free trial', 'login', 'app', 'course'],
    qualifiers: ['for small business', 'for agencies', 'for startups'],
    patterns: ['what is {x}', 'how to use {x}', 'how much does {x} cost', '{x} alternatives', 'free vs paid {x}', 'is {x} worth it'],
  },
  serviceWords: ['seo', 'software', 'tool', 'tools', 'app', 'marketing', 'agency', 'service', 'services', 'course', 'insurance', 'hosting', 'crm', 'management', 'consulting', 'design', 'analytics', 'platform'],
  intent: {
    transactional: ['buy', 'price', 'prices', 'pricing', 'cheap', 'deals', 'sale', 'outlet', 'clearance', 'discount', 'store', 'near me', 'free trial', 'black friday', 'under 100'],
    commercial: ['best', 'top', 'top rated', 'reviews', 'comparison', 'vs', 'alternatives', 'brands', 'recommendations', 'affordable', 'software', 'professional'],
    informational: ['how', 'what', 'which', 'where', 'are', 'is', 'size guide', 'for beginners', 'course'],
    navigational: ['reddit', 'login', 'app'],
  },
  questionWords: ['how', 'what', 'which', 'where', 'why', 'when', 'who', 'is', 'are', 'can', 'does'],
  serpQuestions: ['What are the best {x}?', 'How do I choose {x}?', 'Are {x} worth it?', 'Where can I buy {x}?'],
};
