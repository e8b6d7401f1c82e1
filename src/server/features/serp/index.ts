// The SERP feature's public entry for other features: a stored analysis read from its research row.
export { withRows as readSerpAnalysis } from './serp-store.js';
