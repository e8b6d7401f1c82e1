import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../constants/languages';
import { LOCATIONS } from '../constants/locations';
import { RESEARCH_LIMIT_OPTIONS } from '../constants/limits';
import { firstIssueMessage } from '../validation';
import { INVALID_RESEARCH_LIMIT, UNKNOWN_LANGUAGE, UNKNOWN_LOCATION } from '../messages/research';
import { hasNoMetrics, isResearchLimit, toKeywordResultRow, type KeywordResultRecord } from './research';
import { researchRequestSchema } from './research-schema';
import { spellingQuerySchema } from '../contract/spelling';

const valid = { keyword: 'seo tools', languageCode: 'en', locationCode: 2840, limit: 100 };

function messageOf(input: unknown): string | null {
  const parsed = researchRequestSchema.safeParse(input);
  return parsed.success ? null : firstIssueMessage(parsed.error);
}

describe('researchRequestSchema', () => {
  it('accepts a valid request and trims the keyword', () => {
    expect(researchRequestSchema.parse({ ...valid, keyword: '  seo tools  ' })).toEqual(valid);
  });

  it('accepts every offered language, location and limit', () => {
    for (const { code } of LANGUAGES) expect(messageOf({ ...valid, languageCode: code })).toBeNull();
    for (const { code } of LOCATIONS) expect(messageOf({ ...valid, locationCode: code })).toBeNull();
    for (const limit of RESEARCH_LIMIT_OPTIONS) expect(messageOf({ ...valid, limit })).toBeNull();
  });

  it('answers the spec message for short, long and missing keywords', () => {
    expect(messageOf({ ...valid, keyword: ' a ' })).toBe('Please enter a keyword with at least 2 characters.');
    expect(messageOf({ ...valid, keyword: 'x'.repeat(201) })).toBe('Please enter a keyword with at most 200 characters.');
    expect(messageOf({ ...valid, keyword: undefined })).toBe('Please enter a keyword with at least 2 characters.');
    expect(messageOf({ ...valid, keyword: 42 })).toBe('Please enter a keyword with at least 2 characters.');
  });

  it('refuses unknown languages, locations and limits with a clear message', () => {
    expect(messageOf({ ...valid, languageCode: 'xx' })).toBe(UNKNOWN_LANGUAGE);
    expect(messageOf({ ...valid, languageCode: undefined })).toBe(UNKNOWN_LANGUAGE);
    expect(messageOf({ ...valid, locationCode: 9999 })).toBe(UNKNOWN_LOCATION);
    expect(messageOf({ ...valid, locationCode: '2840' })).toBe(UNKNOWN_LOCATION);
    expect(messageOf({ ...valid, limit: 99 })).toBe(INVALID_RESEARCH_LIMIT);
    expect(messageOf({ ...valid, limit: '100' })).toBe(INVALID_RESEARCH_LIMIT);
  });

  it('accepts a limit only when it is offered', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 5000 }), (limit) => {
        expect(isResearchLimit(limit)).toBe((RESEARCH_LIMIT_OPTIONS as readonly number[]).includes(limit));
      }),
    );
  });
});

describe('toKeywordResultRow', () => {
  const record: KeywordResultRecord = {
    keyword: 'seo tools',
    search_volume: 1200,
    cpc: 2.5,
    intent: null,
    difficulty: 35,
    competition: 0.4,
    competition_level: 'MEDIUM',
    suggestions: ['a'],
    related_keywords: ['b'],
    cluster_id: null,
    metrics_source: 'dataforseo_labs',
    monthly_searches: [{ year: 2026, month: 1, searchVolume: 1000 }],
    metrics_fetched_at: '2026-11-01T00:00:00.000Z',
    metrics_updated_at: null,
    is_seed_keyword: true,
  };

  it('maps the API fields to the client record', () => {
    expect(toKeywordResultRow(record)).toEqual({
      keyword: 'seo tools',
      searchVolume: 1200,
      cpc: 2.5,
      intent: null,
      difficulty: 35,
      suggestions: ['a'],
      related: ['b'],
      clusterId: null,
      metricsSource: 'dataforseo_labs',
      isSeedKeyword: true,
      monthlySearches: [{ year: 2026, month: 1, searchVolume: 1000 }],
      metricsFetchedAt: '2026-11-01T00:00:00.000Z',
      metricsUpdatedAt: null,
    });
  });

  it('knows when a keyword has no metrics at all', () => {
    expect(hasNoMetrics({ searchVolume: null, cpc: null, difficulty: null })).toBe(true);
    expect(hasNoMetrics({ searchVolume: 0, cpc: null, difficulty: null })).toBe(false);
  });
});

describe('spelling contract', () => {
  it('reads the query leniently: missing text is empty, max is at most 1', () => {
    expect(spellingQuerySchema.parse({})).toEqual({ s: '', max: 1, lang: 'en' });
    expect(spellingQuerySchema.parse({ s: 'seo', max: '5' })).toEqual({ s: 'seo', max: 1, lang: 'en' });
    expect(spellingQuerySchema.parse({ s: 'seo', max: '0' })).toEqual({ s: 'seo', max: 0, lang: 'en' });
  });

  it('takes one of the shared language codes and refuses any other', () => {
    expect(spellingQuerySchema.parse({ s: 'laufschue', lang: 'de' }).lang).toBe('de');
    expect(spellingQuerySchema.safeParse({ s: 'seo', lang: 'xx' }).success).toBe(false);
    expect(spellingQuerySchema.safeParse({ s: 'seo', lang: '' }).success).toBe(false);
  });
});
