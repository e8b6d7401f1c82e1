// Browser storage keys of the spec (section 3), in one place, with safe JSON helpers.
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
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function readString(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeString(key: StorageKey, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled: the app keeps working, it only forgets the value.
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

/** The spec: a new search clears the previous results of every tool. */
export function clearToolResults() {
  removeKey(STORAGE_KEYS.keywordResults);
  removeKey(STORAGE_KEYS.serpAnalysisResults);
  removeKey(STORAGE_KEYS.relatedKeywordsResults);
}
