// Entry: read config -> open database (migrations run) -> build app -> listen; on SIGTERM/SIGINT,
// shut down gracefully and exit 0 (decision 012).
import { ConfigError, loadConfig } from './config.js';
import { DataDirLockedError } from './data-dir/data-dir-lock.js';
import { holdingEventLoop } from './event-loop-hold.js';
import type { Database } from './db/client.js';
import { startHousekeeping } from './db/housekeeping.js';
import { jobWorkerDeps, startJobWorker } from './features/lists/index.js';
import { startMarketRefresh } from './features/markets/index.js';
import { startSearchConsoleImports } from './features/search-console/index.js';
import { startRankScheduler } from './features/projects/index.js';
import { createLogger } from './observability/logger.js';
import { startControlChannel } from './operations/control-channel.js';
import { createAppDeps, startHttp } from './server.js';
import { shutdownGracefully } from './shutdown.js';
import { watchForStrayErrors } from './stray-errors.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      // Before LOG_LEVEL is known, and meant for the person starting the server: plain text on stderr.
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger({ level: config.logLevel });
  // Installed before the database opens, so nothing thrown during the start goes unreported.
  const opened: { database?: Database } = {};
  watchForStrayErrors(logger, (error) => opened.database?.health.report(error));
  let deps;
  try {
    deps = await createAppDeps(config, { logger });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      logger.fatal({ dataDir: err.dataDir, ownerPid: err.ownerPid }, err.message);
      process.exit(1);
    }
    throw err;
  }
  opened.database = deps.database;
  const { snapshot } = deps.database;
  if (snapshot && !config.databaseUrl) {
    // `npm run backup` asks this server for the snapshot: only the process holding DATA_DIR may read it.
    const channel = await startControlChannel({ dataDir: config.dataDir, snapshot, log: deps.log });
    if (channel) deps.lifecycle.onShutdown('close the backup channel', () => channel.close());
  }
  let started;
  try {
    started = await startHttp(deps, config.port);
  } catch (err) {
    logger.fatal({ port: config.port, err: err instanceof Error ? err.message : String(err) }, 'cannot listen');
    await deps.lifecycle.runShutdownTasks(() => undefined); // close the database, free DATA_DIR
    process.exit(1);
  }
  const { server, port } = started;
  const stopHousekeeping = startHousekeeping(deps.database.db, deps.log, {
    leaseSweepIntervalMs: config.leaseSweepIntervalMs,
    health: deps.database.health,
    retention: config.retention,
  });
  deps.lifecycle.onShutdown('stop housekeeping', stopHousekeeping);
  deps.lifecycle.onShutdown('stop market list refresh', startMarketRefresh(deps.markets));
  deps.lifecycle.onShutdown('stop the job worker', startJobWorker(jobWorkerDeps(deps)));
  deps.lifecycle.onShutdown('stop the Search Console imports', startSearchConsoleImports(deps.database.db, config, deps.log));
  deps.lifecycle.onShutdown(
    'stop the rank-check scheduler',
    startRankScheduler({ db: () => deps.database.db, queue: () => deps.rankQueue ?? null, log: deps.log, tickMs: config.rankTickMs, leaseMs: config.rankLeaseMs }),
  );
  logger.info(
    { port, appUrl: config.appUrl, database: deps.database.kind, mail: deps.mailer.mode, keywordData: deps.provider.name, demo: deps.provider.isDemo },
    `KeywordLens listening on ${config.appUrl} (port ${port}; database: ${deps.database.kind}; ` +
      `mail: ${deps.mailer.mode}; keyword data: ${deps.provider.name}${deps.provider.isDemo ? ' (demo data)' : ''})`,
  );

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // A terminal's Ctrl-C reaches npm, tsx and this process alike, so a repeated signal is
    // expected and ignored: the grace period already bounds how long the shutdown takes.
    if (stopping) {
      logger.info({ signal }, 'already shutting down');
      return;
    }
    stopping = true;
    logger.info({ signal }, 'signal received');
    shutdownGracefully(server, deps)
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        logger.fatal({ err: err instanceof Error ? err.stack : String(err) }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

holdingEventLoop(main).catch((err: unknown) => {
  createLogger({ level: 'info' }).fatal({ err: err instanceof Error ? err.stack : String(err) }, 'start failed');
  process.exit(1);
});
