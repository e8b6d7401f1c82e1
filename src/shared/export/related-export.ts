// The cells of the Related Keywords export columns; the server streams
// the files from them (export-layout.ts, export-stream.ts), every text cell quoted.
import { categoryNames } from '../categories/category-names';
import { readNumber } from '../format/number';
import { exportHeader } from '../keyword-row/metrics';
import type { CellSink, CsvCell } from './csv';

export const RELATED_EXPORT_HEADERS = [
  'Keyword',
  exportHeader('searchVolume'),
  exportHeader('cpc'),
  exportHeader('competition'),
  exportHeader('competitionLevel'),
  exportHeader('difficulty'),
  exportHeader('intent'),
  exportHeader('relevance'),
  exportHeader('categories'),
] as const;

export interface RelatedExportRow {
  keyword: string;
  searchVolume?: number | null;
  cpc?: number | null;
  competition?: number | string | null;
  competitionLevel?: string | null;
  difficulty?: number | null;
  intent?: string | null;
  relevance?: number | null;
  categories?: readonly (string | number)[] | null;
}

// Missing values are null, which the CSV writer leaves as an empty, unquoted cell.
export function numberOrEmpty(value: unknown): CsvCell {
  return readNumber(value);
}

export function textOrEmpty(value: string | null | undefined): CsvCell {
  return value === undefined || value === null || value === '' ? null : value;
}

/** Competition is a 0-1 number from Labs but a word ("HIGH") from Google Ads data. */
function competitionCell(value: number | string | null | undefined): CsvCell {
  if (typeof value === 'string') return readNumber(value) ?? textOrEmpty(value);
  return numberOrEmpty(value);
}

/** One row's cells in header order, handed to `sink`. */
export function visitRelatedCells(row: RelatedExportRow, sink: CellSink): void {
  sink.cell(row.keyword);
  sink.cell(numberOrEmpty(row.searchVolume));
  sink.cell(numberOrEmpty(row.cpc));
  sink.cell(competitionCell(row.competition));
  sink.cell(textOrEmpty(row.competitionLevel));
  sink.cell(numberOrEmpty(row.difficulty));
  sink.cell(textOrEmpty(row.intent));
  sink.cell(numberOrEmpty(row.relevance));
  sink.cell(textOrEmpty(categoryNames(row.categories)));
}

export function relatedExportRows(rows: readonly RelatedExportRow[]): CsvCell[][] {
  return rows.map((row) => {
    const cells: CsvCell[] = [];
    visitRelatedCells(row, { cell: (value) => cells.push(value) });
    return cells;
  });
}
