// `npm run db:export-postgres`: moves an embedded database (a stopped data folder or a backup file)
// into an empty PostgreSQL database (decision 036). The source is opened in memory and migrated to
// this release; the target is migrated with the same migrations, then every table is copied in one
// transaction, so a failure leaves no row behind. The whole run holds the servers' start-up lock, so
// a server starting on the target meanwhile waits instead of seeding rows into it.
import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrateEmbedded, migrationsFolder } from '../db/client.js';
import { STARTUP_LOCK_KEY } from '../db/migration-lock.js';
import * as schema from '../db/schema/index.js';
import { snapshotDataDir } from './embedded-source.js';
import { OperationError } from './operation-error.js';
import { openSnapshotInMemory } from './snapshot-file.js';
import { copySequenceStates, copyTable, countRows, dependencyOrder, listTables, quoteIdent, type Queryable, type TableCount } from './table-copy.js';

export type ExportSource = { kind: 'backup-file'; file: string } | { kind: 'data-dir'; dataDir: string };

export interface ExportResult {
  /** Rows copied per table, in the order they were copied. */
  tables: TableCount[];
}

/** The URL without its password, for messages. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the DATABASE_URL database';
  }
}

async function readSource(source: ExportSource): Promise<Uint8Array> {
  if (source.kind === 'backup-file') {
    try {
      return readFileSync(source.file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new OperationError(`The backup file ${source.file} does not exist.`);
      throw error;
    }
  }
  // A move is a cut-over: rows a running server wrote after the copy would be lost, so no live snapshot.
  const snapshot = await snapshotDataDir(source.dataDir, { whenServerRuns: 'refuse' });
  return snapshot.bytes;
}

/** Tables of the source that hold rows in the target: KeywordLens data is already there. */
async function tablesWithRows(target: Queryable, tables: readonly string[]): Promise<TableCount[]> {
  const found: TableCount[] = [];
  for (const table of tables) {
    const exists = await target.query<{ found: string | null }>(`select to_regclass(format('public.%I', $1::text))::text as found`, [table]);
    if (!exists.rows[0]?.found) continue;
    const rows = await countRows(target, table);
    if (rows > 0) found.push({ table, rows });
  }
  return found;
}

function refuseWhenNotEmpty(found: TableCount[], url: string): void {
  if (found.length === 0) return;
  throw new OperationError(
    `Refusing to export into ${describeDatabaseUrl(url)}: it already holds KeywordLens data (${found.map((f) => `${f.table}: ${f.rows} rows`).join(', ')}). ` +
      'Export only into an empty database (e.g. `createdb keywordlens`), so nothing is mixed or overwritten.',
  );
}

async function copyAll(source: PGlite, target: pg.Client, databaseUrl: string): Promise<TableCount[]> {
  const tables = await listTables(source);
  const order = await dependencyOrder(target, tables);
  await source.query('begin isolation level repeatable read read only');
  await target.query('begin');
  try {
    refuseWhenNotEmpty(await tablesWithRows(target, tables), databaseUrl); // again, inside the transaction
    const copied: TableCount[] = [];
    for (const table of order) {
      try {
        copied.push({ table, rows: await copyTable(source, target, table) });
      } catch (error) {
        throw new OperationError(
          `The copy of table ${table} failed, so the whole copy was rolled back and ${describeDatabaseUrl(databaseUrl)} holds none of its rows: ` +
            (error instanceof Error ? error.message : String(error)),
        );
      }
    }
    await copySequenceStates(source, target);
    for (const { table, rows } of copied) {
      const landed = await countRows(target, table);
      if (landed !== rows) throw new Error(`Table ${quoteIdent(table)}: ${rows} rows read but ${landed} in the target; nothing was kept.`);
    }
    await target.query('commit');
    return copied;
  } catch (error) {
    await target.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await source.query('rollback').catch(() => undefined);
  }
}

export async function exportToPostgres(options: { source: ExportSource; databaseUrl: string }): Promise<ExportResult> {
  const what = options.source.kind === 'backup-file' ? `The file ${options.source.file}` : `The database in ${options.source.dataDir}`;
  const source = await openSnapshotInMemory(await readSource(options.source), what);
  const target = new pg.Client({ connectionString: options.databaseUrl });
  try {
    // An older backup gets this release's migrations, so both sides have the same tables and columns.
    await migrateEmbedded(source);
    try {
      await target.connect();
    } catch (error) {
      throw new OperationError(`Cannot connect to ${describeDatabaseUrl(options.databaseUrl)}: ${error instanceof Error ? error.message : String(error)}`);
    }
    await target.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    refuseWhenNotEmpty(await tablesWithRows(target, await listTables(source)), options.databaseUrl);
    await migratePg(drizzlePg(target, { schema }), { migrationsFolder });
    return { tables: await copyAll(source, target, options.databaseUrl) };
  } finally {
    // Ending the connection releases the advisory lock with it.
    await target.end().catch(() => undefined);
    await source.close();
  }
}
