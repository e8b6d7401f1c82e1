// The columns of a full export: the table's own columns, then
// the market (location, language), the 12 monthly search volumes named by month and the trend.
// A saved list's export adds what a client reading it needs: the competition and the CPC's
// currency beside the CPC, the peak month by name, the cluster by its pillar keyword, and the notes.
// One layout for the server's streamed export; the cells reuse the table exports' rules (a dash
// for an empty keyword-research value, empty cells in the related export, the formula guard).
import { MONTH_NAMES, monthIndex, shortMonthLabel, type CalendarMonth, type MonthlyVolume } from '../analysis/months';
import { seasonality } from '../analysis/seasonality';
import { categoryName } from '../categories/category-names';
import { findLanguageName } from '../constants/languages';
import { findLocationName } from '../constants/locations';
import { metricProvenance } from '../format/metric-source';
import type { ProviderProfile } from '../providers';
import { CPC_CURRENCY } from '../format/money';
import { readNumber } from '../format/number';
import type { CellSink, CsvCell } from './csv';
import type { ExportKind } from './export-file-name';
import { RELATED_EXPORT_HEADERS, visitRelatedCells, type RelatedExportRow } from './related-export';
import { EMPTY_EXPORT_VALUE, numberOrDash, RESEARCH_EXPORT_HEADERS, textOrDash, visitResearchCells, type ResearchExportRow } from './research-export';
import { EXPORTED_METRIC_KEYS, exportHeader, KEYWORD_METRICS, type ApiMetricValue, type ExportedMetricKey, type MetricDeclaration, type MetricDeclarations, type GapRankValue, type MetricKey, type MetricKeyWhere } from '../keyword-row/metrics';
import { numberOrEmpty, textOrEmpty } from './related-export';

export type ExportMonth = CalendarMonth;
export type { MonthlyVolume };

/**
 * The exported metrics each layout has written in its own place since before the metrics were
 * declared once (decision 048): the columns people's files already have, in the order they have them.
 */
const PLACED_METRICS = [
  'searchVolume', 'cpc', 'competition', 'competitionLevel', 'difficulty', 'intent', 'relevance', 'categories', 'trend', 'opportunity', 'peakMonth', 'clusterId',
] as const satisfies readonly ExportedMetricKey[];
const declarationOf = (key: MetricKey): MetricDeclaration => KEYWORD_METRICS[key];

/** The competitor facts: exported only from the research kinds their declaration names. */
type KindMetricKey = MetricKeyWhere<'export', { kinds: readonly string[] }>;
type AppendedMetricKey = Exclude<ExportedMetricKey, (typeof PLACED_METRICS)[number] | KindMetricKey>;

/** Every other exported metric of every kind, in declaration order, after the provenance columns of every layout (CSV, TXT and JSON). */
export const APPENDED_EXPORT_METRICS = EXPORTED_METRIC_KEYS.filter(
  (key): key is AppendedMetricKey => !(PLACED_METRICS as readonly string[]).includes(key) && declarationOf(key).export?.kinds === undefined,
);


export interface FullExportRow extends ResearchExportRow, RelatedExportRow, Partial<{ [K in AppendedMetricKey | KindMetricKey | 'gapRanks']: ApiMetricValue<K> }> {
  keyword: string;
  monthlySearches: readonly MonthlyVolume[];
  /** Provenance: the stored metric source id and when it was fetched (ISO). */
  metricsSource?: string | null;
  metricsFetchedAt?: string | null;
  /** The stored analysis: the opportunity (0-100), peak month (1-12) and topic cluster. */
  opportunity?: number | null;
  peakMonth?: number | null;
  clusterId?: number | null;
  /** A list item's note (a research's rows have none). */
  note?: string | null;
}

/** The competitor facts a kind's file adds after the appended columns, in declaration order. */
export function kindExportMetrics(kind: ExportKind): KindMetricKey[] {
  return EXPORTED_METRIC_KEYS.filter((key): key is KindMetricKey => (declarationOf(key).export?.kinds as readonly string[] | undefined)?.includes(kind) ?? false);
}
const KIND_METRICS = EXPORTED_METRIC_KEYS.filter((key): key is KindMetricKey => declarationOf(key).export?.kinds !== undefined);

/** The row's metrics an export reads: the trend it writes is computed from the months (decision 046). */
export const EXPORT_ROW_METRICS: readonly MetricKey[] = [...PLACED_METRICS.filter((key) => key !== 'trend'), 'monthlySearches', ...APPENDED_EXPORT_METRICS, ...KIND_METRICS, 'gapRanks'];

const isNumeric = (key: MetricKey) => ['measure', 'whole', 'decimal'].includes(declarationOf(key).value);
const asText = (value: unknown): string | null => (value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value));

/** An appended metric's cell: a keyword research dashes an empty one, a related export leaves it empty. */
function appendedCell(row: FullExportRow, key: AppendedMetricKey | KindMetricKey, kind: ExportKind): CsvCell {
  const value: unknown = row[key];
  if (Array.isArray(value)) return value.length === 0 ? EMPTY_EXPORT_VALUE : value.join(', ');
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (isNumeric(key)) return kind === 'related' ? numberOrEmpty(value) : numberOrDash(value);
  return kind === 'related' ? textOrEmpty(asText(value)) : textOrDash(asText(value));
}

function appendedJson(row: FullExportRow, key: AppendedMetricKey | KindMetricKey): string {
  const value: unknown = row[key];
  return `,${JSON.stringify(declarationOf(key).export?.json)}:${json(isNumeric(key) ? readNumber(value) : value)}`;
}

export interface ExportLayout {
  kind: ExportKind;
  locationCode: number;
  languageCode: string;
  /** The 12 months of the volume columns, oldest first. */
  months: readonly ExportMonth[];
  /** A saved list's export: its own columns (LIST_TABLE_HEADERS, LIST_ANALYSIS_HEADERS). */
  list?: ListExportParts;
  /** A gap's sites, yours first: each gets a position and a URL column. */
  sites?: readonly string[];
  /** The registered providers' profiles: the Source column names each source's endpoints from them. */
  providers: readonly ProviderProfile[];
}

export interface ListExportParts {
  /** Each cluster's pillar keyword (its highest-volume keyword), by cluster id. */
  clusterPillars: ReadonlyMap<number, string>;
}

/** A list's columns after the research's table columns: the competition, and the currency the CPC is in (decision 006). */
export const LIST_TABLE_HEADERS = [exportHeader('competition'), 'CPC Currency'] as const;
/** A list's columns after the analysis: the item's note. */
export const LIST_NOTE_HEADER = 'Note';

/** "May" for 5; null for no month (or one out of range). */
export function peakMonthName(month: number | null | undefined): string | null {
  return typeof month === 'number' ? (MONTH_NAMES[month - 1] ?? null) : null;
}

/** The cluster's pillar keyword; null when the row has no cluster or its cluster is not known. */
export function clusterPillar(clusterId: number | null | undefined, parts: ListExportParts): string | null {
  return typeof clusterId === 'number' ? (parts.clusterPillars.get(clusterId) ?? null) : null;
}

/** A gap's cell of one site: its position, "not ranking", or "unknown" (never read as not ranking). */
function sitePositionCell(rank: GapRankValue | undefined): CsvCell {
  if (!rank || rank.state === 'absent') return EMPTY_EXPORT_VALUE;
  if (rank.state === 'unknown') return 'unknown';
  return rank.position ?? 'unknown';
}

const MONTHS_EXPORTED = 12;
/** How many rows, the first in export order, decide the month window (the size of the reads that once made up the first batch). */
export const MONTH_WINDOW_ROWS = 1000;
const TREND_HEADER = exportHeader('trend');
/** The stored analysis (opportunity, peak month, cluster), after the trend. */
export const ANALYSIS_HEADERS = [exportHeader('opportunity'), exportHeader('peakMonth'), exportHeader('clusterId')] as const;
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

/**
 * One export's fixed parts, worked out once instead of per row (decision 042): the market's names,
 * where the month window starts, each source's provenance text, and a scratch array for a row's
 * 12 volumes (rows are written one at a time, so one array serves them all).
 */
export interface PreparedExportLayout {
  layout: ExportLayout;
  locationName: string;
  languageName: string;
  /** monthIndex of the window's first month. */
  firstMonth: number;
  provenance(source: string | null | undefined): string;
  volumes: (number | null)[];
  /** The competitor facts the layout's kind exports. */
  kindMetrics: KindMetricKey[];
}

export function prepareExportLayout(layout: ExportLayout): PreparedExportLayout {
  const provenance = new Map<string | null | undefined, string>();
  return {
    layout,
    locationName: findLocationName(layout.locationCode),
    languageName: findLanguageName(layout.languageCode),
    firstMonth: layout.months[0] ? monthIndex(layout.months[0]) : 0,
    provenance(source) {
      let text = provenance.get(source);
      if (text === undefined) provenance.set(source, (text = metricProvenance(source, layout.kind, layout.providers)));
      return text;
    },
    volumes: Array.from({ length: layout.months.length }, () => null),
    kindMetrics: kindExportMetrics(layout.kind),
  };
}

/**
 * The row's volume for each month of the window, into `prepared.volumes`: the last entry given for
 * a month wins, as a later reading of the same month replaces an earlier one; null when none.
 */
function fillVolumes(row: Pick<FullExportRow, 'monthlySearches'>, prepared: PreparedExportLayout): (number | null)[] {
  const volumes = prepared.volumes;
  volumes.fill(null);
  for (const m of row.monthlySearches) {
    const slot = monthIndex(m) - prepared.firstMonth;
    if (slot >= 0 && slot < volumes.length && Number.isInteger(slot)) volumes[slot] = readNumber(m.searchVolume);
  }
  return volumes;
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
  const listTable = layout.list ? LIST_TABLE_HEADERS : [];
  const sites = (layout.sites ?? []).flatMap((site) => [`${site} Position`, `${site} URL`]);
  const listNote = layout.list ? [LIST_NOTE_HEADER] : [];
  return [
    ...table,
    ...listTable,
    'Location',
    'Language',
    ...layout.months.map(monthLabel),
    TREND_HEADER,
    ...ANALYSIS_HEADERS,
    ...listNote,
    ...PROVENANCE_HEADERS,
    ...APPENDED_EXPORT_METRICS.map(exportHeader),
    ...kindExportMetrics(layout.kind).map(exportHeader),
    ...sites,
  ];
}

/** Visits one CSV/TXT line's cells in header order, building nothing in between. */
export function visitExportCells(row: FullExportRow, prepared: PreparedExportLayout, sink: CellSink): void {
  const volumes = fillVolumes(row, prepared);
  const trend = trendPercent(row);
  if (prepared.layout.kind === 'related') {
    visitRelatedCells(row, sink);
    sink.cell(prepared.locationName);
    sink.cell(prepared.languageName);
    for (const volume of volumes) sink.cell(volume);
    sink.cell(trend);
    sink.cell(row.opportunity ?? '');
    sink.cell(row.peakMonth ?? '');
    sink.cell(row.clusterId ?? '');
  } else if (prepared.layout.list) {
    visitListCells(row, prepared, prepared.layout.list, volumes, trend, sink);
  } else {
    visitResearchCells(row, sink);
    sink.cell(prepared.locationName);
    sink.cell(prepared.languageName);
    for (const volume of volumes) sink.cell(volume ?? EMPTY_EXPORT_VALUE);
    sink.cell(trend ?? EMPTY_EXPORT_VALUE);
    sink.cell(row.opportunity ?? EMPTY_EXPORT_VALUE);
    sink.cell(row.peakMonth ?? EMPTY_EXPORT_VALUE);
    sink.cell(row.clusterId ?? EMPTY_EXPORT_VALUE);
  }
  sink.cell(prepared.provenance(row.metricsSource));
  sink.cell(row.metricsFetchedAt ?? '');
  for (const key of APPENDED_EXPORT_METRICS) sink.cell(appendedCell(row, key, prepared.layout.kind));
  for (const key of prepared.kindMetrics) sink.cell(appendedCell(row, key, prepared.layout.kind));
  const sites = prepared.layout.sites ?? [];
  for (let index = 0; index < sites.length; index++) {
    const rank = row.gapRanks?.[index];
    sink.cell(sitePositionCell(rank));
    sink.cell(rank?.state === 'ranks' && rank.url ? rank.url : EMPTY_EXPORT_VALUE);
  }
}

/** A list item's cells up to its provenance: the research's, with the list's own columns in their places. */
function visitListCells(row: FullExportRow, prepared: PreparedExportLayout, parts: ListExportParts, volumes: readonly (number | null)[], trend: number | null, sink: CellSink): void {
  visitResearchCells(row, sink);
  sink.cell(numberOrDash(row.competition));
  sink.cell(CPC_CURRENCY.code);
  sink.cell(prepared.locationName);
  sink.cell(prepared.languageName);
  for (const volume of volumes) sink.cell(volume ?? EMPTY_EXPORT_VALUE);
  sink.cell(trend ?? EMPTY_EXPORT_VALUE);
  sink.cell(row.opportunity ?? EMPTY_EXPORT_VALUE);
  sink.cell(peakMonthName(row.peakMonth) ?? EMPTY_EXPORT_VALUE);
  sink.cell(clusterPillar(row.clusterId, parts) ?? EMPTY_EXPORT_VALUE);
  sink.cell(textOrDash(row.note));
}

/** One CSV/TXT line's cells in header order. */
export function exportCells(row: FullExportRow, layout: ExportLayout): CsvCell[] {
  const cells: CsvCell[] = [];
  visitExportCells(row, prepareExportLayout(layout), { cell: (value) => cells.push(value) });
  return cells;
}

const json = (value: unknown) => (value === null || value === undefined ? 'null' : JSON.stringify(value));

/**
 * One JSON record as text: camelCase, null for a missing value, months as a list. Written
 * directly (the fixed parts once per export), not built as an object and stringified.
 */
export function exportJsonText(row: FullExportRow, prepared: PreparedExportLayout): string {
  const { layout } = prepared;
  const volumes = fillVolumes(row, prepared);
  let text = `{"keyword":${json(row.keyword)},"searchVolume":${json(readNumber(row.searchVolume))},"cpc":${json(readNumber(row.cpc))}`;
  text += `,"competition":${json(typeof row.competition === 'string' ? row.competition : readNumber(row.competition))}`;
  text += `,"competitionLevel":${json(row.competitionLevel)},"difficulty":${json(readNumber(row.difficulty))},"intent":${json(row.intent)}`;
  if (layout.kind === 'related') {
    const categories = row.categories ?? [];
    text += `,"relevance":${json(readNumber(row.relevance))},"categories":${JSON.stringify(categories)},"categoryNames":${JSON.stringify(categories.map(categoryName))}`;
  }
  text += `,"location":${JSON.stringify(prepared.locationName)},"locationCode":${json(layout.locationCode)}`;
  text += `,"language":${JSON.stringify(prepared.languageName)},"languageCode":${json(layout.languageCode)},"monthlySearches":[`;
  layout.months.forEach((m, i) => {
    text += `${i === 0 ? '' : ','}{"year":${json(m.year)},"month":${json(m.month)},"searchVolume":${json(volumes[i])}}`;
  });
  text += `],"trendPercent":${json(trendPercent(row))},"opportunity":${json(row.opportunity)},"peakMonth":${json(row.peakMonth)},"clusterId":${json(row.clusterId)}`;
  if (layout.list) {
    text += `,"peakMonthName":${json(peakMonthName(row.peakMonth))},"clusterPillar":${json(clusterPillar(row.clusterId, layout.list))}`;
    text += `,"note":${json(row.note ?? null)},"cpcCurrency":${json(CPC_CURRENCY.code)}`;
  }
  text += `,"source":${json(prepared.provenance(row.metricsSource) || null)},"fetchedAt":${json(row.metricsFetchedAt)}`;
  for (const key of APPENDED_EXPORT_METRICS) text += appendedJson(row, key);
  for (const key of prepared.kindMetrics) text += appendedJson(row, key);
  const sites = layout.sites ?? [];
  if (sites.length > 0) {
    const cells = sites.map((site, index) => {
      const rank = row.gapRanks?.[index];
      return { site, state: rank?.state ?? 'absent', position: rank?.position ?? null, url: rank?.url ?? null };
    });
    text += `,"sites":${JSON.stringify(cells)}`;
  }
  return `${text}}`;
}

export type ExportJsonRecord = ExportJsonPlaced & { [K in AppendedMetricKey as MetricDeclarations[K]['export']['json']]: ApiMetricValue<K> };

interface ExportJsonPlaced {
  keyword: string;
  searchVolume: number | null;
  cpc: number | null;
  competition: number | string | null;
  competitionLevel: string | null;
  difficulty: number | null;
  intent: string | null;
  relevance?: number | null;
  categories?: (string | number)[];
  categoryNames?: string[];
  location: string;
  locationCode: number;
  language: string;
  languageCode: string;
  monthlySearches: MonthlyVolume[];
  trendPercent: number | null;
  opportunity: number | null;
  peakMonth: number | null;
  clusterId: number | null;
  /** A saved list's export only. */
  peakMonthName?: string | null;
  clusterPillar?: string | null;
  note?: string | null;
  cpcCurrency?: string;
  source: string | null;
  fetchedAt: string | null;
}

/** One JSON record: camelCase, null for a missing value, months as a list. */
export function exportJsonRecord(row: FullExportRow, layout: ExportLayout): ExportJsonRecord {
  return JSON.parse(exportJsonText(row, prepareExportLayout(layout))) as ExportJsonRecord;
}
