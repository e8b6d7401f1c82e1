// Browser storage keys, in one place, with safe JSON helpers.
export const STORAGE_KEYS = {
  currentResearchId: 'currentResearchId',
  keywordAnalyzed: 'keywordAnalyzed',
  lastKeyword: 'lastKeyword',
  lastLanguageCode: 'lastLanguageCode',
  lastLocationCode: 'lastLocationCode',
  lastSearchLimit: 'lastSearchLimit',
  lastRelatedLimit: 'lastRelatedLimit',
  lastRelatedDepth: 'lastRelatedDepth',
  keywordResults: 'keywordResults',
  serpAnalysisResults: 'serpAnalysisResults',
  relatedKeywordsResults: 'relatedKeywordsResults',
  currentRelatedResearchId: 'currentRelatedResearchId',
  pendingPlanSelection: 'pendingPlanSelection',
  theme: 'theme',
  /** '1' when the user hid the results charts (their code then is not loaded). */
  resultsChartsHidden: 'resultsChartsHidden',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function readString(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** False when the browser refused the value (storage full or disabled). */
export function writeString(key: StorageKey, value: string): boolean {
  try {
    window.localStorage.setItem(key, value);
    return true;
  } catch {
    // Storage full or disabled: the app keeps working, it only forgets the value.
    return false;
  }
}

export function removeKey(key: StorageKey) {
  try {
    window.localStorage.removeItem(key);
  } catch {
    /* see writeString */
  }
}

export function readJson<T>(key: StorageKey): T | null {
  const raw = readString(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: StorageKey, value: unknown) {
  writeString(key, JSON.stringify(value));
}

/**
 * Saved tool results are stored as `{ userId, ...value }` and read back only for that user, so a
 * shared browser never shows one account's results to another. Above this many characters (about
 * 2 MB, under every browser's quota) nothing is stored: the screen then simply starts empty.
 */
export const MAX_SAVED_RESULTS_CHARS = 2_000_000;

export function readUserValue<T extends object>(key: StorageKey, userId: string, isValue: (value: object) => value is T): T | null {
  const saved = readJson<unknown>(key);
  if (typeof saved !== 'object' || saved === null || (saved as { userId?: unknown }).userId !== userId) return null;
  return isValue(saved) ? saved : null;
}

/** Stores the value for the user; when it is too large or refused, drops the older one instead (never shows stale results). */
export function writeUserValue(key: StorageKey, userId: string, value: object, maxChars = MAX_SAVED_RESULTS_CHARS): boolean {
  const text = JSON.stringify({ ...value, userId });
  if (text.length <= maxChars && writeString(key, text)) return true;
  removeKey(key);
  return false;
}

/** A new search clears the previous results of every tool. */
export function clearToolResults() {
  removeKey(STORAGE_KEYS.keywordResults);
  removeKey(STORAGE_KEYS.serpAnalysisResults);
  removeKey(STORAGE_KEYS.relatedKeywordsResults);
}
