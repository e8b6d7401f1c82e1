// Stored rows -> the API's camelCase records (src/shared/contract/researches.ts).
import type { KeywordRow, ResearchHeader } from '../../../shared/contract/researches.js';
import type { keywordResults } from '../../db/schema/index.js';
import type { ResearchRow } from './research-access.js';
import { isDemoProviderName } from '../../../shared/demo-data.js';

type KeywordResultRow = typeof keywordResults.$inferSelect;

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
    estimatedCost: Number(row.apiCost),
    provider: row.provider,
    isDemoData: isDemoProviderName(row.provider),
    seedKeywordNote: row.seedNote,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toKeywordRow(row: KeywordResultRow): KeywordRow {
  return {
    rank: row.rank,
    keyword: row.keyword,
    searchVolume: row.searchVolume,
    cpc: row.cpc,
    competition: row.competition,
    competitionLevel: row.competitionLevel,
    intent: row.intent,
    difficulty: row.difficulty,
    metricsSource: row.metricsSource,
    monthlySearches: row.monthlySearches,
    metricsFetchedAt: iso(row.metricsFetchedAt),
    metricsUpdatedAt: iso(row.metricsUpdatedAt),
    isSeedKeyword: row.isSeedKeyword,
    depth: row.depth,
    relevance: row.relevance,
    categories: row.categories.map(String),
    opportunity: row.opportunity,
    trend: row.trend,
    trendYoy: row.trendYoy,
    peakMonth: row.peakMonth,
    clusterId: row.clusterId,
  };
}
