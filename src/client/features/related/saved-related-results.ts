// The related-keyword results kept in the browser (storage key relatedKeywordsResults, spec
// section 3) after each search and Load More, so leaving the screen and coming back shows what the
// user paid for, and Load More continues at the stored offset with the same research id.
//
// Bounded: a depth-4 walk holds thousands of rows, so each row is stored as a tuple of the fields
// the table and the exports read (no property names repeated thousands of times); above
// MAX_SAVED_RESULTS_CHARS nothing is stored (writeUserValue), and the screen starts empty.
import type { RelatedKeywordRow } from '@shared/api/related';
import { isLanguageCode } from '@shared/constants/languages';
import { RELATED_DEPTHS, RELATED_LIMIT_OPTIONS } from '@shared/constants/limits';
import { isLocationCode } from '@shared/constants/locations';
import { restoredRequestMatchesUrl } from '../../components/tool-inputs';
import { readUserValue, removeKey, STORAGE_KEYS, writeUserValue } from '../../lib/storage';
import type { BatchQuery } from './related-page-batch';

export type RelatedQuery = BatchQuery & { batchSize: number };

export interface RelatedResults {
  query: RelatedQuery;
  rows: RelatedKeywordRow[];
  total: number;
  hasMore: boolean;
  /** Rows received from the server so far (duplicates included): the next page's offset. */
  offset: number;
  researchId: string | null;
  /** Whether the rows came from the offline demo provider (labels the screen, see DemoDataNotice). */
  isDemoData: boolean;
}

type Num = number | null;
/** keyword, searchVolume, cpc, competition, competitionLevel, difficulty, intent, relevance, categories, depth */
type StoredRow = [string, Num, Num, Num, string | null, Num, string | null, Num, string[], number];

type StoredResults = Omit<RelatedResults, 'rows'> & { rows: StoredRow[] };

function toStoredRow(row: RelatedKeywordRow): StoredRow {
  return [row.keyword, row.searchVolume, row.cpc, row.competition, row.competitionLevel, row.difficulty, row.intent, row.relevance, row.categories, row.depth];
}

function fromStoredRow([keyword, searchVolume, cpc, competition, competitionLevel, difficulty, intent, relevance, categories, depth]: StoredRow): RelatedKeywordRow {
  return { keyword, searchVolume, cpc, competition, competitionLevel, difficulty, intent, relevance, categories, depth };
}

const isNum = (value: unknown): value is Num => value === null || (typeof value === 'number' && Number.isFinite(value));
const isText = (value: unknown): value is string | null => value === null || typeof value === 'string';
// The restored query fills the form's selects, so it must be one of their options.
const isOneOf = (options: readonly number[], value: unknown): boolean => typeof value === 'number' && options.includes(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

function isStoredRow(value: unknown): value is StoredRow {
  if (!Array.isArray(value) || value.length !== 10) return false;
  const [keyword, volume, cpc, competition, level, difficulty, intent, relevance, categories, depth] = value as unknown[];
  return (
    typeof keyword === 'string' &&
    [volume, cpc, competition, difficulty, relevance].every(isNum) &&
    isText(level) &&
    isText(intent) &&
    Array.isArray(categories) &&
    categories.every((c) => typeof c === 'string') &&
    isCount(depth)
  );
}

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

// The value was written by saveRelatedResults; the check only keeps an older or damaged copy from
// breaking the screen (it is then ignored).
function isStored(value: object): value is StoredResults {
  const v = value as Record<string, unknown>;
  return (
    isQuery(v['query']) &&
    Array.isArray(v['rows']) &&
    v['rows'].every(isStoredRow) &&
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
  if (!saved || saved.rows.length === 0 || !savedResultsMatch(saved.query, params)) return null;
  const { query, total, hasMore, offset, researchId, isDemoData } = saved;
  return { query, rows: saved.rows.map(fromStoredRow), total, hasMore, offset, researchId, isDemoData };
}

/** Stores the results for the user; false when they were too large (nothing is stored then). */
export function saveRelatedResults(userId: string, results: RelatedResults): boolean {
  const { query, total, hasMore, offset, researchId, isDemoData } = results;
  const stored: StoredResults = { query, rows: results.rows.map(toStoredRow), total, hasMore, offset, researchId, isDemoData };
  return writeUserValue(STORAGE_KEYS.relatedKeywordsResults, userId, stored);
}

export function clearSavedRelatedResults(): void {
  removeKey(STORAGE_KEYS.relatedKeywordsResults);
}
