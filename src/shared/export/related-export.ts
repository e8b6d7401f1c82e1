// The cells of the Related Keywords export columns (spec section 7, "Other"); the server streams
// the files from them (export-layout.ts, export-stream.ts), every text cell quoted.
import { categoryNames } from '../categories/category-names';
import { readNumber } from '../format/number';
import type { CsvCell } from './csv';

export const RELATED_EXPORT_HEADERS = [
  'Keyword',
  'Search Volume',
  'CPC',
  'Competition',
  'Competition Level',
  'Difficulty',
  'Intent',
  'Relevance',
  'Categories',
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
function numberOrEmpty(value: unknown): CsvCell {
  return readNumber(value);
}

function textOrEmpty(value: string | null | undefined): CsvCell {
  return value === undefined || value === null || value === '' ? null : value;
}

/** Competition is a 0-1 number from Labs but a word ("HIGH") from Google Ads data. */
function competitionCell(value: number | string | null | undefined): CsvCell {
  if (typeof value === 'string') return readNumber(value) ?? textOrEmpty(value);
  return numberOrEmpty(value);
}

export function relatedExportRows(rows: readonly RelatedExportRow[]): CsvCell[][] {
  return rows.map((row) => [
    row.keyword,
    numberOrEmpty(row.searchVolume),
    numberOrEmpty(row.cpc),
    competitionCell(row.competition),
    textOrEmpty(row.competitionLevel),
    numberOrEmpty(row.difficulty),
    textOrEmpty(row.intent),
    numberOrEmpty(row.relevance),
    textOrEmpty(categoryNames(row.categories)),
  ]);
}
