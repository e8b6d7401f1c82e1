import { describe, expect, it } from 'vitest';
import { RELATED_DEPTHS, RELATED_LIMIT_OPTIONS, RESEARCH_LIMIT_OPTIONS } from '@shared/constants/limits';
import { STORAGE_KEYS, type StorageKey } from '../../lib/storage';
import { resolveToolInputs, restoredRequestMatchesUrl, toolInputsToParams, toolInputsToStorage, type ToolInputOptions } from './tool-input-values';

const RESEARCH: ToolInputOptions = { limit: { options: RESEARCH_LIMIT_OPTIONS, defaultValue: 100, storageKey: STORAGE_KEYS.lastSearchLimit } };
const RELATED: ToolInputOptions = {
  limit: { options: RELATED_LIMIT_OPTIONS, defaultValue: 100, storageKey: STORAGE_KEYS.lastRelatedLimit },
  depth: { options: RELATED_DEPTHS, defaultValue: 1, storageKey: STORAGE_KEYS.lastRelatedDepth },
};

const stored = (values: Partial<Record<StorageKey, string>>) => (key: StorageKey) => values[key] ?? null;

describe('resolveToolInputs', () => {
  it('falls back to en, 2840 and the screen defaults', () => {
    expect(resolveToolInputs(new URLSearchParams(), stored({}), RESEARCH)).toEqual({
      keyword: '',
      languageCode: 'en',
      locationCode: 2840,
      limit: 100,
      depth: 0,
    });
  });

  it('prefers stored values over defaults', () => {
    const read = stored({ lastKeyword: 'seo', lastLanguageCode: 'de', lastLocationCode: '2276', lastSearchLimit: '500' });
    expect(resolveToolInputs(new URLSearchParams(), read, RESEARCH)).toMatchObject({
      keyword: 'seo',
      languageCode: 'de',
      locationCode: 2276,
      limit: 500,
    });
  });

  it('prefers the query string over stored values', () => {
    const read = stored({ lastKeyword: 'seo', lastLanguageCode: 'de', lastLocationCode: '2276', lastRelatedDepth: '3' });
    const params = new URLSearchParams('keyword=running+shoes&language=fr&location=2250&limit=250&depth=2');
    expect(resolveToolInputs(params, read, RELATED)).toEqual({
      keyword: 'running shoes',
      languageCode: 'fr',
      locationCode: 2250,
      limit: 250,
      depth: 2,
    });
  });

  it('skips values that are not offered and uses the next source', () => {
    const read = stored({ lastLanguageCode: 'es', lastLocationCode: 'nowhere', lastSearchLimit: '1000' });
    const params = new URLSearchParams('language=xx&location=9999&limit=7');
    expect(resolveToolInputs(params, read, RESEARCH)).toMatchObject({ languageCode: 'es', locationCode: 2840, limit: 1000 });
  });
});

describe('writing the inputs back', () => {
  const values = { keyword: 'seo tools', languageCode: 'en', locationCode: 2826, limit: 250, depth: 0 } as const;

  it('sets the screen parameters and keeps other ones', () => {
    const next = toolInputsToParams(new URLSearchParams('id=abc&depth=4'), values, RESEARCH);
    expect(Object.fromEntries(next)).toEqual({ id: 'abc', depth: '4', keyword: 'seo tools', language: 'en', location: '2826', limit: '250' });
  });

  it('stores the last used values under the shared storage keys', () => {
    expect(toolInputsToStorage(values, RESEARCH)).toEqual([
      ['lastKeyword', 'seo tools'],
      ['lastLanguageCode', 'en'],
      ['lastLocationCode', '2826'],
      ['lastSearchLimit', '250'],
    ]);
    expect(toolInputsToStorage(values)).toHaveLength(3);
  });
});

describe('restoredRequestMatchesUrl', () => {
  const serp = { keyword: 'Trail Running Shoes', languageCode: 'en', locationCode: 2840 };

  it('shows restored results on a plain visit', () => {
    expect(restoredRequestMatchesUrl(serp, new URLSearchParams())).toBe(true);
    expect(restoredRequestMatchesUrl(serp, new URLSearchParams('keyword=+&language=de'))).toBe(true);
  });

  it('shows them for a URL naming the same request (case and spacing ignored)', () => {
    expect(restoredRequestMatchesUrl(serp, new URLSearchParams('keyword=trail++running+shoes&language=en&location=2840'))).toBe(true);
    // A request without a depth (SERP) is not told apart by the URL's depth.
    expect(restoredRequestMatchesUrl(serp, new URLSearchParams('keyword=trail+running+shoes&depth=2'))).toBe(true);
  });

  it('never shows results of another request than the URL names', () => {
    expect(restoredRequestMatchesUrl(serp, new URLSearchParams('keyword=kaffeemaschine&language=de&location=2276'))).toBe(false);
    expect(restoredRequestMatchesUrl(serp, new URLSearchParams('keyword=trail+running+shoes&location=2276'))).toBe(false);
    expect(restoredRequestMatchesUrl(serp, new URLSearchParams('keyword=trail+running+shoes&language=de'))).toBe(false);
    expect(restoredRequestMatchesUrl({ ...serp, depth: 1 }, new URLSearchParams('keyword=trail+running+shoes&depth=2'))).toBe(false);
  });
});
