// The related feature's public entry for other features: the research form's "Include related
// keywords" runs the same first page, request key and store (decision 025).
export { fetchRelatedPage, relatedRequestKey, storeRelatedRun } from './related-service.js';
export { relatedRoutes } from './routes.js';
export { quoteRelated, runRelatedSearch } from './related-service.js';
