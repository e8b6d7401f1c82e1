// How an import's text becomes keywords (decision 029): one keyword per line, or a CSV's keyword
// column; normalised with the shared rule, checked with the keyword rule, de-duplicated.
import Papa from 'papaparse';
import { labsSeedIssue } from '../keyword-rule';
import { normalizeKeyword } from '../keyword-text';
import { toStorableText, unstorableMessage } from '../storable-text';
import { IMPORT_MAX_ROWS, IMPORT_REFUSED_LISTED, type ImportSource } from './import-limits';

/** A line the import skips, with why (the preview lists the first IMPORT_REFUSED_LISTED). */
export interface RefusedLine {
  /** The line's place among the non-empty lines (CSV: data rows), from 1. */
  row: number;
  /** The keyword as read, shortened and with what cannot be shown replaced (U+FFFD). */
  keyword: string;
  reason: string;
}

const REFUSED_KEYWORD_SHOWN = 100;

/** A refused line's text, safe to send back and show: no NUL, no lone surrogate, not too long. */
function shownKeyword(line: string): string {
  const safe = toStorableText(line);
  const points = [...safe];
  return points.length > REFUSED_KEYWORD_SHOWN ? `${points.slice(0, REFUSED_KEYWORD_SHOWN).join('')}…` : safe;
}

export interface ParsedImport {
  /** Normalised, de-duplicated, in the order first seen. */
  keywords: string[];
  /** Lines (rows) read, empty ones left out. */
  rows: number;
  /** Rows repeating an earlier keyword (after normalisation). */
  duplicates: number;
  /** Rows whose keyword breaks the keyword rule (length, words, not a searchable query) or cannot be stored. */
  invalid: number;
  /** The first IMPORT_REFUSED_LISTED invalid rows, each with the rule it breaks: nothing is charged for them. */
  refused: RefusedLine[];
  /**
   * Of the invalid rows, those holding a character storage cannot hold (NUL, a lone surrogate;
   * decision 038): typically a UTF-16 file read as UTF-8. Skipped like any invalid row.
   */
  unstorable: number;
  tooManyRows: boolean;
}

/** The keyword column of a CSV: a header named keyword(s), else the first column. */
function csvKeywords(text: string): string[] {
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  const rows = parsed.data.filter((row) => Array.isArray(row));
  const header = (rows[0] ?? []).map((cell) => normalizeKeyword(String(cell)));
  const named = header.findIndex((cell) => cell === 'keyword' || cell === 'keywords');
  const column = named === -1 ? 0 : named;
  return (named === -1 ? rows : rows.slice(1)).map((row) => String(row[column] ?? ''));
}

function lines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}

/** Reads an import: one keyword per line (a CSV's keyword column), normalised and de-duplicated. */
export function parseImport(text: string, source: ImportSource): ParsedImport {
  const raw = (source === 'csv' ? csvKeywords(text) : lines(text)).map((line) => line.trim()).filter((line) => line !== '');
  const seen = new Set<string>();
  let duplicates = 0;
  let invalid = 0;
  let unstorable = 0;
  const refused: RefusedLine[] = [];
  raw.slice(0, IMPORT_MAX_ROWS).forEach((line, index) => {
    const keyword = normalizeKeyword(line);
    const notStorable = unstorableMessage(keyword);
    const reason = notStorable ?? labsSeedIssue(keyword);
    if (reason !== null) {
      invalid++;
      if (notStorable !== null) unstorable++;
      if (refused.length < IMPORT_REFUSED_LISTED) refused.push({ row: index + 1, keyword: shownKeyword(line), reason });
    } else if (seen.has(keyword)) duplicates++;
    else seen.add(keyword);
  });
  return { keywords: [...seen], rows: raw.length, duplicates, invalid, refused, unstorable, tooManyRows: raw.length > IMPORT_MAX_ROWS };
}

