// The columns of a full export (issue 21 item 8): the table's own columns (spec section 7), then
// the market (location, language), the 12 monthly search volumes named by month and the trend.
// One layout for the server's streamed export; the cells reuse the table exports' rules (a dash
// for an empty keyword-research value, empty cells in the related export, the formula guard).
import { monthIndex, shortMonthLabel, type CalendarMonth, type MonthlyVolume } from '../analysis/months';
import { seasonality } from '../analysis/seasonality';
import { categoryName } from '../categories/category-names';
import { findLanguageName } from '../constants/languages';
import { findLocationName } from '../constants/locations';
import { metricProvenance } from '../format/metric-source';
import { readNumber } from '../format/number';
import type { CsvCell } from './csv';
import type { ExportKind } from './export-file-name';
import { RELATED_EXPORT_HEADERS, relatedExportRows, type RelatedExportRow } from './related-export';
import { EMPTY_EXPORT_VALUE, RESEARCH_EXPORT_HEADERS, researchExportRows, type ResearchExportRow } from './research-export';

export type ExportMonth = CalendarMonth;
export type { MonthlyVolume };

export interface FullExportRow extends ResearchExportRow, RelatedExportRow {
  keyword: string;
  monthlySearches: readonly MonthlyVolume[];
  /** Provenance (issue 16 item 6): the stored metric source id and when it was fetched (ISO). */
  metricsSource?: string | null;
  metricsFetchedAt?: string | null;
  /** Issue 17: the stored opportunity (0-100), peak month (1-12) and topic cluster. */
  opportunity?: number | null;
  peakMonth?: number | null;
  clusterId?: number | null;
}

export interface ExportLayout {
  kind: ExportKind;
  locationCode: number;
  languageCode: string;
  /** The 12 months of the volume columns, oldest first. */
  months: readonly ExportMonth[];
}

const MONTHS_EXPORTED = 12;
const TREND_HEADER = 'Trend (%)';
/** Issue 17's stored analysis, after the trend. */
export const ANALYSIS_HEADERS = ['Opportunity', 'Peak Month', 'Cluster'] as const;
/** Provenance, the trailing columns: where the metrics came from and when they were fetched. */
export const PROVENANCE_HEADERS = ['Source', 'Fetched At'] as const;
const fromIndex = (index: number): ExportMonth => ({ year: Math.floor(index / 12), month: (index % 12) + 1 });

/** "Nov 2026": fixed English names, so a column means the same in every download. */
export function monthLabel(month: ExportMonth): string {
  return shortMonthLabel(month);
}

/** The 12 months ending with the latest month any of the rows has, else the month before `fallback`. */
export function exportMonths(rows: readonly Pick<FullExportRow, 'monthlySearches'>[], fallback: Date): ExportMonth[] {
  let latest = fallback.getUTCFullYear() * 12 + fallback.getUTCMonth() - 1;
  const seen = rows.flatMap((row) => row.monthlySearches.map(monthIndex));
  if (seen.length > 0) latest = Math.max(...seen);
  return Array.from({ length: MONTHS_EXPORTED }, (_, i) => fromIndex(latest - (MONTHS_EXPORTED - 1) + i));
}

/** Each month's volume (null when the row has none for that month). */
export function volumesByMonth(row: Pick<FullExportRow, 'monthlySearches'>, months: readonly ExportMonth[]): (number | null)[] {
  const byIndex = new Map(row.monthlySearches.map((m) => [monthIndex(m), readNumber(m.searchVolume)]));
  return months.map((m) => byIndex.get(monthIndex(m)) ?? null);
}

/**
 * The row's trend in whole percent: the table's rule (the last 3 months against the 3 before,
 * src/shared/analysis/seasonality.ts), so "Trend (%)" in a download is the number the table shows
 * and the API stores (decision 046; it compared the first and last of the 12 months before).
 */
export function trendPercent(row: Pick<FullExportRow, 'monthlySearches'>): number | null {
  return seasonality(row.monthlySearches).trend;
}

export function exportHeaders(layout: ExportLayout): string[] {
  const table: readonly string[] = layout.kind === 'related' ? RELATED_EXPORT_HEADERS : RESEARCH_EXPORT_HEADERS;
  return [...table, 'Location', 'Language', ...layout.months.map(monthLabel), TREND_HEADER, ...ANALYSIS_HEADERS, ...PROVENANCE_HEADERS];
}

/** One CSV/TXT line's cells in header order. */
export function exportCells(row: FullExportRow, layout: ExportLayout): CsvCell[] {
  const volumes = volumesByMonth(row, layout.months);
  const trend = trendPercent(row);
  if (layout.kind === 'related') {
    return [
      ...relatedExportRows([row])[0]!,
      findLocationName(layout.locationCode),
      findLanguageName(layout.languageCode),
      ...volumes,
      trend,
      ...analysisCells(row).map((v) => v ?? ''),
      ...provenanceCells(row, layout),
    ];
  }
  const dash = (value: number | null) => value ?? EMPTY_EXPORT_VALUE;
  return [
    ...researchExportRows([row])[0]!,
    findLocationName(layout.locationCode),
    findLanguageName(layout.languageCode),
    ...volumes.map(dash),
    dash(trend),
    ...analysisCells(row).map(dash),
    ...provenanceCells(row, layout),
  ];
}

function analysisCells(row: FullExportRow): (number | null)[] {
  return [row.opportunity ?? null, row.peakMonth ?? null, row.clusterId ?? null];
}

function provenanceCells(row: FullExportRow, layout: ExportLayout): CsvCell[] {
  return [metricProvenance(row.metricsSource, layout.kind), row.metricsFetchedAt ?? ''];
}

/** One JSON record: camelCase, null for a missing value, months as a list. */
export function exportJsonRecord(row: FullExportRow, layout: ExportLayout) {
  const volumes = volumesByMonth(row, layout.months);
  return {
    keyword: row.keyword,
    searchVolume: readNumber(row.searchVolume),
    cpc: readNumber(row.cpc),
    competition: typeof row.competition === 'string' ? row.competition : readNumber(row.competition),
    competitionLevel: row.competitionLevel ?? null,
    difficulty: readNumber(row.difficulty),
    intent: row.intent ?? null,
    ...(layout.kind === 'related'
      ? { relevance: readNumber(row.relevance), categories: [...(row.categories ?? [])], categoryNames: (row.categories ?? []).map(categoryName) }
      : {}),
    location: findLocationName(layout.locationCode),
    locationCode: layout.locationCode,
    language: findLanguageName(layout.languageCode),
    languageCode: layout.languageCode,
    monthlySearches: layout.months.map((m, i) => ({ year: m.year, month: m.month, searchVolume: volumes[i] ?? null })),
    trendPercent: trendPercent(row),
    opportunity: row.opportunity ?? null,
    peakMonth: row.peakMonth ?? null,
    clusterId: row.clusterId ?? null,
    source: metricProvenance(row.metricsSource, layout.kind) || null,
    fetchedAt: row.metricsFetchedAt ?? null,
  };
}

