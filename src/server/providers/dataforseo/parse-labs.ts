// Reads DataForSEO Labs KeywordDataInfo objects (reference §2) into our KeywordMetrics.
// Every field may be null or absent; a keyword without metrics still yields a row of nulls.

import { z } from 'zod';
import { dataForSeoProfile } from './profile.js';
import type { CompetitionLevel, KeywordMetrics, MonthlySearch, SearchIntent } from '../types.js';
import { finiteOrNull, lenientArray, lenientNumber, lenientString, toIsoTime } from './lenient.js';
import { readSerpItemTypes } from './parse-serp-info.js';
import { VOLUME_HISTORY_MONTHS } from '../../../shared/analysis/months.js';

export const LABS_SOURCE = dataForSeoProfile.keywordMetricsSource;

const keywordInfoSchema = z.object({
  last_updated_time: lenientString,
  competition: lenientNumber,
  competition_level: lenientString,
  cpc: lenientNumber,
  search_volume: lenientNumber,
  categories: lenientArray,
  monthly_searches: lenientArray,
});

export const keywordDataInfoSchema = z.object({
  keyword: lenientString,
  keyword_info: keywordInfoSchema.nullish().catch(null),
  keyword_properties: z.object({ keyword_difficulty: lenientNumber }).nullish().catch(null),
  search_intent_info: z.object({ main_intent: lenientString }).nullish().catch(null),
});

const monthlySchema = z.object({ year: z.number().int(), month: z.number().int().min(1).max(12), search_volume: lenientNumber });

/** Result object of keyword_suggestions / keyword_ideas / keyword_overview / related_keywords. */
export const labsResultSchema = z.object({
  seed_keyword: lenientString,
  seed_keyword_data: z.unknown().optional(),
  total_count: lenientNumber,
  items_count: lenientNumber,
  items: lenientArray,
});

export type LabsResult = z.infer<typeof labsResultSchema>;

const LEVELS: readonly CompetitionLevel[] = ['LOW', 'MEDIUM', 'HIGH'];
const INTENTS: readonly SearchIntent[] = ['informational', 'navigational', 'commercial', 'transactional'];

function toCompetitionLevel(value: string | null | undefined): CompetitionLevel | null {
  const upper = value?.toUpperCase();
  return LEVELS.find((l) => l === upper) ?? null;
}

function toIntent(value: string | null | undefined): SearchIntent | null {
  const lower = value?.toLowerCase();
  return INTENTS.find((i) => i === lower) ?? null;
}

/** Official examples list months newest first; we sort so the order never depends on that. */
function toMonthlySearches(list: unknown[] | null | undefined): MonthlySearch[] {
  const months: MonthlySearch[] = [];
  for (const raw of list ?? []) {
    const parsed = monthlySchema.safeParse(raw);
    if (parsed.success) {
      months.push({ year: parsed.data.year, month: parsed.data.month, searchVolume: finiteOrNull(parsed.data.search_volume) });
    }
  }
  months.sort((a, b) => a.year - b.year || a.month - b.month);
  return months.slice(-VOLUME_HISTORY_MONTHS);
}

/** Labs category ids as strings (our model keeps categories provider-neutral). */
export function readCategories(raw: unknown): string[] {
  const parsed = keywordDataInfoSchema.safeParse(raw);
  const list = parsed.success ? parsed.data.keyword_info?.categories : null;
  return (list ?? []).filter((c) => typeof c === 'number' || typeof c === 'string').map(String);
}

/** True when a KeywordDataInfo carries a keyword_info block (the seed "has metrics"). */
export function hasKeywordInfo(raw: unknown): boolean {
  const parsed = keywordDataInfoSchema.safeParse(raw);
  return parsed.success && parsed.data.keyword_info != null;
}

/** KeywordDataInfo -> KeywordMetrics; null when there is no keyword text to attach metrics to. */
export function parseKeywordDataInfo(raw: unknown, fetchedAt: string, fallbackKeyword?: string): KeywordMetrics | null {
  const parsed = keywordDataInfoSchema.safeParse(raw ?? {});
  if (!parsed.success) return null;
  const data = parsed.data;
  const keyword = (data.keyword ?? fallbackKeyword ?? '').trim();
  if (keyword.length === 0) return null;
  const info = data.keyword_info;
  const competition = finiteOrNull(info?.competition);
  const difficulty = finiteOrNull(data.keyword_properties?.keyword_difficulty);
  return {
    keyword,
    searchVolume: finiteOrNull(info?.search_volume),
    cpc: finiteOrNull(info?.cpc),
    competition,
    competitionLevel: toCompetitionLevel(info?.competition_level),
    difficulty: difficulty === null ? null : Math.min(100, Math.max(0, difficulty)),
    intent: toIntent(data.search_intent_info?.main_intent),
    monthlySearches: toMonthlySearches(info?.monthly_searches),
    source: LABS_SOURCE,
    fetchedAt,
    metricsUpdatedAt: toIsoTime(info?.last_updated_time),
    serpFeatures: readSerpItemTypes(raw),
  };
}

/**
 * Every result object of a Labs task read as one: items in order, counts added up, the seed taken
 * from the first object that has it. Live tasks usually hold one object, but the envelope allows
 * several and none may be dropped.
 */
export function readLabsResult(result: unknown[]): LabsResult {
  const merged: LabsResult = { seed_keyword: null, total_count: null, items_count: null, items: null };
  for (const raw of result) {
    const parsed = labsResultSchema.safeParse(raw ?? {});
    if (!parsed.success) continue;
    const part = parsed.data;
    merged.seed_keyword ??= part.seed_keyword;
    if (merged.seed_keyword_data == null && part.seed_keyword_data != null) merged.seed_keyword_data = part.seed_keyword_data;
    if (part.total_count !== null) merged.total_count = (merged.total_count ?? 0) + part.total_count;
    if (part.items_count !== null) merged.items_count = (merged.items_count ?? 0) + part.items_count;
    if (part.items !== null) merged.items = [...(merged.items ?? []), ...part.items];
  }
  return merged;
}

export function parseKeywordItems(items: unknown[] | null | undefined, fetchedAt: string): KeywordMetrics[] {
  const rows: KeywordMetrics[] = [];
  for (const item of items ?? []) {
    const metrics = parseKeywordDataInfo(item, fetchedAt);
    if (metrics) rows.push(metrics);
  }
  return rows;
}
