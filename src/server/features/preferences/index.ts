// The preferences feature's public entry: its routes (mounted by the router assembly, ../index.ts)
// and the user's left-out sites, which competitor discovery applies.
export { preferencesRoutes } from './routes.js';
export { readLeftOutSites } from './preference-store.js';
