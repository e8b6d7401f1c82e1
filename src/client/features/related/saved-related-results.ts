// The related-keyword results kept in the browser (storage key relatedKeywordsResults)
// after each search and Load More, so leaving the screen and coming back shows what the
// user paid for at once, and Load More continues at the stored offset with the same research id.
//
// Only the search, its research id and the counts are kept: the rows stay in the result store
// (decision 020) and the table reads them from the server, so the copy is small however long the
// walk. A copy written before (with the rows) still restores: its row count is what it loaded.
import { isLanguageCode } from '@shared/constants/languages';
import { RELATED_DEPTHS, RELATED_LIMIT_OPTIONS } from '@shared/constants/limits';
import { isLocationCode } from '@shared/constants/locations';
import { restoredRequestMatchesUrl } from '../../components/tool-inputs';
import { readUserValue, removeKey, STORAGE_KEYS, writeUserValue } from '../../lib/storage';
import type { BatchQuery } from './related-page-batch';

export type RelatedQuery = BatchQuery & { batchSize: number };

export interface RelatedResults {
  query: RelatedQuery;
  /** Rows the research stores (duplicates dropped): "Loaded X keywords". */
  loaded: number;
  total: number;
  hasMore: boolean;
  /** Rows received from the server so far (duplicates included): the next page's offset. */
  offset: number;
  researchId: string | null;
  /** Whether the rows came from the offline demo provider (labels the screen, see DemoDataNotice). */
  isDemoData: boolean;
}

// The restored query fills the form's selects, so it must be one of their options.
const isOneOf = (options: readonly number[], value: unknown): boolean => typeof value === 'number' && options.includes(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

function isQuery(value: unknown): value is RelatedQuery {
  if (typeof value !== 'object' || value === null) return false;
  const q = value as Record<string, unknown>;
  return (
    typeof q['keyword'] === 'string' &&
    typeof q['languageCode'] === 'string' &&
    isLanguageCode(q['languageCode']) &&
    typeof q['locationCode'] === 'number' &&
    isLocationCode(q['locationCode']) &&
    isOneOf(RELATED_DEPTHS, q['depth']) &&
    isOneOf(RELATED_LIMIT_OPTIONS, q['batchSize'])
  );
}

/** The copy as written now (counts), or as written before (the rows themselves, counted here). */
type StoredResults = Omit<RelatedResults, 'loaded'> & ({ loaded: number } | { loaded?: undefined; rows: unknown[] });

// The value was written by saveRelatedResults; the check only keeps a damaged copy from breaking
// the screen (it is then ignored).
function isStored(value: object): value is StoredResults {
  const v = value as Record<string, unknown>;
  return (
    isQuery(v['query']) &&
    (isCount(v['loaded']) || (v['loaded'] === undefined && Array.isArray(v['rows']))) &&
    isCount(v['total']) &&
    typeof v['hasMore'] === 'boolean' &&
    isCount(v['offset']) &&
    (v['researchId'] === null || typeof v['researchId'] === 'string') &&
    typeof v['isDemoData'] === 'boolean'
  );
}

/** Whether the saved results belong on a screen opened with these query-string parameters (the tool screens' one rule). */
export function savedResultsMatch(query: RelatedQuery, params: URLSearchParams): boolean {
  return restoredRequestMatchesUrl(query, params);
}

export function readSavedRelatedResults(userId: string, params: URLSearchParams): RelatedResults | null {
  const saved = readUserValue(STORAGE_KEYS.relatedKeywordsResults, userId, isStored);
  if (!saved) return null;
  const loaded = saved.loaded ?? ('rows' in saved ? saved.rows.length : 0);
  // Results the table cannot read (no research) or an empty list are not worth restoring.
  if (loaded === 0 || saved.researchId === null || !savedResultsMatch(saved.query, params)) return null;
  const { query, total, hasMore, offset, researchId, isDemoData } = saved;
  return { query, loaded, total, hasMore, offset, researchId, isDemoData };
}

/** Stores the search, its research id and counts for the user (never the rows); false when storage refused. */
export function saveRelatedResults(userId: string, results: RelatedResults): boolean {
  const { query, loaded, total, hasMore, offset, researchId, isDemoData } = results;
  return writeUserValue(STORAGE_KEYS.relatedKeywordsResults, userId, { query, loaded, total, hasMore, offset, researchId, isDemoData });
}

export function clearSavedRelatedResults(): void {
  removeKey(STORAGE_KEYS.relatedKeywordsResults);
}
