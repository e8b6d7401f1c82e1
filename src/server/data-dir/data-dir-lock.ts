// One server process per DATA_DIR: the embedded database is a set of files that two processes
// would silently corrupt. The lock is a file holding the owner's pid, created atomically
// (hard link of a fully written file, so it is never seen empty); a lock whose pid is dead is stale
// and taken over.
import { hostname } from 'node:os';
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE_NAME = 'server.lock';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another KeywordLens server (pid ${ownerPid}, lock file ${path.join(dataDir, LOCK_FILE_NAME)}). ` +
        'One process per data folder: stop the other server, give this one its own DATA_DIR, or use DATABASE_URL (PostgreSQL) to run several servers. ' +
        'If no server is running, delete the lock file.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly file: string;
  /** Removes the lock file if it is still ours; safe to call twice. */
  release(): void;
}

interface LockContent {
  pid: number;
  host: string;
  startedAt: string;
}

function parseLock(text: string): LockContent | null {
  try {
    const value = JSON.parse(text) as Partial<LockContent>;
    return typeof value.pid === 'number' && Number.isInteger(value.pid) && value.pid > 0 ? (value as LockContent) : null;
  } catch {
    return null;
  }
}

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** True when a process with this pid exists (EPERM: it exists but belongs to another user). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the lock of `dataDir` for this process or throws DataDirLockedError. A lock left by a dead
 * pid, by this very pid (a container restarted with the same pid), or unreadable is stale.
 */
export function acquireDataDirLock(dataDir: string, pid: number = process.pid): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE_NAME);
  const mine = JSON.stringify({ pid, host: hostname(), startedAt: new Date().toISOString() } satisfies LockContent);
  const draft = `${file}.${pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(draft, mine, { mode: 0o644 });
  try {
    for (let attempt = 0; attempt < 20; attempt++) {
      try {
        linkSync(draft, file); // fails with EEXIST when any lock is there: never overwrites one
        return { file, release: () => releaseIfOurs(file, mine) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const seen = readText(file);
      if (seen === null) continue; // removed meanwhile: try again
      const owner = parseLock(seen);
      if (owner && owner.pid !== pid && isProcessAlive(owner.pid)) throw new DataDirLockedError(dataDir, owner.pid);
      removeStaleLock(file, seen);
    }
    throw new Error(`Could not take the lock of DATA_DIR ${dataDir}: other processes keep racing for it.`);
  } finally {
    rmSync(draft, { force: true });
  }
}

// Moves the stale lock aside under a unique name, then checks that what was moved is the stale
// lock that was read: if another process took it over in between, its fresh lock is put back.
function removeStaleLock(file: string, staleText: string): void {
  const aside = `${file}.stale.${process.pid}.${Math.random().toString(36).slice(2)}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    if (readText(aside) !== staleText) linkSync(aside, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(aside, { force: true });
  }
}

function releaseIfOurs(file: string, mine: string): void {
  if (readText(file) === mine) rmSync(file, { force: true });
}
