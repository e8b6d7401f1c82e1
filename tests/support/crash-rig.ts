// The rig of the crash tests: the real server as a child process (spawned-server.ts) on a
// DataForSEO stand-in and a mail receiver, with PGlite in a temporary DATA_DIR or a fresh
// PostgreSQL database (TEST_DB=postgres). Tests kill the server and start it again with `restart`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../src/server/db/client.js';
import { startFakeDataForSeo, type FakeDataForSeo } from './fake-dataforseo/index.js';
import { startMailCatcher, type MailCatcher } from './mail-catcher.js';
import { spawnServer, type SpawnedServer } from './spawned-server.js';
import { createClient, freePort, type TestClient } from './test-app.js';
import { createEmptyPostgresDatabase, TEST_DB_KIND } from './test-db.js';

export interface CrashRig {
  fake: FakeDataForSeo;
  mail: MailCatcher;
  /** The server running now (after `restart`, the new one). */
  server(): SpawnedServer;
  /** Kills the running server with SIGKILL (when `kill` is true) and starts a new one on the same database. */
  restart(options?: { kill?: boolean }): Promise<SpawnedServer>;
  /** The same browser (its cookies) against the server running now. */
  reconnect(client: TestClient): TestClient;
  /** Stops the server and opens the database in this process (PGlite allows one process per folder). */
  stopAndOpenDatabase(): Promise<Database>;
  close(): Promise<void>;
}

const START_ATTEMPTS = 3;

/**
 * Starts the server on a free port. A port found free can be taken by another suite's process
 * before the server binds it (the API suites run side by side), so a start that fails with
 * EADDRINUSE tries again on another port; the port then stays the rig's for its restarts.
 */
async function spawnOnFreePort(env: Record<string, string>): Promise<SpawnedServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await spawnServer(env);
    } catch (error) {
      if (attempt >= START_ATTEMPTS || !String(error).includes('EADDRINUSE')) throw error;
      const port = String(await freePort());
      env.PORT = port;
      env.APP_URL = `http://127.0.0.1:${port}`;
    }
  }
}

/** Starts the stand-in, the mail receiver and the server with the app's env plus `extraEnv`. */
export async function startCrashRig(extraEnv: Record<string, string>, dataDirPrefix: string): Promise<CrashRig> {
  const fake = await startFakeDataForSeo();
  const mail = await startMailCatcher();
  const port = String(await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), dataDirPrefix));
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    PORT: port,
    APP_URL: `http://127.0.0.1:${port}`,
    SESSION_SECRET: 'crash-test-secret-crash-test-secret-0123',
    SMTP_URL: mail.smtpUrl,
    AUTH_RATE_LIMIT: 'off',
    SERVE_CLIENT: 'off',
    KEYWORD_PROVIDER: 'dataforseo',
    DATAFORSEO_LOGIN: fake.login,
    DATAFORSEO_PASSWORD: fake.password,
    DATAFORSEO_BASE_URL: fake.url,
    DATA_DIR: dataDir,
    ...extraEnv,
  };
  let dropDatabase: (() => Promise<void>) | undefined;
  if (TEST_DB_KIND === 'postgres') {
    const fresh = await createEmptyPostgresDatabase();
    dropDatabase = () => fresh.drop();
    env.DATABASE_URL = fresh.url;
  }
  let server: SpawnedServer | undefined = await spawnOnFreePort(env);
  const running = () => {
    if (!server) throw new Error('the server is stopped');
    return server;
  };
  return {
    fake,
    mail,
    server: running,
    async restart({ kill = true } = {}) {
      if (kill) await running().stop('SIGKILL');
      server = await spawnServer(env);
      return server;
    },
    reconnect(client) {
      const next = createClient(running().url);
      for (const [name, value] of client.cookies) next.cookies.set(name, value);
      return next;
    },
    async stopAndOpenDatabase() {
      await server?.stop('SIGKILL');
      server = undefined;
      return openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
    },
    async close() {
      await server?.stop();
      await fake.close();
      await mail.close();
      await dropDatabase?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
