// The preferences feature's public entry: its routes (mounted by the router assembly, ../index.ts).
export { preferencesRoutes } from './routes.js';
