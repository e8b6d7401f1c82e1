// The spelling feature's public entry: its routes (mounted by the router assembly, ../index.ts).
export { spellingRoutes } from './routes.js';
