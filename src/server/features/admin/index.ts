// The admin feature's public entry: its routes (mounted by the router assembly, ../index.ts).
export { adminRoutes } from './routes.js';
