// The keyword-research request (spec section 7, call 1) and the client's result record (spec
// section 3). The answers' schemas are in src/shared/contract; the request schema is research-schema.ts.
import type { LanguageCode } from '../constants/languages';
import type { LocationCode } from '../constants/locations';
import { RESEARCH_LIMIT_OPTIONS, type ResearchLimit } from '../constants/limits';
import type { KeywordRow } from '../contract/researches';

export function isResearchLimit(value: unknown): value is ResearchLimit {
  return (RESEARCH_LIMIT_OPTIONS as readonly unknown[]).includes(value);
}

/** POST /api/research body, as validated by researchRequestSchema (keyword trimmed). */
export interface ResearchRequest {
  keyword: string;
  languageCode: LanguageCode;
  locationCode: LocationCode;
  limit: ResearchLimit;
  /** Every seed of a research of several (decision 025), the first being `keyword`; absent for one seed. */
  seeds?: string[];
  /** Also run the related keywords of the first seed, in its own quota and its own stored research. */
  includeRelated?: boolean;
  /** Also run the SERP analysis of the first seed, in its own quota and its own stored research. */
  includeSerp?: boolean;
}

export interface MonthlySearchRecord {
  year: number;
  month: number; // 1-12
  searchVolume: number | null;
}

/**
 * The client's result record (spec section 3): a stored keyword row as the API answers it
 * (camelCase, src/shared/contract/researches.ts).
 */
export type KeywordResultRow = KeywordRow & {
  /** Set on the stand-in seed row the results page makes when the provider returned no seed. */
  isPlaceholder?: boolean;
};

/** True when the provider gave none of volume, CPC and difficulty for a keyword. */
export function hasNoMetrics(row: { searchVolume: number | null; cpc: number | null; difficulty: number | null }): boolean {
  return row.searchVolume === null && row.cpc === null && row.difficulty === null;
}
