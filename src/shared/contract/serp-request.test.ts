import { describe, expect, it } from 'vitest';
import { SERP_EMPTY_KEYWORD, SERP_INVALID_LIMIT } from '../messages/serp';
import { UNKNOWN_LOCATION } from '../messages/research';
import { serpFeatureLabel, serpRequestSchema } from './serp-request';

describe('serpRequestSchema', () => {
  const base = { keyword: ' seo tools ', languageCode: 'en', locationCode: 2840 };

  it('trims the keyword and fixes the limit at 10', () => {
    expect(serpRequestSchema.parse(base)).toEqual({ ...base, keyword: 'seo tools', limit: 10 });
    expect(serpRequestSchema.parse({ ...base, limit: 10 }).limit).toBe(10);
  });

  it.each([
    [{ keyword: '' }, SERP_EMPTY_KEYWORD],
    [{ limit: 100 }, SERP_INVALID_LIMIT],
    [{ locationCode: 1 }, UNKNOWN_LOCATION],
  ])('refuses %j', (change, message) => {
    expect(serpRequestSchema.safeParse({ ...base, ...change }).error?.issues[0]?.message).toBe(message);
  });
});

describe('serpFeatureLabel', () => {
  it('names known features and words unknown ones', () => {
    expect(serpFeatureLabel('people_also_ask')).toBe('People also ask');
    expect(serpFeatureLabel('ai_overview')).toBe('AI overview');
    expect(serpFeatureLabel('perspectives_carousel')).toBe('Perspectives carousel');
    expect(serpFeatureLabel('')).toBe('Other');
  });
});
