// A second public entry of the saved lists feature (decision 017): the reads share links make of a
// list. The share links feature imports these from here, not from ./index.ts, because the index also
// carries the lists routes, which use the share links store: through the index the two features
// would import each other in a cycle.
export { countItems, readListItemsPage } from './list-items.js';
export type { ListRow } from './list-store.js';
