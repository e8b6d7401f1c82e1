// `npm run restore FILE`: a backup becomes the embedded database of an empty data folder (decision
// 036). Never into a folder that holds anything, so a restore cannot overwrite data. The database is
// unpacked into a draft folder, opened and checked, and renamed into place only when whole: a kill
// midway leaves a draft that the next start removes, as a killed first start does (decision 012).
import { chmodSync, existsSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { acquireDataDirLock } from '../data-dir/data-dir-lock.js';
import { CREATING_PREFIX, EMBEDDED_FOLDER_NAME } from '../db/embedded-folder.js';
import { OperationError } from './operation-error.js';
import { assertGzip, assertKeywordLensDatabase, snapshotBlob } from './snapshot-file.js';

export interface RestoreResult {
  folder: string;
  /** Rows per table of the restored database, for the report. */
  tables: Array<{ table: string; rows: number }>;
}

function readBackup(file: string): Uint8Array {
  try {
    return readFileSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new OperationError(`The backup file ${file} does not exist.`);
    if (code === 'EISDIR') throw new OperationError(`${file} is a folder: give the backup file (a .tar.gz written by \`npm run backup\`).`);
    throw error;
  }
}

function assertEmptyFolder(dataDir: string): void {
  if (!existsSync(dataDir)) return;
  const entries = readdirSync(dataDir);
  if (entries.length === 0) return;
  const shown = entries.slice(0, 5).join(', ') + (entries.length > 5 ? `, … (${entries.length} entries)` : '');
  throw new OperationError(
    `Refusing to restore into ${dataDir}: the folder is not empty (it holds ${shown}). A restore never overwrites data: ` +
      'give an empty or new folder with --data-dir (or DATA_DIR), or move this one aside first.',
  );
}

function removeIfEmpty(folder: string): void {
  try {
    rmdirSync(folder);
  } catch (error) {
    // Someone put something there meanwhile: theirs to keep.
    if ((error as NodeJS.ErrnoException).code !== 'ENOTEMPTY') throw error;
  }
}

async function countRows(client: PGlite): Promise<RestoreResult['tables']> {
  const tables = await client.query<{ table: string }>(
    `select tablename as "table" from pg_tables where schemaname = 'public' order by tablename`,
  );
  const counts: RestoreResult['tables'] = [];
  for (const { table } of tables.rows) {
    const result = await client.query<{ rows: number }>(`select count(*)::int as rows from "${table.replace(/"/g, '""')}"`);
    counts.push({ table, rows: result.rows[0]?.rows ?? 0 });
  }
  return counts;
}

export async function runRestore(options: { file: string; dataDir: string }): Promise<RestoreResult> {
  const what = `The file ${options.file}`;
  const bytes = readBackup(options.file);
  assertGzip(bytes, what);
  assertEmptyFolder(options.dataDir);

  const created = !existsSync(options.dataDir);
  // The lock keeps a server from starting on the folder while it is being filled.
  const lock = acquireDataDirLock(options.dataDir);
  const draft = path.join(options.dataDir, `${CREATING_PREFIX}${process.pid}`);
  let restored = false;
  try {
    let client: PGlite;
    try {
      client = await PGlite.create(draft, { loadDataDir: snapshotBlob(bytes) });
    } catch (error) {
      throw new OperationError(`${what} is not a KeywordLens backup: PGlite cannot open it (${error instanceof Error ? error.message : String(error)}).`);
    }
    let tables: RestoreResult['tables'];
    try {
      await assertKeywordLensDatabase(client, what);
      tables = await countRows(client);
    } finally {
      await client.close();
    }
    const folder = path.join(options.dataDir, EMBEDDED_FOLDER_NAME);
    renameSync(draft, folder);
    chmodSync(folder, 0o700); // PostgreSQL keeps its folder private; the tarball does not carry that

    restored = true;
    return { folder, tables };
  } finally {
    rmSync(draft, { recursive: true, force: true });
    lock.release();
    // A refused or failed restore leaves the folder as it found it.
    if (!restored && created) removeIfEmpty(options.dataDir);
  }
}

