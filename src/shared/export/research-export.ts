// Exports of the Keyword Results table (spec section 7, "Other"): CSV, tab-separated TXT and
// JSON of the rows currently shown, with a dash for every empty value.
import { readNumber } from '../format/number';
import { neutralizeFormula, toCsv } from './csv';

export const RESEARCH_EXPORT_HEADERS = ['Keyword', 'Search Volume', 'CPC', 'Intent', 'Difficulty'] as const;
export type ResearchExportHeader = (typeof RESEARCH_EXPORT_HEADERS)[number];

export const RESEARCH_EXPORT_FILE_NAMES = {
  csv: 'keyword-research.csv',
  txt: 'keyword-research.txt',
  json: 'keyword-research.json',
} as const;
export type ResearchExportFormat = keyof typeof RESEARCH_EXPORT_FILE_NAMES;

export const EMPTY_EXPORT_VALUE = '-';

export interface ResearchExportRow {
  keyword: string;
  searchVolume?: number | null;
  cpc?: number | null;
  intent?: string | null;
  difficulty?: number | null;
}

export type ResearchExportCell = string | number;

export function numberOrDash(value: unknown): ResearchExportCell {
  return readNumber(value) ?? EMPTY_EXPORT_VALUE;
}

function textOrDash(value: string | null | undefined): string {
  return value === null || value === undefined || value.trim() === '' ? EMPTY_EXPORT_VALUE : value;
}

export type ResearchExportRecord = Record<ResearchExportHeader, ResearchExportCell>;

/** One row keyed by its export header; numbers stay numbers, empties become "-". */
export function researchExportRecord(row: ResearchExportRow): ResearchExportRecord {
  return {
    Keyword: textOrDash(row.keyword),
    'Search Volume': numberOrDash(row.searchVolume),
    CPC: numberOrDash(row.cpc),
    Intent: textOrDash(row.intent),
    Difficulty: numberOrDash(row.difficulty),
  };
}

/** One array per row in header order. */
export function researchExportRows(rows: readonly ResearchExportRow[]): ResearchExportCell[][] {
  return rows.map((row) => {
    const record = researchExportRecord(row);
    return RESEARCH_EXPORT_HEADERS.map((header) => record[header]);
  });
}

export function toResearchCsv(rows: readonly ResearchExportRow[]): string {
  return toCsv(RESEARCH_EXPORT_HEADERS, researchExportRows(rows));
}

/** One cell of a tab-separated line. */
export function txtCell(cell: ResearchExportCell): string {
  if (typeof cell === 'number') return String(cell);
  // A tab or line break inside a cell would split it into extra columns or rows. The formula
  // guard applies too: a .txt file of tab-separated values opens in a spreadsheet just as well.
  return neutralizeFormula(cell.replace(/[\t\r\n]+/g, ' '));
}

/** Tab-separated, header first, one line per row (LF). */
export function toResearchTxt(rows: readonly ResearchExportRow[]): string {
  const lines = [[...RESEARCH_EXPORT_HEADERS], ...researchExportRows(rows)];
  return lines.map((line) => line.map(txtCell).join('\t')).join('\n');
}

/** Pretty-printed array of objects keyed by the export headers. */
export function toResearchJson(rows: readonly ResearchExportRow[]): string {
  return JSON.stringify(rows.map(researchExportRecord), null, 2);
}
