// The rows of the results table: the pages loaded so far, and a placeholder seed (volume 0, CPC 0,
// no difficulty) on top of the unfiltered list when the provider did not return the seed. The
// server keeps the seed row it stored first in every sort.
import type { KeywordResultRow } from '@shared/contract/keyword-result';
import { emptyApiMetrics } from '@shared/keyword-row/metrics';
import { SEED_PLACEHOLDER_METRICS } from '@shared/seed';

export function seedPlaceholder(seedKeyword: string): KeywordResultRow {
  return {
    rank: -1,
    keyword: seedKeyword.trim(),
    ...emptyApiMetrics(),
    ...SEED_PLACEHOLDER_METRICS,
    metricsSource: '',
    isSeedKeyword: true,
    metricsFetchedAt: null,
    metricsUpdatedAt: null,
    isPlaceholder: true,
  };
}

export function buildResultRows(
  loaded: readonly KeywordResultRow[],
  options: { seedKeyword: string; seedStored: boolean; unfiltered: boolean },
): KeywordResultRow[] {
  if (loaded.length === 0 && !options.unfiltered) return [];
  if (options.seedStored || !options.unfiltered || options.seedKeyword.trim() === '') return loaded.slice();
  return [seedPlaceholder(options.seedKeyword), ...loaded];
}

/** Stable for the table. */
export const isSeedRow = (row: KeywordResultRow): boolean => row.isSeedKeyword;
