// `npm run backup`: a timestamped, compressed snapshot file of the embedded database (decision 036).
// Written to a draft and linked into place, so a backup file is whole or absent, never truncated.
import { linkSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { snapshotDataDir, type DataDirSnapshot } from './embedded-source.js';

export const BACKUP_FILE_PREFIX = 'keywordlens-backup-';
export const BACKUP_FILE_SUFFIX = '.tar.gz';

export interface BackupResult {
  file: string;
  bytes: number;
  takenBy: DataDirSnapshot['takenBy'];
}

/** keywordlens-backup-2025-06-01T10-20-30Z: UTC, sortable, and no ':' (Windows, scp). */
export function backupFileStem(at: Date): string {
  return BACKUP_FILE_PREFIX + at.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/:/g, '-');
}

export async function runBackup(options: { dataDir: string; outDir: string; now?: () => Date }): Promise<BackupResult> {
  const snapshot = await snapshotDataDir(options.dataDir);
  // The file holds password hashes and session tokens: only its owner may read it.
  mkdirSync(options.outDir, { recursive: true, mode: 0o700 });
  const stem = backupFileStem((options.now ?? (() => new Date()))());
  const draft = path.join(options.outDir, `.${stem}.${process.pid}.partial`);
  writeFileSync(draft, snapshot.bytes, { mode: 0o600, flush: true });
  try {
    for (let n = 0; ; n++) {
      const file = path.join(options.outDir, `${stem}${n === 0 ? '' : `-${n}`}${BACKUP_FILE_SUFFIX}`);
      try {
        linkSync(draft, file); // never replaces an existing backup (two in one second get -1, -2)
        return { file, bytes: snapshot.bytes.length, takenBy: snapshot.takenBy };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
  } finally {
    rmSync(draft, { force: true });
  }
}
