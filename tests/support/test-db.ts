// A fresh, migrated database per test file: in-memory PGlite, or a new database on the
// PostgreSQL server of TEST_DATABASE_URL when TEST_DB=postgres.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/client.js';

export const TEST_DB_KIND: 'pglite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * Suites that use no test database (they start servers on folders of their own) run once per `npm
 * test`: in the PostgreSQL run when there is one, which finishes sooner, so the two side-by-side
 * runs end closer together (scripts/test-all.mjs sets TEST_SKIP_DB_FREE=1 on the PGlite run then).
 */
export const SKIP_DB_FREE_SUITES = process.env.TEST_SKIP_DB_FREE === '1';

export interface EmptyPostgresDatabase {
  url: string;
  /** Drops the database, waiting for its connections to go first. */
  drop(): Promise<void>;
}

/** A new, empty database on the TEST_DATABASE_URL server (no migrations run). */
export async function createEmptyPostgresDatabase(): Promise<EmptyPostgresDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `kwl_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      // pg's Pool.end() resolves before its clients have finished closing; a forced drop that
      // terminates them then surfaces as uncaught "terminating connection" errors. Wait first.
      for (let i = 0; i < 50; i++) {
        const open = await dropper.query('select 1 from pg_stat_activity where datname = $1', [name]);
        if (open.rowCount === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * Ends every backend of one database, as an administrator's pg_terminate_backend or a failover
 * does, and says how many. Only that database's: the server is shared with other people.
 */
export async function terminateBackendsOf(databaseUrl: string): Promise<number> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
    return rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

export async function createTestDatabase(): Promise<Database> {
  if (TEST_DB_KIND === 'pglite') return openDatabase({ inMemory: true });
  const empty = await createEmptyPostgresDatabase();
  const database = await openDatabase({ databaseUrl: empty.url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await empty.drop();
    },
  };
}
