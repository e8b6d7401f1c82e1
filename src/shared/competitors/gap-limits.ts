// How many sites a keyword gap compares, and how its rows are read (decision 051).

/**
 * Competitors beside your own site. Ten is the product's promise (the widest gap tools compare ten
 * sites); the provider's page union would take up to nineteen beside yours.
 */
export const GAP_MIN_COMPETITORS = 1;
export const GAP_MAX_COMPETITORS = 10;

/** Rows a provider returns per call for every competitor endpoint (DataForSEO Labs `limit` maximum). */
export const COMPETITOR_ROWS_PER_CALL = 1000;
