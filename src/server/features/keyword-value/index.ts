// The value of ranking's public entry: its routes, and the read the keyword detail reuses.
export { keywordValueRoutes } from './routes.js';
export { fetchKeywordValue, keywordValueRequestKey, toKeywordValueView } from './keyword-value-service.js';
// A research named by a paid read on a keyword's page must be the caller's own (decision 067).
export { ownResearch } from './keyword-value-store.js';
