// What a backup file is: PGlite's gzipped tarball of the data folder, made by some KeywordLens
// release. These checks turn a wrong file into a clear message before anything is written.
import { PGlite } from '@electric-sql/pglite';
import { lastShippedMigrationMillis } from '../db/client.js';
import { OperationError } from './operation-error.js';

/** The first bytes of every gzip stream. */
const GZIP_MAGIC = [0x1f, 0x8b] as const;

export function assertGzip(bytes: Uint8Array, what: string): void {
  if (bytes.length < 2 || bytes[0] !== GZIP_MAGIC[0] || bytes[1] !== GZIP_MAGIC[1]) {
    throw new OperationError(`${what} is not a KeywordLens backup: it is not a gzip file (a backup is the .tar.gz that \`npm run backup\` writes).`);
  }
}

/** The snapshot as PGlite's `loadDataDir` takes it (the type tells PGlite to unzip). */
export function snapshotBlob(bytes: Uint8Array): Blob {
  return new Blob([new Uint8Array(bytes)], { type: 'application/x-gzip' });
}

/**
 * Checks that a database opened from a backup is KeywordLens's and not from a newer release than
 * this one (whose schema this code does not know); older ones are migrated when opened.
 */
export async function assertKeywordLensDatabase(client: PGlite, what: string): Promise<void> {
  const table = await client.query<{ found: string | null }>(`select to_regclass('drizzle.__drizzle_migrations')::text as found`);
  if (!table.rows[0]?.found) throw new OperationError(`${what} is not a KeywordLens backup: it holds no KeywordLens migrations.`);
  const result = await client.query<{ last: string | number | null }>('select max(created_at) as last from drizzle.__drizzle_migrations');
  if (Number(result.rows[0]?.last ?? 0) > lastShippedMigrationMillis()) {
    throw new OperationError(`${what} was made by a newer KeywordLens release than this one: update this copy first.`);
  }
}

/** Opens a snapshot as an in-memory database (nothing is written to disk). */
export async function openSnapshotInMemory(bytes: Uint8Array, what: string): Promise<PGlite> {
  assertGzip(bytes, what);
  let client: PGlite;
  try {
    client = await PGlite.create({ loadDataDir: snapshotBlob(bytes) });
  } catch (error) {
    throw new OperationError(`${what} is not a KeywordLens backup: PGlite cannot open it (${error instanceof Error ? error.message : String(error)}).`);
  }
  try {
    await assertKeywordLensDatabase(client, what);
    return client;
  } catch (error) {
    await client.close();
    throw error;
  }
}
