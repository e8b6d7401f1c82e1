// @vitest-environment jsdom
// The related results kept in the browser: per user, restored on a plain visit or a URL naming the
// same search, small (the search, research id and counts, never the rows), and ignored when damaged.
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage';
import { readSavedRelatedResults, saveRelatedResults, savedResultsMatch, type RelatedResults } from './saved-related-results';

const results = (loaded = 297): RelatedResults => ({
  query: { keyword: 'Phone', languageCode: 'en', locationCode: 2840, depth: 3, batchSize: 250 },
  loaded,
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
    const saved = results();
    expect(saveRelatedResults('user-1', saved)).toBe(true);
    expect(readSavedRelatedResults('user-1', noQuery)).toEqual(saved);
    expect(readSavedRelatedResults('user-2', noQuery)).toBeNull();
  });

  it('stores the search, research id and counts, not the rows, however long the walk', () => {
    saveRelatedResults('user-1', results(4681));
    const raw = localStorage.getItem(STORAGE_KEYS.relatedKeywordsResults) ?? '';
    expect(JSON.parse(raw)).toEqual({ ...results(4681), userId: 'user-1' });
    expect(raw).not.toContain('rows');
    expect(raw.length).toBeLessThan(400);
    expect(readSavedRelatedResults('user-1', noQuery)).toMatchObject({ loaded: 4681, offset: 300 });
  });

  it('restores a copy written with its rows before, counting them', () => {
    const { loaded: _loaded, ...counts } = results();
    const rows = [['phone', 1200, 1.5, 0.4, 'MEDIUM', 30, 'commercial', 0.8, [], 0], ['cheap phone', null, null, null, null, null, null, null, [], 1]];
    localStorage.setItem(STORAGE_KEYS.relatedKeywordsResults, JSON.stringify({ ...counts, rows, userId: 'user-1' }));
    expect(readSavedRelatedResults('user-1', noQuery)).toEqual({ ...counts, loaded: 2 });
  });

  it('ignores a damaged copy, and one with nothing the table could show', () => {
    for (const value of ['not json', JSON.stringify({ userId: 'user-1', rows: [] }), JSON.stringify({ ...results(), userId: 'user-1', loaded: -1 }),
      JSON.stringify({ ...results(), userId: 'user-1', loaded: '3' }), JSON.stringify({ ...results(), userId: 'user-1', query: { ...results().query, batchSize: 7 } }),
      JSON.stringify({ ...results(0), userId: 'user-1' }), JSON.stringify({ ...results(), researchId: null, userId: 'user-1' })]) {
      localStorage.setItem(STORAGE_KEYS.relatedKeywordsResults, value);
      expect(readSavedRelatedResults('user-1', noQuery)).toBeNull();
    }
  });

  it('belongs on a plain visit, or a URL naming the same search', () => {
    const { query } = results();
    expect(savedResultsMatch(query, noQuery)).toBe(true);
    expect(savedResultsMatch(query, new URLSearchParams('keyword=&language=de'))).toBe(true);
    expect(savedResultsMatch(query, new URLSearchParams('keyword=++PHONE&language=en&location=2840&depth=3&limit=100'))).toBe(true);
    expect(savedResultsMatch(query, new URLSearchParams('keyword=phone'))).toBe(true);
    expect(savedResultsMatch(query, new URLSearchParams('keyword=laptop'))).toBe(false);
    expect(savedResultsMatch(query, new URLSearchParams('keyword=phone&language=de'))).toBe(false);
    expect(savedResultsMatch(query, new URLSearchParams('keyword=phone&location=2276'))).toBe(false);
    expect(savedResultsMatch(query, new URLSearchParams('keyword=phone&depth=2'))).toBe(false);
    saveRelatedResults('user-1', results());
    expect(readSavedRelatedResults('user-1', new URLSearchParams('keyword=laptop'))).toBeNull();
  });
});
