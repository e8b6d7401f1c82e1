// Limits of Search Console (issue 34 item 4), one source for the server and the browser.

/**
 * Largest upload body. Search Console's UI exports at most 1,000 rows per table; Queries.csv and
 * Pages.csv of long URLs are about 250 KB together, so 4 MB leaves room for a larger export
 * (a tool's or the API's) without letting one request hold the server's memory.
 */
export const SEARCH_CONSOLE_UPLOAD_MAX_BYTES = 4 * 1024 * 1024;
/** Rows one uploaded file may hold. */
export const SEARCH_CONSOLE_FILE_MAX_ROWS = 50_000;
/** Properties one user may keep. */
export const SEARCH_CONSOLE_MAX_PROPERTIES = 50;
/** Rows a page of the queries table or an opportunity view holds at most. */
export const SEARCH_CONSOLE_PAGE_MAX = 500;
/** Search Console keeps 16 months of history: an older first day is refused. */
export const SEARCH_CONSOLE_HISTORY_DAYS = 16 * 31;
