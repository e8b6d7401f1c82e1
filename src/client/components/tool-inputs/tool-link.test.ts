import { describe, expect, it } from 'vitest';
import { rerunHref } from './tool-link';

const PATHS = { keywords: '/research', serp: '/serp-analysis', related: '/related-keywords' } as const;

describe('rerunHref', () => {
  it('fills the tool form with the past request: keyword, market, limit and, for related, depth', () => {
    const base = { seedKeyword: 'garden hose', languageCode: 'de', locationCode: 2276, resultLimit: 250 };
    expect(rerunHref({ ...base, kind: 'keywords', request: {} }, PATHS)).toBe('/research?keyword=garden+hose&language=de&location=2276&limit=250');
    expect(rerunHref({ ...base, kind: 'related', request: { depth: 2 } }, PATHS)).toBe('/related-keywords?keyword=garden+hose&language=de&location=2276&limit=250&depth=2');
    expect(rerunHref({ ...base, kind: 'serp', request: { depth: 2 } }, PATHS)).toMatch(/^\/serp-analysis\?.*limit=250$/);
  });
});
