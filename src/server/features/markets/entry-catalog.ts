// A second public entry of the markets feature (decision 017): the catalogue's type, which the app's
// deps (src/server/deps.ts) name. Imported from here, not from ./index.ts, because the index also
// carries the markets routes, which take the deps: through the index the two would form a cycle.
export type { MarketCatalog } from './market-catalog.js';
