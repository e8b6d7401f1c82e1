// Entry: read config -> open database (migrations run) -> build app -> listen.
import { ConfigError, loadConfig } from './config.js';
import { startHousekeeping } from './db/housekeeping.js';
import { createAppDeps, startHttp } from './server.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const deps = await createAppDeps(config);
  const { port } = await startHttp(deps, config.port);
  const stopHousekeeping = startHousekeeping(deps.database.db, deps.log, { leaseSweepIntervalMs: config.leaseSweepIntervalMs });
  console.log(
    `KeywordLens listening on ${config.appUrl} (port ${port}; database: ${deps.database.kind}; ` +
      `mail: ${deps.mailer.mode}; keyword data: ${deps.provider.name}${deps.provider.isDemo ? ' (demo data)' : ''})`,
  );
  const stop = async () => {
    stopHousekeeping();
    await deps.database.close().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
