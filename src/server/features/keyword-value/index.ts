// The value of ranking's public entry: its routes, and the read the keyword detail reuses.
export { keywordValueRoutes } from './routes.js';
export { fetchKeywordValue, keywordValueRequestKey, toKeywordValueView } from './keyword-value-service.js';
