// Exports of the Related Keywords table (spec section 7, "Other"): CSV and JSON of the rows
// currently shown, named after the seed keyword and the local calendar day.
import { categoryNames } from '../categories/category-names';
import { readNumber } from '../format/number';
import { toCsv, type CsvCell } from './csv';

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

export type RelatedExportFormat = 'json' | 'csv';

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

/** Every text cell quoted with doubled inner quotes; empty values are empty cells. */
export function toRelatedCsv(rows: readonly RelatedExportRow[]): string {
  return toCsv(RELATED_EXPORT_HEADERS, relatedExportRows(rows), { quoteStrings: true });
}

/** The rows as they are, pretty-printed. */
export function toRelatedJson<T>(rows: readonly T[]): string {
  return JSON.stringify(rows, null, 2);
}

// Characters Windows, macOS or Linux refuse in file names, plus control characters.
const ILLEGAL_FILE_NAME_CHARS = /[<>:"/\\|?*\p{Cc}]/gu;
const MAX_KEYWORD_PART = 80;

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** yyyy-mm-dd of the user's own calendar day, not the UTC one. */
export function localDateStamp(date: Date): string {
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}

/** The keyword as a safe file-name part: spaces and illegal characters become dashes. */
export function fileNameKeyword(keyword: string): string {
  const safe = keyword
    .trim()
    .replace(ILLEGAL_FILE_NAME_CHARS, '-')
    .replace(/\s+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '');
  // Cut by code points so a long keyword never ends in half an emoji.
  const short = Array.from(safe).slice(0, MAX_KEYWORD_PART).join('').replace(/[-.]+$/, '');
  return short === '' ? 'keyword' : short;
}

/** related-keywords-{keyword with spaces as dashes}-{yyyy-mm-dd}.{json|csv} */
export function relatedExportFileName(keyword: string, date: Date, ext: RelatedExportFormat): string {
  return `related-keywords-${fileNameKeyword(keyword)}-${localDateStamp(date)}.${ext}`;
}
