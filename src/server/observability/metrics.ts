// Prometheus metrics (prom-client) in one registry, and the small functions the rest of the server
// calls to record them. Label values are bounded: route patterns (never raw paths), status codes,
// provider names, endpoint names, tools.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: 'keywordlens_' });

function counter<L extends string>(name: string, help: string, labelNames: readonly L[]) {
  return new Counter<L>({ name, help, labelNames, registers: [metricsRegistry] });
}

function histogram<L extends string>(name: string, help: string, labelNames: readonly L[], buckets: number[]) {
  return new Histogram<L>({ name, help, labelNames, buckets, registers: [metricsRegistry] });
}

const httpRequests = counter(
  'keywordlens_http_requests_total',
  'HTTP requests answered, by method, route pattern and status code.',
  ['method', 'route', 'status'],
);
const httpDuration = histogram(
  'keywordlens_http_request_duration_seconds',
  'Time to answer an HTTP request, by method and route pattern.',
  ['method', 'route'],
  [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
);
const providerCalls = counter(
  'keywordlens_provider_calls_total',
  'Calls to the keyword data provider, by provider, endpoint and outcome (ok or the error kind).',
  ['provider', 'endpoint', 'outcome'],
);
const providerCostCounter = counter(
  'keywordlens_provider_cost_usd_total',
  'What the keyword data provider billed, in US dollars, by provider and endpoint.',
  ['provider', 'endpoint'],
);
const providerDuration = histogram(
  'keywordlens_provider_call_duration_seconds',
  'Duration of keyword data provider calls, by provider and endpoint.',
  ['provider', 'endpoint'],
  [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60],
);
const cacheLookups = counter(
  'keywordlens_provider_cache_lookups_total',
  'Provider answer cache lookups, by endpoint and result (hit or miss).',
  ['endpoint', 'result'],
);
const quotaRefusals = counter('keywordlens_quota_refusals_total', 'Requests refused because a plan quota was used up, by tool.', ['tool']);

const rankQueue = new Gauge<'state'>({
  name: 'keywordlens_rank_checks',
  help: 'Scheduled rank checks by state: queued (not yet posted), posted (at the provider), due (keywords not yet planned), late (past the deadline), failed (last 24 h).',
  labelNames: ['state'],
  registers: [metricsRegistry],
});

/** The rank-check queue's figures, as the scheduler last read them (decision 064). */
export function recordRankQueue(figures: Record<'queued' | 'posted' | 'due' | 'late' | 'failed', number>): void {
  for (const [state, value] of Object.entries(figures)) rankQueue.set({ state }, value);
}

export function recordHttpRequest(method: string, route: string, status: number, seconds: number): void {
  httpRequests.inc({ method, route, status: String(status) });
  httpDuration.observe({ method, route }, seconds);
}

export interface ProviderCallRecord {
  provider: string;
  endpoint: string;
  /** "ok", or the kind of failure (timeout, rate_limited, ...). */
  outcome: string;
  /** What the provider billed for the call, in USD (failed calls can be billed too). */
  providerCost: number;
  seconds: number;
}

export function recordProviderCall(call: ProviderCallRecord): void {
  providerCalls.inc({ provider: call.provider, endpoint: call.endpoint, outcome: call.outcome });
  if (call.providerCost > 0) providerCostCounter.inc({ provider: call.provider, endpoint: call.endpoint }, call.providerCost);
  providerDuration.observe({ provider: call.provider, endpoint: call.endpoint }, call.seconds);
}

export function recordCacheLookup(endpoint: string, result: 'hit' | 'miss'): void {
  cacheLookups.inc({ endpoint, result });
}

export function recordQuotaRefusal(tool: string): void {
  quotaRefusals.inc({ tool });
}

export const metricsContentType = metricsRegistry.contentType;
export const renderMetrics = (): Promise<string> => metricsRegistry.metrics();
