// The cells of the export's own columns, with a dash for every empty
// value, and one TXT cell. The server streams the files (export-stream.ts) from these rules and
// export-layout.ts; JSON exports use camelCase properties, not these headers.
import { readNumber } from '../format/number';
import { exportHeader } from '../keyword-row/metrics';
import { neutralizeFormula, type CellSink } from './csv';

export const RESEARCH_EXPORT_HEADERS = ['Keyword', exportHeader('searchVolume'), exportHeader('cpc'), exportHeader('intent'), exportHeader('difficulty')] as const;
export type ResearchExportHeader = (typeof RESEARCH_EXPORT_HEADERS)[number];

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

export function textOrDash(value: string | null | undefined): string {
  return value === null || value === undefined || value.trim() === '' ? EMPTY_EXPORT_VALUE : value;
}

/** One row's cells in header order, handed to `sink`; numbers stay numbers, empties become "-". */
export function visitResearchCells(row: ResearchExportRow, sink: CellSink<ResearchExportCell>): void {
  sink.cell(textOrDash(row.keyword));
  sink.cell(numberOrDash(row.searchVolume));
  sink.cell(numberOrDash(row.cpc));
  sink.cell(textOrDash(row.intent));
  sink.cell(numberOrDash(row.difficulty));
}

/** One array per row in header order. */
export function researchExportRows(rows: readonly ResearchExportRow[]): ResearchExportCell[][] {
  return rows.map((row) => {
    const cells: ResearchExportCell[] = [];
    visitResearchCells(row, { cell: (value) => cells.push(value) });
    return cells;
  });
}

/** One cell of a tab-separated line. */
export function txtCell(cell: ResearchExportCell): string {
  if (typeof cell === 'number') return String(cell);
  // A tab or line break inside a cell would split it into extra columns or rows. The formula
  // guard applies too: a .txt file of tab-separated values opens in a spreadsheet just as well.
  return neutralizeFormula(cell.replace(/[\t\r\n]+/g, ' '));
}
