// The name of a downloaded export, built the same way by the browser and the
// server: keyword-research-running-shoes-us-en-2026-11-24.csv, related-keywords-…, or a saved
// list's list-garden-ideas-us-en-2026-11-24.csv: what was researched or kept, in which market, on
// which day.

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

export const EXPORT_FORMATS = ['csv', 'txt', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** A research's keyword rows by its kind: a competitor run's files add its facts (a gap's, each site's position and URL). */
export type ExportKind = 'keywords' | 'related' | 'domain' | 'gap';

/** What a file holds: a research's rows (by its kind) or a saved list's items. */
export type ExportFileKind = ExportKind | 'list';

const FILE_PREFIX: Record<ExportFileKind, string> = { keywords: 'keyword-research', related: 'related-keywords', domain: 'domain-keywords', gap: 'keyword-gap', list: 'list' };

// ISO 3166-1 alpha-2 of the research locations (Google Ads geo-target ids).
const LOCATION_ISO2: Record<number, string> = {
  2840: 'us',
  2826: 'gb',
  2124: 'ca',
  2036: 'au',
  2276: 'de',
  2250: 'fr',
  2724: 'es',
  2380: 'it',
  2392: 'jp',
  2156: 'cn',
};

/** The location's two-letter country code in lower case; the numeric code for an unknown one. */
export function locationFileCode(locationCode: number): string {
  return LOCATION_ISO2[locationCode] ?? String(locationCode);
}

/** yyyy-mm-dd of the UTC day: what a server, which has no user's time zone, stamps. */
export function utcDateStamp(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export interface ExportFileNameInput {
  kind: ExportFileKind;
  /** The seed keyword, or a list's name. */
  seed: string;
  locationCode: number;
  languageCode: string;
  /** yyyy-mm-dd: localDateStamp in the browser, utcDateStamp on the server. */
  day: string;
  format: ExportFormat;
  /** Seeds after the first of a research of several (decision 025): "running-shoes-plus-2-more". */
  moreSeeds?: number;
}

export function exportFileName(input: ExportFileNameInput): string {
  const more = input.moreSeeds && input.moreSeeds > 0 ? `-plus-${input.moreSeeds}-more` : '';
  const seed = `${fileNameKeyword(input.seed).toLowerCase()}${more}`;
  const language = fileNameKeyword(input.languageCode).toLowerCase();
  return `${FILE_PREFIX[input.kind]}-${seed}-${locationFileCode(input.locationCode)}-${language}-${input.day}.${input.format}`;
}

/** The same name for the user's own calendar day (browser downloads). */
export function localExportFileName(input: Omit<ExportFileNameInput, 'day'>, now: Date): string {
  return exportFileName({ ...input, day: localDateStamp(now) });
}
