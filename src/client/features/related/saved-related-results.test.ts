// @vitest-environment jsdom
// The related results kept in the browser: per user, restored on a plain visit or a URL naming the
// same search, bounded in size, and ignored when damaged.
import { afterEach, describe, expect, it } from 'vitest';
import type { RelatedKeywordRow } from '@shared/api/related';
import { MAX_SAVED_RESULTS_CHARS, STORAGE_KEYS } from '../../lib/storage';
import { readSavedRelatedResults, saveRelatedResults, savedResultsMatch, type RelatedResults } from './saved-related-results';

const row = (keyword: string, depth = 1): RelatedKeywordRow => ({
  keyword, searchVolume: 1200, cpc: 1.5, competition: 0.4, competitionLevel: 'MEDIUM', difficulty: 30, intent: 'commercial', relevance: 0.8, categories: ['10021', 'shopping'], depth,
});

const results = (rows: RelatedKeywordRow[]): RelatedResults => ({
  query: { keyword: 'Phone', languageCode: 'en', locationCode: 2840, depth: 3, batchSize: 250 },
  rows,
  total: 585,
  hasMore: true,
  offset: 300,
  researchId: '00000000-0000-4000-8000-000000000001',
  isDemoData: false,
});

const noQuery = new URLSearchParams();

afterEach(() => localStorage.clear());

describe('saved related results', () => {
  it('restores what was saved, for the same user only', () => {
    const saved = results([row('phone', 0), row('cheap phone'), { ...row('old phone'), searchVolume: null, cpc: null, intent: null, relevance: null, categories: [] }]);
    expect(saveRelatedResults('user-1', saved)).toBe(true);
    expect(readSavedRelatedResults('user-1', noQuery)).toEqual(saved);
    expect(readSavedRelatedResults('user-2', noQuery)).toBeNull();
  });

  it('stores each row compactly, without repeating field names', () => {
    saveRelatedResults('user-1', results([row('phone', 0)]));
    const raw = localStorage.getItem(STORAGE_KEYS.relatedKeywordsResults) ?? '';
    expect(JSON.parse(raw)).toMatchObject({ userId: 'user-1', offset: 300, rows: [['phone', 1200, 1.5, 0.4, 'MEDIUM', 30, 'commercial', 0.8, ['10021', 'shopping'], 0]] });
    expect(raw).not.toContain('searchVolume');
  });

  it('keeps a depth-4 walk, and stores nothing (dropping the older copy) when too large', () => {
    const walk = Array.from({ length: 4681 }, (_, i) => row(`phone keyword number ${i}`, Math.min(4, i)));
    expect(saveRelatedResults('user-1', results(walk))).toBe(true);
    expect(readSavedRelatedResults('user-1', noQuery)?.rows).toHaveLength(4681);

    const huge = walk.map((r) => ({ ...r, keyword: `${r.keyword} ${'x'.repeat(Math.ceil(MAX_SAVED_RESULTS_CHARS / walk.length))}` }));
    expect(saveRelatedResults('user-1', results(huge))).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.relatedKeywordsResults)).toBeNull();
    expect(readSavedRelatedResults('user-1', noQuery)).toBeNull();
  });

  it('ignores a damaged or older copy', () => {
    for (const value of ['not json', JSON.stringify({ userId: 'user-1', rows: [] }), JSON.stringify({ ...results([]), userId: 'user-1', rows: [{ keyword: 'x' }] }),
      JSON.stringify({ ...results([]), userId: 'user-1', rows: [['x', null, null, null, null, null, null, null, [], 1]], query: { ...results([]).query, batchSize: 7 } })]) {
      localStorage.setItem(STORAGE_KEYS.relatedKeywordsResults, value);
      expect(readSavedRelatedResults('user-1', noQuery)).toBeNull();
    }
  });

  it('belongs on a plain visit, or a URL naming the same search', () => {
    const { query } = results([]);
    expect(savedResultsMatch(query, noQuery)).toBe(true);
    expect(savedResultsMatch(query, new URLSearchParams('keyword=&language=de'))).toBe(true);
    expect(savedResultsMatch(query, new URLSearchParams('keyword=++PHONE&language=en&location=2840&depth=3&limit=100'))).toBe(true);
    expect(savedResultsMatch(query, new URLSearchParams('keyword=phone'))).toBe(true);
    expect(savedResultsMatch(query, new URLSearchParams('keyword=laptop'))).toBe(false);
    expect(savedResultsMatch(query, new URLSearchParams('keyword=phone&language=de'))).toBe(false);
    expect(savedResultsMatch(query, new URLSearchParams('keyword=phone&location=2276'))).toBe(false);
    expect(savedResultsMatch(query, new URLSearchParams('keyword=phone&depth=2'))).toBe(false);
    saveRelatedResults('user-1', results([row('phone', 0)]));
    expect(readSavedRelatedResults('user-1', new URLSearchParams('keyword=laptop'))).toBeNull();
  });
});
