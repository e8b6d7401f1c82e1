// Saved keyword lists and their imports (decision 029): every limit and the
// texts of an import, one source for the server and the browser (the parser is import-parse.ts).

/** Largest import body (pasted text or a CSV/TXT file's text): larger is refused with 413. */
export const IMPORT_MAX_BYTES = 256 * 1024;
/** Lines (CSV rows) an import may hold, before de-duplication: more is refused with 422. */
export const IMPORT_MAX_ROWS = 10_000;
/** Keywords fetched per provider call of an enrichment job, each batch one keyword research unit. */
export const IMPORT_BATCH_SIZE = 100;
/** Refused lines an import preview lists with their reason (the count covers them all). */
export const IMPORT_REFUSED_LISTED = 20;
/** Keywords added to a list from a research in one request ("all N matching the filters" included). */
export const LIST_ADD_MAX = 10_000;
/** Keywords removed from a list by id in one request; more go by filter ("all matching"). */
export const LIST_REMOVE_MAX = 1000;
/** Keywords one list may hold. */
export const LIST_MAX_KEYWORDS = 50_000;
export const LIST_NAME_MAX = 80;
export const LIST_NOTE_MAX = 500;
/** Lists a plan without max_saved_projects (null) may hold: "unlimited" on the plan, bounded here so one account cannot fill the database. */
export const LISTS_UNLIMITED_CAP = 1000;

/** The metric source of a list item an import has not fetched yet: no metrics, no analysis figures. */
export const PENDING_METRICS_SOURCE = 'pending';

export const IMPORT_SOURCES = ['paste', 'txt', 'csv'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

export const JOB_STATUS_VALUES = ['queued', 'running', 'complete', 'cancelled', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUS_VALUES)[number];

export const IMPORT_TOO_LARGE = `The import is too large: at most ${IMPORT_MAX_BYTES / 1024} KB of text.`;
export const IMPORT_TOO_MANY_ROWS = `The import has too many lines: at most ${IMPORT_MAX_ROWS.toLocaleString('en-US')}.`;
export const IMPORT_NOTHING_VALID = 'No valid keyword found: give one keyword per line (2 to 80 characters, at most 10 words).';
/** Every line held a NUL or a broken character: most often a file saved as UTF-16 rather than UTF-8. */
export const IMPORT_NOTHING_STORABLE = 'No valid keyword found: the lines hold characters that cannot be stored (NUL or broken characters). Save the file as UTF-8 text and try again.';

/** Batches an enrichment of `keywords` keywords takes. */
export function importBatches(keywords: number): number {
  return Math.ceil(Math.max(0, keywords) / IMPORT_BATCH_SIZE);
}

/** The batch `index` of a job's keywords. */
export function importBatch<T>(keywords: readonly T[], index: number): T[] {
  return keywords.slice(index * IMPORT_BATCH_SIZE, (index + 1) * IMPORT_BATCH_SIZE);
}
