// Everything a route or service may need, built once in main.ts (or by a test) and passed down.
import type { AppConfig } from './config.js';
import type { Database, Db } from './db/client.js';
import type { Auth } from './auth/auth.js';
import type { Mailer } from './mail/mailer.js';
import type { RateLimiter } from './auth/rate-limit.js';
import type { Lifecycle } from './lifecycle.js';
import type { Logger } from './observability/logger.js';
import type { KeywordDataProvider } from './providers/types.js';
import type { RankCheckQueue } from './providers/rank-queue-types.js';
import type { RequestFlights } from './db/request-flights.js';
import type { MarketCatalog } from './features/markets/entry-catalog.js';

export interface AppDeps {
  config: AppConfig;
  database: Database;
  auth: Auth;
  mailer: Mailer;
  limiter: RateLimiter;
  /** The keyword data provider, already wrapped with the database cache. */
  provider: KeywordDataProvider;
  /** The provider's queue of scheduled rank checks (decision 064); absent when the provider has none. */
  rankQueue?: RankCheckQueue | null;
  /** One worker per question across every app server (quota queue and provider calls). */
  flights: RequestFlights;
  /** "[component] message" lines; in a running server they become structured pino entries. */
  log: (line: string) => void;
  /** The structured JSON logger (pino) behind `log`, for code that has fields to record. */
  logger: Logger;
  /** The provider's location and language lists (decision 024). */
  markets: MarketCatalog;
  /** Draining state and shutdown tasks (timers, quota leases, the database). */
  lifecycle: Lifecycle;
}

/**
 * What a paid tool service (research, SERP, related) needs, read per request so a test may swap
 * the provider of a running app.
 */
export function toolDeps(deps: AppDeps): { db: Db; provider: KeywordDataProvider; deadlineMs: number; flights: RequestFlights; log: (line: string) => void } {
  return { db: deps.database.db, provider: deps.provider, deadlineMs: deps.config.requestDeadlineMs, flights: deps.flights, log: deps.log };
}
