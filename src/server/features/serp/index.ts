// The SERP feature's public entry for other features: a stored analysis read from its research row.
export { withRows as readSerpAnalysis } from './serp-store.js';
// The research form's "Include SERP analysis" runs the same call and store (decision 025).
export { fetchSerp, serpRequestKey, storeSerpRun } from './serp-service.js';
export { serpRoutes } from './routes.js';
export { quoteSerp, runSerpAnalysis } from './serp-service.js';
export { findSerpAnalysisForViewer } from './serp-store.js';
