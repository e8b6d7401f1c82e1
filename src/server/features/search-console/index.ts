// Search Console's public entry (decision 066): its routes; the property lookup a project will use
// to point at a property; the reads the MCP tool shares with the routes (decision 062).
export { searchConsoleRoutes } from './routes.js';
export { describeProperty, findOwnProperty, listProperties } from './property-store.js';
export { opportunitiesOfProperty, queriesOfProperty } from './figures-service.js';
export { startSearchConsoleImports } from './google/day-import.js';
