// Stored rows -> the API's camelCase records (src/shared/contract/researches.ts).
import type { KeywordRow, ResearchHeader } from '../../../shared/contract/researches.js';
import type { ResearchRow } from './research-access.js';
import { isDemoProviderName } from '../../providers/profiles.js';
import { toApiMetrics, type MetricKey, type StoredMetricValue } from '../../../shared/keyword-row/metrics.js';
import { providerCostFields } from '../../../shared/contract/common.js';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

const isText = (value: unknown): value is string => typeof value === 'string';

/** The seeds a stored request ran for (decision 025): its list when it has one, else its seed keyword. */
export function storedSeeds(seedKeyword: string, request: Record<string, unknown>): string[] {
  const seeds = request['seeds'];
  return Array.isArray(seeds) && seeds.length > 0 && seeds.every(isText) ? seeds : [seedKeyword];
}

function storedId(value: unknown): string | null {
  return isText(value) ? value : null;
}

export function toResearchHeader(row: ResearchRow): ResearchHeader {
  return {
    id: row.id,
    kind: row.kind as ResearchHeader['kind'], // the CHECK constraint holds it to these
    status: row.status as ResearchHeader['status'],
    seedKeyword: row.seedKeyword,
    request: row.request,
    seeds: storedSeeds(row.seedKeyword, row.request),
    linked: { serpResearchId: storedId(row.request['serpResearchId']), relatedResearchId: storedId(row.request['relatedResearchId']) },
    totalResults: row.totalResults,
    loadedResults: row.loadedResults,
    locationCode: row.locationCode,
    languageCode: row.languageCode,
    resultLimit: row.resultLimit,
    ...providerCostFields(Number(row.providerCost)),
    provider: row.provider,
    isDemoData: isDemoProviderName(row.provider),
    seedKeywordNote: row.seedNote,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What every stored keyword row has besides its metrics (a list's item keeps no update date and has no seed). */
export interface StoredRowBase {
  rank: number;
  keyword: string;
  metricsSource: string;
  metricsFetchedAt: Date | null;
  metricsUpdatedAt?: Date | null;
  isSeedKeyword?: boolean;
}

/** The one mapper from a stored row (a research's or a list's) to the API's row. */
export function toKeywordRow(row: StoredRowBase & Partial<{ [K in MetricKey]: StoredMetricValue<K> }>): KeywordRow {
  return {
    rank: row.rank,
    keyword: row.keyword,
    ...toApiMetrics(row),
    metricsSource: row.metricsSource,
    metricsFetchedAt: iso(row.metricsFetchedAt),
    metricsUpdatedAt: iso(row.metricsUpdatedAt ?? null),
    isSeedKeyword: row.isSeedKeyword ?? false,
  };
}
