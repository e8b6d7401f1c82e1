// The research feature's public entry: its routes (mounted by the router assembly, ../index.ts).
export { researchRoutes } from './routes.js';
export { quoteResearch, runKeywordResearch } from './research-service.js';
