// The client's result record: a stored keyword row as the API answers it, and the
// one rule the screens ask of it. Kept apart from the request schema (research-request.ts) so
// screens that only read results do not load zod.
import type { KeywordRow } from './researches';

/**
 * The client's result record: a stored keyword row as the API answers it
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
