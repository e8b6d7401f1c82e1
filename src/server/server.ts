// Assembles a running server from a config: database, mail, auth, provider, HTTP app.
// main.ts uses it for `npm start`; API tests use it to get the real app on a real database.
import { serve, type ServerType } from '@hono/node-server';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { createAuth, type PasswordHashing } from './auth/auth.js';
import { createRateLimiter } from './auth/rate-limit.js';
import type { AppConfig } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { createDbCacheStore } from './db/provider-cache-store.js';
import { createProviderCallLedger } from './db/provider-call-ledger.js';
import { RequestFlights } from './db/request-flights.js';
import type { AppDeps } from './deps.js';
import { Lifecycle } from './lifecycle.js';
import { createMailer } from './mail/mailer.js';
import { seedPlans } from './features/billing/index.js';
import { importAvatarFiles } from './features/profile/index.js';
import { createLogger, lineLogger, type Logger } from './observability/logger.js';
import { createKeywordDataProvider, createMarketListSource, createRankCheckQueue } from './providers/index.js';
import { MarketCatalog } from './features/markets/index.js';
import { createCachedProvider } from './providers/cache.js';
import { instrumentCacheStore, instrumentProvider } from './providers/instrumented.js';

export const CLIENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/client');

export interface CreateServerOptions {
  database?: Database;
  inMemoryDatabase?: boolean;
  /** Where "[component] message" lines go; by default into `logger`. */
  log?: (line: string) => void;
  /** The structured logger; by default JSON on stdout at LOG_LEVEL. */
  logger?: Logger;
  /** Tests only: a cheaper password hash (see AuthDeps.passwordHashing); servers never set it. */
  passwordHashing?: PasswordHashing;
}

export async function createAppDeps(config: AppConfig, options: CreateServerOptions = {}): Promise<AppDeps> {
  const logger = options.logger ?? createLogger({ level: config.logLevel });
  const log = options.log ?? lineLogger(logger);
  const lifecycle = new Lifecycle();
  const database =
    options.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, inMemory: options.inMemoryDatabase }));
  // A database handed in belongs to the caller, who closes it; one opened here closes last at shutdown.
  if (!options.database) lifecycle.onShutdown('close the database', () => database.close());
  // Decision 035: an outage is logged once when it starts and once when it ends, not per request.
  const unwatch = database.health.onChange((change) =>
    log(
      change.available
        ? `[database] reachable again after ${change.downForMs} ms: serving again`
        : '[database] WARNING: unreachable; API requests answer 503 and background work waits until it is back',
    ),
  );
  lifecycle.onShutdown('stop watching the database', unwatch);
  await database.withStartupLock(async () => {
    await seedPlans(database.db);
    const imported = await importAvatarFiles(database.db, config.dataDir);
    if (imported > 0) log(`[profile] moved ${imported} avatar files from ${config.dataDir}/avatars into the database`);
  });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: database.db, log });
  const auth = createAuth({ config, db: database.db, mailer, log, passwordHashing: options.passwordHashing });
  // One recorder for the provider's bill: metrics can wrap it (provider-calls.ts).
  const onCall = createProviderCallLedger(database.db);
  const rawProvider = instrumentProvider(createKeywordDataProvider({ provider: config.keywordProvider, dataforseo: config.dataforseo, onCall, log }));
  const flights = new RequestFlights(database.db);
  const provider = createCachedProvider(rawProvider, instrumentCacheStore(createDbCacheStore(database.db)), {
    flights,
    onCall,
    ttls: { serpMs: config.serpCacheTtlMs },
    onStoreError: (error) => log(`[provider] cache or ledger write failed: ${error instanceof Error ? error.message : String(error)}`),
  });
  const markets = new MarketCatalog({
    db: database.db,
    source: createMarketListSource({ provider: config.keywordProvider, dataforseo: config.dataforseo, onCall, log }),
    log,
  });
  // Stored lists are taken at start; fetching new ones is main.ts's background work (startMarketRefresh).
  await markets.loadStored();
  const rankQueue = createRankCheckQueue({ provider: config.keywordProvider, dataforseo: config.dataforseo, onCall, log });
  return { config, database, auth, mailer, limiter: createRateLimiter(database.db), provider, rankQueue, flights, markets, log, logger, lifecycle };
}

const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export function startHttp(deps: AppDeps, port: number): Promise<{ server: ServerType; port: number }> {
  const app = buildApp(deps, { clientDir: CLIENT_DIR });
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port }, (info) => resolve({ server, port: info.port }));
    // Node closes an idle keep-alive connection after 5 s. A client (or a load balancer, whose idle
    // timeout is commonly 60 s) that sends its next request on that connection as it closes gets
    // ECONNRESET. Outliving the peers' idle timeout leaves the closing to them; shutdown.ts closes
    // idle connections itself, so a stop does not wait for this.
    if ('keepAliveTimeout' in server) server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    server.once('error', reject); // e.g. EADDRINUSE: the caller closes the database and exits
  });
}
