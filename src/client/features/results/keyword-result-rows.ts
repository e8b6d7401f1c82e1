// The rows of the results table: API records -> client records, the seed first and flagged, and
// a placeholder seed (volume 0, CPC 0, no difficulty) when the provider did not return it.
import { toKeywordResultRow, type KeywordResultRecord, type KeywordResultRow } from '@shared/api/research';
import { placeSeedFirst, SEED_PLACEHOLDER_METRICS } from '@shared/seed';

export function seedPlaceholder(seedKeyword: string): KeywordResultRow {
  return {
    keyword: seedKeyword,
    ...SEED_PLACEHOLDER_METRICS,
    intent: null,
    suggestions: [],
    related: [],
    clusterId: null,
    metricsSource: '',
    isSeedKeyword: true,
    monthlySearches: [],
    metricsFetchedAt: null,
    metricsUpdatedAt: null,
    isPlaceholder: true,
  };
}

export function buildResultRows(records: readonly KeywordResultRecord[], seedKeyword: string): KeywordResultRow[] {
  if (records.length === 0) return [];
  // The row the server marked as the seed wins, even if the provider spelled it differently.
  const flagged = records.find((record) => record.is_seed_keyword)?.keyword;
  const rows = placeSeedFirst(records.map(toKeywordResultRow), flagged ?? seedKeyword, seedPlaceholder);
  return rows;
}

/** Stable for useFilteredRows and the table. */
export const isSeedRow = (row: KeywordResultRow): boolean => row.isSeedKeyword;
