// The API paths whose bodies are not ordinary JSON under the default limit; the body limit and the
// storable-input check both read this list, so the two can never disagree about a route.

/** A list's import and its preview: a JSON body of up to 256 KB whose text is read line by line (decision 029). */
export const LIST_IMPORT_PATH = /^\/api\/lists\/[^/]+\/import(\/preview)?$/;

/** The avatar upload: a multipart body streamed under its own limit; only its file part is read, as bytes. */
export const AVATAR_UPLOAD_PATH = /^\/api\/profile\/avatar$/;

/** A Search Console upload: a JSON body of up to SEARCH_CONSOLE_UPLOAD_MAX_BYTES holding the export's CSV texts (decision 066). */
export const SEARCH_CONSOLE_UPLOAD_PATH = /^\/api\/search-console\/uploads$/;
