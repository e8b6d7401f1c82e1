// Opens the database: PostgreSQL when DATABASE_URL is set, else embedded PGlite under DATA_DIR.
// Both get the same drizzle schema and the same migrations. PostgreSQL migrates under an advisory
// lock (many servers may start at once); an embedded folder is locked to one process and created
// atomically (decision 012). A lost PostgreSQL connection is survived, not fatal (decision 035).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { acquireDataDirLock, type DataDirLock } from '../data-dir/data-dir-lock.js';
import { DatabaseHealth } from './database-health.js';
import { ensureEmbeddedFolder } from './embedded-folder.js';
import { takeEmbeddedSnapshot } from './embedded-snapshot.js';
import { openPglite } from './lean-pglite.js';
import { withPostgresStartupLock } from './migration-lock.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or an open transaction: services accept both. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** True when the database answers; false (in bounded time) when it does not. */
  ping(): Promise<boolean>;
  /** Whether the database can be reached, kept by the server (decision 035). */
  health: DatabaseHealth;
  /** True when every migration this build ships has been applied. */
  isMigrated(): Promise<boolean>;
  /** Runs start-up writes (seeding) one server at a time across the deployment. */
  withStartupLock<T>(run: () => Promise<T>): Promise<T>;
  /** Embedded only: a consistent gzipped snapshot of the database folder (decision 036). */
  snapshot?: () => Promise<Uint8Array>;
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// drizzle's migrator applies a migration when its journal "when" is newer than the last applied
// row's created_at; "current" is the same test. The journal ships with the code: read it once.
let shippedMillis: number | undefined;
export function lastShippedMigrationMillis(): number {
  if (shippedMillis === undefined) {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ when: number }> };
    shippedMillis = Math.max(0, ...journal.entries.map((e) => e.when));
  }
  return shippedMillis;
}

async function isMigrated(db: Db): Promise<boolean> {
  // PGlite and node-postgres both answer { rows }; drizzle's result type is driver-generic.
  const result: unknown = await db.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`);
  const { rows } = result as { rows: Array<{ last: string | number | null }> };
  const last = Number(rows[0]?.last ?? 0);
  return last >= lastShippedMigrationMillis();
}

// A connection attempt (or a wait for a free pooled connection) gives up after this, so a database
// behind a silent network cut answers 503 instead of holding requests for ever.
const CONNECT_TIMEOUT_MS = 10_000;
const PING_TIMEOUT_MS = 3_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`timeout exceeded when trying to connect (no answer in ${ms} ms)`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function pingOnNewConnection(Client: typeof pg.Client, databaseUrl: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl, connectionTimeoutMillis: PING_TIMEOUT_MS });
  client.on('error', () => undefined); // a failure is the answer, already seen by the awaits below
  try {
    await client.connect();
    await withTimeout(client.query('select 1'), PING_TIMEOUT_MS);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  // The PostgreSQL driver loads only when it is used: an embedded (PGlite) server never needs it.
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
  const ping = async () => (await withTimeout(pool.query('select 1'), PING_TIMEOUT_MS)).rowCount === 1;
  // The health check asks on a connection of its own: a pooled client whose end has not been
  // noticed yet (all of them die at once when backends are terminated) would fail it on a healthy
  // database and make the server refuse requests for a moment.
  const health = new DatabaseHealth(() => pingOnNewConnection(pg.Client, databaseUrl));
  // Without a listener, an 'error' event of an idle pooled client (the pool re-emits it) or of a
  // checked-out one between two queries throws, and the process exits. The pool drops a broken
  // client by itself; the error only tells the health monitor to check the database.
  pool.on('error', (error) => health.report(error));
  pool.on('connect', (client) => client.on('error', (error) => health.report(error)));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const withStartupLock = <T>(run: () => Promise<T>) => withPostgresStartupLock(pool, run);
  try {
    await withStartupLock(() => migratePg(db as never, { migrationsFolder }));
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  return {
    db,
    kind: 'postgres',
    ping,
    health,
    isMigrated: () => isMigrated(db),
    withStartupLock,
    close: async () => {
      health.close();
      await pool.end();
    },
  };
}

function pgliteDatabase(client: PGlite, onClose: () => void = () => {}): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const ping = async () => (await client.query('select 1')).rows.length === 1;
  return {
    db,
    kind: 'pglite',
    ping,
    // In process, so never unreachable; its survivable failure (a full disk) is no outage.
    health: new DatabaseHealth(ping),
    isMigrated: () => isMigrated(db),
    // One process per embedded database (the DATA_DIR lock), so nothing to coordinate.
    withStartupLock: (run) => run(),
    snapshot: () => takeEmbeddedSnapshot(client),
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        onClose();
      }
    },
  };
}

export const migrateEmbedded = (client: PGlite) => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });

/**
 * drizzle's migrator reads and hashes every shipped migration file before it finds nothing to do;
 * one look at the last applied migration's date answers that at every start but the first after
 * an upgrade. A folder whose migrations table cannot be read is left to the migrator.
 */
async function migrateIfBehind(client: PGlite): Promise<void> {
  const current = await isMigrated(drizzlePglite(client, { schema }) as unknown as Db).catch(() => false);
  if (!current) await migrateEmbedded(client);
}

async function openEmbedded(dataDir: string): Promise<Database> {
  const lock: DataDirLock = acquireDataDirLock(dataDir);
  let client: PGlite | undefined;
  try {
    const folder = await ensureEmbeddedFolder(dataDir, migrateEmbedded);
    client = await openPglite(folder);
    await migrateIfBehind(client); // later releases' migrations on an existing folder
    return pgliteDatabase(client, () => lock.release());
  } catch (error) {
    await client?.close().catch(() => undefined);
    lock.release();
    throw error;
  }
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
  /**
   * In memory only: start from this image of a database (PGlite's dumpDataDir) instead of an empty
   * one. Tests clone one migrated database: loading it costs about half of creating and migrating.
   */
  loadDataDir?: Blob;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  if (options.inMemory) {
    const client = await openPglite(undefined, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
    await migrateEmbedded(client);
    return pgliteDatabase(client);
  }
  return openEmbedded(path.resolve(options.dataDir ?? './data'));
}
