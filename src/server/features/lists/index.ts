// The saved lists feature's public entry (decision 029): its routes, the job worker, and the reads
// share links make of a list (which the share links feature takes from ./entry-reads.ts, decision 017).
export { countItems, readListItemsPage } from './list-items.js';
export type { ListRow } from './list-store.js';
export { startJobWorker, type JobWorkerDeps } from './import-worker.js';
export { listsRoutes } from './routes.js';

import type { AppDeps } from '../../deps.js';
import type { JobWorkerDeps } from './import-worker.js';

/** The worker's dependencies, read from the app's (the provider per batch, so a test may swap it). */
export function jobWorkerDeps(deps: AppDeps): JobWorkerDeps {
  return {
    db: () => deps.database.db,
    provider: () => deps.provider,
    flights: deps.flights,
    deadlineMs: deps.config.requestDeadlineMs,
    leaseMs: deps.config.jobLeaseMs,
    pollMs: deps.config.jobPollMs,
    log: deps.log,
    health: deps.database.health,
  };
}
// The MCP tools' reads and writes of a key's owner's lists (decision 062): the routes' own services.
export { addFromResearch, removeItems } from './list-items.js';
export { createList, findOwnList, listLists, listSummary, maxListsFor } from './list-store.js';
export { previewImport, startImport } from './import-service.js';
export { latestJobOfList, toImportJob } from './jobs-store.js';
