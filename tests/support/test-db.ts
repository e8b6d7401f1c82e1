// A fresh, migrated database per test file: in-memory PGlite, or a new database on the
// PostgreSQL server of TEST_DATABASE_URL when TEST_DB=postgres. Each is a copy of one database
// migrated once (a PGlite image per process; a PostgreSQL template database per set of
// migrations): migrating every one from scratch cost about a second of CPU each.
import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migrateEmbedded, migrationsFolder, openDatabase, type Database } from '../../src/server/db/client.js';

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
  const name = `kwl_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminDatabaseUrl() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return { url: databaseUrlOf(name), drop: () => dropPostgresDatabase(name) };
}

async function dropPostgresDatabase(name: string): Promise<void> {
  const dropper = new pg.Client({ connectionString: adminDatabaseUrl() });
  await dropper.connect();
  // pg's Pool.end() resolves before its clients have finished closing; a forced drop that
  // terminates them then surfaces as uncaught "terminating connection" errors. Wait first.
  await waitForNoConnections(dropper, name);
  await dropper.query(`drop database if exists ${name} with (force)`);
  await dropper.end();
}

/**
 * Ends every backend of one database, as an administrator's pg_terminate_backend or a failover
 * does, and says how many. Only that database's: the server is shared with other people.
 */
export async function terminateBackendsOf(databaseUrl: string): Promise<number> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: adminDatabaseUrl() });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
    return rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

const adminDatabaseUrl = () => process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function databaseUrlOf(name: string): string {
  const url = new URL(adminDatabaseUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** Names the migrations this checkout ships, so checkouts on other migrations get other templates. */
function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  const files = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
  for (const file of files(migrationsFolder).sort()) hash.update(path.relative(migrationsFolder, file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

let pgliteImage: Promise<Blob> | undefined;

/** A migrated, empty PGlite database as an image, made once per process. */
function migratedPgliteImage(): Promise<Blob> {
  pgliteImage ??= (async () => {
    const client = new PGlite();
    try {
      await migrateEmbedded(client);
      return await client.dumpDataDir('none');
    } finally {
      await client.close();
    }
  })();
  return pgliteImage;
}

async function waitForNoConnections(admin: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 50; i++) {
    const open = await admin.query('select 1 from pg_stat_activity where datname = $1', [name]);
    if (open.rowCount === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

// Any fixed 64-bit number unique to this purpose: the processes of one `npm test` (and other
// checkouts on the same server) build a template one at a time.
const TEMPLATE_LOCK_KEY = 7_340_012_049;
let postgresTemplate: Promise<string> | undefined;

/**
 * The name of a migrated, empty template database for this checkout's migrations, built on first
 * use (under a name of its own, renamed when complete, so a run killed half-way leaves no broken
 * template) and kept on the server for later runs.
 */
function migratedPostgresTemplate(): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = `kwl_template_${migrationsFingerprint()}`;
    const admin = new pg.Client({ connectionString: adminDatabaseUrl() });
    await admin.connect();
    try {
      await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount === 0) {
        const building = `kwl_building_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
        await admin.query(`create database ${building}`);
        const database = await openDatabase({ databaseUrl: databaseUrlOf(building) });
        await database.close();
        await waitForNoConnections(admin, building);
        await admin.query(`alter database ${building} rename to ${name}`);
      }
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]).catch(() => undefined);
      await admin.end();
    }
  })();
  postgresTemplate.catch(() => (postgresTemplate = undefined));
  return postgresTemplate;
}

/** A new database on the TEST_DATABASE_URL server copied from the migrated template. */
async function createMigratedPostgresDatabase(): Promise<EmptyPostgresDatabase> {
  const template = await migratedPostgresTemplate();
  const name = `kwl_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminDatabaseUrl() });
  await admin.connect();
  try {
    // Another process may still be looking at the template a moment after building it.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${template}`);
        break;
      } catch (error) {
        const inUse = (error as { code?: string }).code === '55006';
        if (!inUse || attempt >= 50) throw error;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  } finally {
    await admin.end();
  }
  return { url: databaseUrlOf(name), drop: () => dropPostgresDatabase(name) };
}

export async function createTestDatabase(): Promise<Database> {
  if (TEST_DB_KIND === 'pglite') return openDatabase({ inMemory: true, loadDataDir: await migratedPgliteImage() });
  const empty = await createMigratedPostgresDatabase();
  const database = await openDatabase({ databaseUrl: empty.url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await empty.drop();
    },
  };
}
