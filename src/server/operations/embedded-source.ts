// A snapshot of the embedded database in DATA_DIR, from whoever may read it (decision 036): the
// running server that holds the folder, over its control channel, or, with no server running, this
// process itself, holding the folder's lock while it reads so no server starts meanwhile.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from '../data-dir/data-dir-lock.js';
import { EMBEDDED_FOLDER_NAME } from '../db/embedded-folder.js';
import { takeEmbeddedSnapshot } from '../db/embedded-snapshot.js';
import { openPglite } from '../db/lean-pglite.js';
import { requestServerSnapshot } from './control-client.js';
import { OperationError } from './operation-error.js';

export interface DataDirSnapshot {
  bytes: Uint8Array;
  /** Who read the folder: the running server (with its pid) or this process. */
  takenBy: { kind: 'server'; pid: number } | { kind: 'this-process' };
}

export interface SnapshotOptions {
  /**
   * 'ask': a running server gives a live snapshot (a backup). 'refuse': a running server is an error
   * (a move to PostgreSQL is a cut-over; rows written after the copy would be lost).
   */
  whenServerRuns: 'ask' | 'refuse';
}

export async function snapshotDataDir(dataDir: string, options: SnapshotOptions = { whenServerRuns: 'ask' }): Promise<DataDirSnapshot> {
  const folder = path.join(dataDir, EMBEDDED_FOLDER_NAME);
  if (!existsSync(folder)) {
    throw new OperationError(`There is no KeywordLens database in DATA_DIR ${dataDir} (no ${EMBEDDED_FOLDER_NAME} folder): set DATA_DIR or --data-dir to the server's data folder.`);
  }
  let lock: DataDirLock;
  try {
    lock = acquireDataDirLock(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    if (options.whenServerRuns === 'refuse') {
      throw new OperationError(
        `A KeywordLens server (pid ${error.ownerPid}) is running on DATA_DIR ${dataDir}: stop it first, so nothing it writes after the copy is lost ` +
          '(or give a backup file instead).',
      );
    }
    return { bytes: await requestServerSnapshot(dataDir, error.ownerPid), takenBy: { kind: 'server', pid: error.ownerPid } };
  }
  try {
    const client = await openPglite(folder);
    try {
      return { bytes: await takeEmbeddedSnapshot(client), takenBy: { kind: 'this-process' } };
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}
