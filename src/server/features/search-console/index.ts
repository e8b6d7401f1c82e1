// Search Console's public entry (decision 066): its routes; the property lookup a project will use
// to point at a property.
export { searchConsoleRoutes } from './routes.js';
export { findOwnProperty } from './property-store.js';
export { startSearchConsoleImports } from './google/day-import.js';
