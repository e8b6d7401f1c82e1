// The SERP feature's narrow entry for other screens: a stored analysis by id, the top 10's
// strength summary with the sentence that explains a keyword's difficulty, the analysis's card
// (a keyword's page shows it), and the run and its cost preview.
export { useSerpAnalysisById } from './api/get-serp-analysis';
export { SerpStrengthSummary } from './serp-strength-summary';
export { SerpResults } from './serp-results';
export { quoteSerpAnalysis, useRunSerpAnalysis } from './api/run-serp-analysis';
