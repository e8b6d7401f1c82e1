// The SERP feature's narrow entry for other screens: a stored analysis by id and the top 10's
// strength summary with the sentence that explains a keyword's difficulty.
export { useSerpAnalysisById } from './api/get-serp-analysis';
export { SerpStrengthSummary } from './serp-strength-summary';
