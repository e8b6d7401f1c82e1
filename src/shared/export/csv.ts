// CSV writer for browser exports: RFC 4180 quoting, CRLF rows, and a UTF-8 byte order mark so
// Excel reads non-English keywords correctly. Hand-written because papaparse's unparse would
// still need the number and formula rules below layered on top.

export type CsvCell = string | number | null | undefined;

/** Takes a line's cells one by one (a streamed line, or a list being built). */
export interface CellSink<T = CsvCell> {
  cell(value: T): void;
}

export interface CsvOptions {
  /** Quote every text cell, not only those that need it (the related export asks for this). */
  quoteStrings?: boolean;
}

export const UTF8_BOM = '\uFEFF';
export const CSV_LINE_END = '\r\n';

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * Text that a spreadsheet would run as a formula gets a leading apostrophe. A lone "-" (our
 * placeholder for an empty value) cannot be a formula and stays as it is. Typed numbers never
 * reach this, so negative numbers stay numbers.
 */
export function neutralizeFormula(text: string): string {
  if (text === '-' || !FORMULA_START.test(text)) return text;
  return `'${text}`;
}

export function csvCell(cell: CsvCell, options: CsvOptions = {}): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const text = neutralizeFormula(cell);
  if (options.quoteStrings || NEEDS_QUOTES.test(text)) return `"${text.replace(/"/g, '""')}"`;
  return text;
}

export function toCsv(headers: readonly string[], rows: readonly (readonly CsvCell[])[], options: CsvOptions = {}): string {
  const lines = [headers, ...rows].map((row) => row.map((cell) => csvCell(cell, options)).join(','));
  return UTF8_BOM + lines.join(CSV_LINE_END);
}
