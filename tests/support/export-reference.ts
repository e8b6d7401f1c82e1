// The streamed export as it was written before decision 042 (main at 927a6c1), frozen here so the
// byte-for-byte tests compare the fast path with the format people's files already have: one
// driver-parsed object per row, read in one go, then cells built per row and joined. Slow (15 s
// for 100,000 rows through the old batched reader) and never used by the server; change it only
// if the export format itself is meant to change (as the trend did, decision 046, and a saved
// list's columns did, decision 055: competition, CPC currency, the peak month's name, the cluster's
// pillar keyword and the note; a research's export is unchanged; decision 060 appended the
// year-over-year change and the SERP features to every layout).
import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.js';
import { rowsOrderBy } from '../../src/server/features/research-results/row-order.js';
import type { RowSource } from '../../src/server/features/research-results/row-source.js';
import { MONTH_NAMES } from '../../src/shared/analysis/months.js';
import { seasonality } from '../../src/shared/analysis/seasonality.js';
import { categoryName, categoryNames } from '../../src/shared/categories/category-names.js';
import { findLanguageName } from '../../src/shared/constants/languages.js';
import { findLocationName } from '../../src/shared/constants/locations.js';
import type { RowsOrder } from '../../src/shared/contract/researches.js';
import { csvCell, CSV_LINE_END, UTF8_BOM, type CsvCell } from '../../src/shared/export/csv.js';
import type { ExportFormat } from '../../src/shared/export/export-file-name.js';
import { exportHeaders, type ExportLayout, type ExportMonth, type FullExportRow } from '../../src/shared/export/export-layout.js';
import { txtCell } from '../../src/shared/export/research-export.js';
import { metricProvenance } from '../../src/shared/format/metric-source.js';
import { readNumber } from '../../src/shared/format/number.js';

/** Every row the export lists, as the old reader handed them over (same columns, same order). */
export async function referenceRows(db: Db, source: RowSource, condition: SQL | undefined, order: RowsOrder): Promise<FullExportRow[]> {
  const c = source.columns;
  return db
    .select({
      keyword: sql<string>`${c.keyword}`,
      searchVolume: sql<number | null>`${c.searchVolume}`,
      cpc: sql<number | null>`${c.cpc}`,
      competition: sql<number | null>`${c.competition}`,
      competitionLevel: sql<string | null>`${c.competitionLevel}`,
      difficulty: sql<number | null>`${c.difficulty}`,
      intent: sql<string | null>`${c.intent}`,
      relevance: sql<number | null>`${c.relevance}`,
      categories: sql<number[]>`${c.categories}`,
      monthlySearches: sql<{ year: number; month: number; searchVolume: number | null }[]>`${c.monthlySearches}`,
      metricsSource: sql<string>`${c.metricsSource}`,
      metricsFetchedAt: sql<string | null>`to_char(${c.metricsFetchedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      opportunity: sql<number | null>`${c.opportunity}`,
      peakMonth: sql<number | null>`${c.peakMonth}`,
      clusterId: sql<number | null>`${c.clusterId}`,
      wordCount: sql<number | null>`${c.wordCount}`,
      trendYoy: sql<number | null>`${c.trendYoy}`,
      serpFeatures: sql<string[]>`${c.serpFeatures}`,
      trafficPotential: sql<number | null>`${c.trafficPotential}`,
      parentTopic: sql<string | null>`${c.parentTopic}`,
      globalSearchVolume: sql<number | null>`${c.globalSearchVolume}`,
      note: c.note ? sql<string | null>`${c.note}` : sql<null>`null`,
    })
    .from(source.table)
    .where(and(source.scope, condition))
    .orderBy(...rowsOrderBy(order, c));
}

const monthIndex = (m: ExportMonth) => m.year * 12 + (m.month - 1);
const fromIndex = (index: number): ExportMonth => ({ year: Math.floor(index / 12), month: (index % 12) + 1 });

/** The old exportMonths: the first 1,000 rows (the old first batch) decide the months. */
export function referenceMonths(rows: readonly FullExportRow[], fallback: Date): ExportMonth[] {
  let latest = fallback.getUTCFullYear() * 12 + fallback.getUTCMonth() - 1;
  const seen = rows.slice(0, 1000).flatMap((row) => row.monthlySearches.map(monthIndex));
  if (seen.length > 0) latest = Math.max(...seen);
  return Array.from({ length: 12 }, (_, i) => fromIndex(latest - 11 + i));
}

function volumesByMonth(row: FullExportRow, months: readonly ExportMonth[]): (number | null)[] {
  const byIndex = new Map(row.monthlySearches.map((m) => [monthIndex(m), readNumber(m.searchVolume)]));
  return months.map((m) => byIndex.get(monthIndex(m)) ?? null);
}

// The one trend rule since decision 046 (the table's: the last 3 months against the 3 before); the
// frozen writer compared the first and the last of the 12 months.
function trendPercent(row: FullExportRow): number | null {
  return seasonality(row.monthlySearches).trend;
}

const numberOrDash = (value: unknown) => readNumber(value) ?? '-';
const textOrDash = (value: string | null | undefined) => (value === null || value === undefined || value.trim() === '' ? '-' : value);
const textOrEmpty = (value: string | null | undefined): CsvCell => (value === undefined || value === null || value === '' ? null : value);

function cells(row: FullExportRow, layout: ExportLayout): CsvCell[] {
  const volumes = volumesByMonth(row, layout.months);
  const trend = trendPercent(row);
  const analysis = [row.opportunity ?? null, row.peakMonth ?? null, row.clusterId ?? null];
  const provenance = [metricProvenance(row.metricsSource, layout.kind, layout.providers), row.metricsFetchedAt ?? ''];
  if (layout.kind === 'related') {
    const competition = typeof row.competition === 'string' ? (readNumber(row.competition) ?? textOrEmpty(row.competition)) : readNumber(row.competition);
    return [
      row.keyword,
      readNumber(row.searchVolume),
      readNumber(row.cpc),
      competition,
      textOrEmpty(row.competitionLevel),
      readNumber(row.difficulty),
      textOrEmpty(row.intent),
      readNumber(row.relevance),
      textOrEmpty(categoryNames(row.categories)),
      findLocationName(layout.locationCode),
      findLanguageName(layout.languageCode),
      ...volumes,
      trend,
      ...analysis.map((v) => v ?? ''),
      ...provenance,
      readNumber(row.wordCount),
      readNumber(row.trendYoy),
      featuresCell(row.serpFeatures),
      readNumber(row.trafficPotential),
      textOrEmpty(row.parentTopic),
      readNumber(row.globalSearchVolume),
    ];
  }
  const dash = (value: number | string | null) => value ?? '-';
  const table = [textOrDash(row.keyword), numberOrDash(row.searchVolume), numberOrDash(row.cpc), textOrDash(row.intent), numberOrDash(row.difficulty)];
  const market = [findLocationName(layout.locationCode), findLanguageName(layout.languageCode)];
  if (layout.list) {
    const pillars = layout.list.clusterPillars;
    const peak = row.peakMonth === null || row.peakMonth === undefined ? null : MONTH_NAMES[row.peakMonth - 1] ?? null;
    const pillar = row.clusterId === null || row.clusterId === undefined ? null : pillars.get(row.clusterId) ?? null;
    return [
      ...table,
      numberOrDash(row.competition),
      'USD',
      ...market,
      ...volumes.map(dash),
      dash(trend),
      dash(row.opportunity ?? null),
      dash(peak),
      dash(pillar),
      textOrDash(row.note),
      ...provenance,
      numberOrDash(row.wordCount),
      numberOrDash(row.trendYoy),
      featuresCell(row.serpFeatures),
      numberOrDash(row.trafficPotential),
      textOrDash(row.parentTopic),
      numberOrDash(row.globalSearchVolume),
    ];
  }
  return [
    ...table,
    ...market,
    ...volumes.map(dash),
    dash(trend),
    ...analysis.map(dash),
    ...provenance,
    numberOrDash(row.wordCount),
    numberOrDash(row.trendYoy),
    featuresCell(row.serpFeatures),
    numberOrDash(row.trafficPotential),
    textOrDash(row.parentTopic),
    numberOrDash(row.globalSearchVolume),
  ];
}

/** The SERP features' cell: the provider's names joined, a dash when none are known (every layout). */
const featuresCell = (features: readonly string[] | undefined): string => (features && features.length > 0 ? features.join(', ') : '-');

function jsonRecord(row: FullExportRow, layout: ExportLayout) {
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
    ...(layout.list
      ? {
          peakMonthName: row.peakMonth === null || row.peakMonth === undefined ? null : MONTH_NAMES[row.peakMonth - 1] ?? null,
          clusterPillar: row.clusterId === null || row.clusterId === undefined ? null : layout.list.clusterPillars.get(row.clusterId) ?? null,
          note: row.note ?? null,
          cpcCurrency: 'USD',
        }
      : {}),
    source: metricProvenance(row.metricsSource, layout.kind, layout.providers) || null,
    fetchedAt: row.metricsFetchedAt ?? null,
    wordCount: readNumber(row.wordCount),
    trendYoyPercent: readNumber(row.trendYoy),
    serpFeatures: row.serpFeatures ?? [],
    trafficPotential: readNumber(row.trafficPotential),
    parentTopic: row.parentTopic ?? null,
    globalSearchVolume: readNumber(row.globalSearchVolume),
  };
}

/** The whole file as the old stream wrote it. */
export function referenceExport(rows: readonly FullExportRow[], format: ExportFormat, layout: ExportLayout): string {
  const parts: string[] = [];
  if (format === 'json') {
    parts.push('[');
    rows.forEach((row, i) => parts.push(`${i === 0 ? '\n  ' : ',\n  '}${JSON.stringify(jsonRecord(row, layout))}`));
    parts.push(rows.length === 0 ? ']' : '\n]');
    return parts.join('');
  }
  if (format === 'csv') {
    const options = { quoteStrings: layout.kind === 'related' };
    const line = (list: readonly CsvCell[]) => list.map((cell) => csvCell(cell, options)).join(',');
    parts.push(UTF8_BOM + line(exportHeaders(layout)));
    for (const row of rows) parts.push(CSV_LINE_END + line(cells(row, layout)));
    return parts.join('');
  }
  const line = (list: readonly CsvCell[]) => list.map((cell) => txtCell(cell ?? '')).join('\t');
  parts.push(line(exportHeaders(layout)));
  for (const row of rows) parts.push(`\n${line(cells(row, layout))}`);
  return parts.join('');
}
