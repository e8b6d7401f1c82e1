// Starts the app for browser tests: builds the client, wipes the e2e data folder, runs the server.
// With TEST_DATABASE_URL set (CI) the server runs on a fresh database of that PostgreSQL server,
// dropped when it stops: the embedded database answers every query on the server's one thread, so
// two browsers' requests waited on each other's queries; PostgreSQL answers them side by side. The
// browser specs that start a second server (local-server.ts) keep the embedded database, and the
// API suite runs on both. E2E_DB=pglite keeps the embedded database here too.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import pg from 'pg';

rmSync(process.env.DATA_DIR ?? '.tmp/e2e-data', { recursive: true, force: true });
if (!process.env.E2E_SKIP_BUILD) {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const adminUrl = process.env.E2E_DB === 'pglite' ? undefined : process.env.TEST_DATABASE_URL;
// One database per app port (E2E_PORT_OFFSET keeps side-by-side suites apart): one left behind by a
// run that was killed is replaced by the next run on that port.
const databaseName = adminUrl ? `kwl_e2e_${Number(process.env.PORT ?? 3100)}` : undefined;

async function adminQuery(statement) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

const env = { ...process.env };
if (databaseName) {
  await adminQuery(`drop database if exists ${databaseName} with (force)`);
  await adminQuery(`create database ${databaseName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  env.DATABASE_URL = url.toString();
  // A server on a shared database needs the secret every app server shares (it is made and kept in
  // DATA_DIR only for the embedded database).
  env.SESSION_SECRET ??= 'e2e-session-secret-e2e-session-secret';
}

const server = spawn('npx', ['tsx', 'src/server/main.ts'], { stdio: 'inherit', env });
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', async (code) => {
  if (databaseName) await adminQuery(`drop database if exists ${databaseName} with (force)`).catch((error) => console.error(`could not drop ${databaseName}: ${error.message}`));
  process.exit(code ?? 0);
});
