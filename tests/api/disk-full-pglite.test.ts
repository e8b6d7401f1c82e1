// A full disk under the embedded database (decision 035): the real server runs as a child process
// with its data folder on a small tmpfs that the test fills to the last byte. Every research then
// answers 507 STORAGE_FULL and charges nothing, the process stays up, and after a SIGKILL on the
// full disk and space freed, the folder opens again with exactly what was saved before: the one
// research, its rows and its one unit. Mounting needs root on Linux; elsewhere the test is skipped.
import { execFileSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCrashRig, type CrashRig } from '../support/crash-rig.js';
import { createVerifiedUser, type TestClient } from '../support/test-app.js';
import { TEST_DB_KIND } from '../support/test-db.js';

const RESEARCH = { keyword: 'garden tools', languageCode: 'en', locationCode: 2840, limit: 100 };

interface Subscription {
  usage: { keywordsUsed: number };
}

/** Mounts a tmpfs of `megabytes` at a new folder, or answers null where that is not allowed. */
function mountSmallDisk(megabytes: number): string | null {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return null;
  const mountPoint = mkdtempSync(path.join(tmpdir(), 'kwl-small-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}M`, 'tmpfs', mountPoint], { stdio: 'ignore' });
    return mountPoint;
  } catch {
    rmSync(mountPoint, { recursive: true, force: true });
    return null;
  }
}

/** Writes zeros into `file` until the disk refuses (ENOSPC). */
function fillDisk(file: string): void {
  const fd = openSync(file, 'w');
  const chunk = Buffer.alloc(1024 * 1024);
  try {
    for (;;) writeSync(fd, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
    // The last megabyte may have fitted only in part: take the remaining bytes one page at a time.
    const page = Buffer.alloc(4096);
    try {
      for (;;) writeSync(fd, page);
    } catch (inner) {
      if ((inner as NodeJS.ErrnoException).code !== 'ENOSPC') throw inner;
    }
  } finally {
    closeSync(fd);
  }
}

const mountPoint = TEST_DB_KIND === 'pglite' ? mountSmallDisk(96) : null;
let rig: CrashRig;

beforeAll(async () => {
  if (!mountPoint) return;
  const dataDir = path.join(mountPoint, 'data');
  mkdirSync(dataDir);
  rig = await startCrashRig({ DATA_DIR: dataDir }, 'kwl-disk-full-');
}, 120_000);

afterAll(async () => {
  await rig?.close();
  if (mountPoint) {
    // Lazily: a killed server's last file handles may still be closing.
    execFileSync('umount', ['-l', mountPoint], { stdio: 'ignore' });
    rmSync(mountPoint, { recursive: true, force: true });
  }
});

describe.skipIf(!mountPoint)('the embedded database on a full disk', () => {
  it('refuses with 507 and charges nothing, survives a SIGKILL, and reopens with what was saved', async () => {
    const filler = path.join(mountPoint!, 'filler');
    let user: TestClient = await createVerifiedUser(rig.server().url, rig.mail);
    const saved = await user.post<{ researchId: string; totalResults: number }>('/api/research', RESEARCH);
    expect(saved.status).toBe(200);

    fillDisk(filler);
    for (let i = 0; i < 3; i++) {
      const refused = await user.post<{ error: { code: string; message: string } }>('/api/research', { ...RESEARCH, keyword: `full disk ${i}` });
      expect(refused.status).toBe(507);
      expect(refused.body.error.code).toBe('STORAGE_FULL');
      expect(refused.body.error.message).toBe('The server has run out of storage space, so nothing was saved. Please try again later.');
    }
    const usage = await user.get<Subscription>('/api/billing/subscription');
    expect(usage.status).toBe(200);
    expect(usage.body.usage.keywordsUsed).toBe(1);
    expect(rig.server().child.exitCode).toBeNull();

    // The worst moment to die: on the full disk, with whatever PGlite had half written.
    await rig.server().stop('SIGKILL');
    rmSync(filler);
    await rig.restart({ kill: false });
    user = rig.reconnect(user);

    const list = await user.get<{ researches: Array<{ id: string }> }>('/api/researches?limit=100');
    expect(list.body.researches.map((r) => r.id)).toEqual([saved.body.researchId]);
    expect((await user.get<Subscription>('/api/billing/subscription')).body.usage.keywordsUsed).toBe(1);
    const again = await user.post('/api/research', { ...RESEARCH, keyword: 'space again' });
    expect(again.status).toBe(200);
    expect((await user.get<Subscription>('/api/billing/subscription')).body.usage.keywordsUsed).toBe(2);

    const db = await rig.stopAndOpenDatabase();
    try {
      // node-postgres and PGlite both answer execute() with { rows }; drizzle types it per driver.
      const result: unknown = await db.db.execute(sql`select count(*)::int as count from keyword_results where research_id = ${saved.body.researchId}`);
      expect((result as { rows: Array<{ count: number }> }).rows[0]?.count).toBe(saved.body.totalResults);
      const reserved: unknown = await db.db.execute(sql`select id from usage_events where status = 'reserved'`);
      expect((reserved as { rows: unknown[] }).rows).toEqual([]);
    } finally {
      await db.close();
    }
  }, 180_000);
});
