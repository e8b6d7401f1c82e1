// The filter presets feature's public entry: its routes (mounted by the router assembly, ../index.ts).
export { filterPresetsRoutes } from './routes.js';
