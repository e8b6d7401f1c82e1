// Reads Search Console's own Performance export (Queries.csv, Pages.csv) in any known UI language:
// the header names the columns (export-headers.ts), CTR is a percentage ("2.5%", "2,5 %"), Position
// a decimal with either separator. A file that names no query or page column is refused with a
// message, never read as empty. Pure: the browser checks a file before sending, the server again.
import Papa from 'papaparse';
import { notAnExportMessage, unreadableNumberMessage } from '../messages/search-console';
import { columnOfHeader, type ExportColumn } from './export-headers';
import { SEARCH_CONSOLE_FILE_MAX_ROWS } from './limits';

export type ExportKind = 'queries' | 'pages';

/** One row of an export: a query or a page with its figures over the export's date range. */
export interface ExportRow {
  /** The query or the page URL, as exported (trimmed). */
  key: string;
  clicks: number;
  impressions: number;
  /** Click-through rate as a fraction (0.025 for "2.5%"). */
  ctr: number;
  position: number;
}

export type ParsedExport = { ok: true; kind: ExportKind; rows: ExportRow[] } | { ok: false; error: string };

const METRICS = ['clicks', 'impressions', 'ctr', 'position'] as const satisfies readonly ExportColumn[];

/**
 * A decimal in either notation: "7.3", "7,3", "1,234.5", "1.234,5", "1 234,5". The separator that
 * comes last is the decimal one when the other also appears; alone, a comma followed by exactly
 * three digits in an integer column is a thousands separator (handled by `integer`).
 */
export function parseDecimal(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0\u202f%]/g, '');
  if (!/^-?[\d.,]+$/.test(cleaned) || !/\d/.test(cleaned)) return null;
  const lastComma = cleaned.lastIndexOf(',');
  const lastDot = cleaned.lastIndexOf('.');
  const decimal = lastComma > lastDot ? ',' : '.';
  const thousands = decimal === ',' ? '.' : ',';
  const parts = cleaned.split(thousands).join('').split(decimal);
  if (parts.length > 2) return null;
  const value = Number(parts.join('.'));
  return Number.isFinite(value) ? value : null;
}

/** A count: separators of any kind left out ("1,234", "1.234", "1 234" are 1234). */
function integer(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0\u202f.,']/g, '');
  return /^\d+$/.test(cleaned) ? Number(cleaned) : null;
}

/** "2.5%", "2,5 %", "0%" as 0.025, 0.025, 0; a value without a percent sign is read as a percentage too. */
export function parsePercent(text: string): number | null {
  const value = parseDecimal(text);
  return value === null || value < 0 ? null : value / 100;
}

const looksLikeUrl = (value: string) => /^https?:\/\//i.test(value);

/** The export's kind from the first column's header, or else from the file name, or else from the values. */
function kindOf(first: ExportColumn | null, fileName: string, values: string[]): ExportKind | null {
  if (first === 'query') return 'queries';
  if (first === 'page') return 'pages';
  if (first !== null) return null;
  const base = fileName.toLowerCase().replace(/^.*[\\/]/, '');
  if (base.startsWith('queries')) return 'queries';
  if (base.startsWith('pages')) return 'pages';
  const sample = values.slice(0, 20).filter((v) => v !== '');
  if (sample.length === 0) return null;
  return sample.every(looksLikeUrl) ? 'pages' : null;
}

/** Reads one CSV file of a Search Console export. */
export function parseSearchConsoleCsv(text: string, fileName: string): ParsedExport {
  const refused = { ok: false as const, error: notAnExportMessage(fileName) };
  const parsed = Papa.parse<string[]>(text.replace(/^\ufeff/, ''), { skipEmptyLines: 'greedy' });
  const table = parsed.data.filter((row): row is string[] => Array.isArray(row));
  const header = table[0];
  if (!header || header.length < 5) return refused;
  const columns = header.map((cell) => columnOfHeader(String(cell)));
  const at = (column: ExportColumn) => columns.indexOf(column);
  // The metrics must all be named; the first column holds the query or the page.
  if (METRICS.some((metric) => at(metric) === -1)) return refused;
  const keyColumn = at('query') !== -1 ? at('query') : at('page') !== -1 ? at('page') : columns.indexOf(null);
  if (keyColumn === -1) return refused;
  const body = table.slice(1);
  const kind = kindOf(columns[keyColumn] ?? null, fileName, body.map((row) => String(row[keyColumn] ?? '').trim()));
  if (kind === null) return refused;
  if (body.length > SEARCH_CONSOLE_FILE_MAX_ROWS) return { ok: false, error: `${fileName} has more than ${SEARCH_CONSOLE_FILE_MAX_ROWS.toLocaleString('en-US')} rows.` };

  const rows: ExportRow[] = [];
  for (const [index, row] of body.entries()) {
    const key = String(row[keyColumn] ?? '').trim();
    if (key === '') continue;
    const cell = (column: ExportColumn) => String(row[at(column)] ?? '');
    const clicks = integer(cell('clicks'));
    const impressions = integer(cell('impressions'));
    const ctr = parsePercent(cell('ctr'));
    const position = parseDecimal(cell('position'));
    const bad = clicks === null ? 'clicks' : impressions === null ? 'impressions' : ctr === null ? 'CTR' : position === null ? 'position' : null;
    if (bad !== null) return { ok: false, error: unreadableNumberMessage(fileName, index + 2, bad) };
    rows.push({ key, clicks: clicks!, impressions: impressions!, ctr: ctr!, position: position! });
  }
  return { ok: true, kind, rows };
}
