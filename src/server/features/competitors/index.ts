// The competitor tools' public entry (decision 052): their routes, and a run's report for the share links.
export { competitorRoutes } from './routes.js';
export { toCompetitorReport } from './competitor-report.js';
export { quoteDomainKeywords, quoteKeywordGap, runDomainKeywords, runKeywordGap } from './competitor-service.js';
