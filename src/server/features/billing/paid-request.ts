// What every paid tool request (research, SERP, related) starts with: its overall deadline and the
// quota options that follow from it (decision 011). One place, so the three tools cannot differ.
import type { RequestFlights } from '../../db/request-flights.js';
import { DEFAULT_REQUEST_DEADLINE_MS } from '../../providers/deadline.js';
import type { QuotaOptions } from './quota.js';
import { leaseMsFor } from './quota-lease.js';

export interface PaidRequestDeps {
  /** REQUEST_DEADLINE_MS: the provider calls are aborted and the unit given back past it. */
  deadlineMs?: number | undefined;
  /** The server's queue of identical requests (coordinated through the database). */
  flights?: RequestFlights | undefined;
  /** The server's log: a refund that fails (the database away, decision 035) is reported there, not on the console. */
  log?: ((line: string) => void) | undefined;
}

export interface PaidRequest {
  /** Fires at the deadline; handed to the provider so its HTTP calls are aborted. */
  signal: AbortSignal;
  quota: QuotaOptions;
}

export function startPaidRequest(deps: PaidRequestDeps): PaidRequest {
  const deadlineMs = deps.deadlineMs ?? DEFAULT_REQUEST_DEADLINE_MS;
  const signal = AbortSignal.timeout(deadlineMs);
  return { signal, quota: { signal, leaseMs: leaseMsFor(deadlineMs), flights: deps.flights, ...(deps.log ? { log: deps.log } : {}) } };
}
