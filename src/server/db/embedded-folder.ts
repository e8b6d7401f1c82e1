// The embedded (PGlite) database folder under DATA_DIR. Its first start is atomic: the database is
// created and migrated in a temporary folder that is renamed into place only once it is whole and
// closed, so a kill at any moment leaves either no database (the next start creates it) or one that
// opens. The caller holds the DATA_DIR lock, so leftovers of earlier attempts are dead and removed.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openPglite } from './lean-pglite.js';

export const EMBEDDED_FOLDER_NAME = 'pglite';
/** A folder being created (or restored) under this prefix is a draft: the next start removes it. */
export const CREATING_PREFIX = `${EMBEDDED_FOLDER_NAME}.creating-`;

/**
 * Answers the path of a complete embedded database folder, creating it when missing. `prepare`
 * runs on the new database before it is put in place (migrations), so the folder is born current.
 */
export async function ensureEmbeddedFolder(dataDir: string, prepare: (client: PGlite) => Promise<void>): Promise<string> {
  const folder = path.join(dataDir, EMBEDDED_FOLDER_NAME);
  mkdirSync(dataDir, { recursive: true });
  for (const name of readdirSync(dataDir)) {
    if (name.startsWith(CREATING_PREFIX)) rmSync(path.join(dataDir, name), { recursive: true, force: true });
  }
  if (existsSync(folder)) return folder;

  const draft = path.join(dataDir, `${CREATING_PREFIX}${process.pid}`);
  const client = await openPglite(draft);
  try {
    await client.waitReady;
    await prepare(client);
  } finally {
    await client.close();
  }
  renameSync(draft, folder); // atomic on one file system; the target does not exist (we hold the lock)
  return folder;
}
