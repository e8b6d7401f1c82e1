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
