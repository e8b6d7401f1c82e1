// The embedded data folder (decision 012), with the real server as a child process: a first start
// killed with SIGKILL at random moments always leaves a folder that starts; a second process on one
// DATA_DIR is refused, naming the folder; SIGTERM lets a request in flight finish, then exits 0 and
// releases the lock. Each server runs on a PGlite folder of its own, whatever TEST_DB says.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from '../../src/server/data-dir/data-dir-lock.js';
import { loadOrCreateSessionSecret } from '../../src/server/data-dir/session-secret.js';
import { openDatabase } from '../../src/server/db/client.js';
import { EMBEDDED_FOLDER_NAME } from '../../src/server/db/embedded-folder.js';
import { requestInFlight, spawnServer } from '../support/server-process.js';
import { SKIP_DB_FREE_SUITES } from '../support/test-db.js';

// 1 full start (then killed while serving) + KILL_ROUNDS kills spread over the first start.
const KILL_ROUNDS = 8;
const root = mkdtempSync(path.join(tmpdir(), 'kwl-data-dir-'));
let folderCount = 0;
const newDataDir = () => path.join(root, `data-${++folderCount}`);

afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Resolves once the server has taken the DATA_DIR lock: where its first start really begins. */
async function lockTaken(dataDir: string): Promise<void> {
  const file = path.join(dataDir, LOCK_FILE_NAME);
  for (let i = 0; i < 3000 && !existsSync(file); i++) await new Promise((r) => setTimeout(r, 10));
}

/** A pid that is certainly dead: a process that has already exited. */
function deadPid(): number {
  const done = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(done.stdout.toString());
}

describe.skipIf(SKIP_DB_FREE_SUITES)('a first start killed with SIGKILL at random moments', () => {
  const started = Date.now();
  const survivors: string[] = [];

  it(`leaves a folder that starts, every time (${KILL_ROUNDS + 1} kills)`, async () => {
    // Round 0: a whole first start, to learn how long one takes here (from taking the lock to
    // listening: what comes before is Node loading the code); killed while serving.
    const first = newDataDir();
    const server0 = spawnServer({ DATA_DIR: first });
    await lockTaken(first);
    const t0 = Date.now();
    await server0.listening();
    const firstStartMs = Date.now() - t0;
    server0.kill('SIGKILL');
    await server0.exited();
    survivors.push(first);

    // Kill moments spread evenly over the first start (stratified), each at random in its slice.
    const outcomes: string[] = [];
    for (let round = 0; round < KILL_ROUNDS; round++) {
      const dataDir = newDataDir();
      const delay = ((round + Math.random()) / KILL_ROUNDS) * firstStartMs;
      const server = spawnServer({ DATA_DIR: dataDir });
      await lockTaken(dataDir);
      await new Promise((r) => setTimeout(r, delay));
      server.kill('SIGKILL');
      await server.exited();

      const entries = existsSync(dataDir) ? readdirSync(dataDir) : [];
      if (!entries.includes(EMBEDDED_FOLDER_NAME)) {
        // Killed before the new database was put in place: nothing but leftovers the next start removes.
        expect(entries.every((e) => e === LOCK_FILE_NAME || e.startsWith(`${EMBEDDED_FOLDER_NAME}.creating-`) || e.startsWith('session-secret')), entries.join()).toBe(true);
        outcomes.push(`${Math.round(delay)} ms: not created yet`);
        continue;
      }
      // A database is in place: it opens (taking over the dead server's lock) and is fully migrated.
      const database = await openDatabase({ dataDir });
      try {
        expect(await database.isMigrated()).toBe(true);
        expect(await database.ping()).toBe(true);
      } finally {
        await database.close();
      }
      expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
      survivors.push(dataDir);
      outcomes.push(`${Math.round(delay)} ms: created, opens`);
    }
    // The real server starts on a folder killed before its database was in place (a stale lock and
    // a half-made database in it), or else on the last one killed after.
    const unborn = Array.from({ length: folderCount }, (_, i) => path.join(root, `data-${i + 1}`)).find(
      (d) => existsSync(d) && !existsSync(path.join(d, EMBEDDED_FOLDER_NAME)),
    );
    for (const dataDir of [unborn ?? survivors[survivors.length - 1]!]) {
      const server = spawnServer({ DATA_DIR: dataDir });
      const port = await server.listening();
      expect((await fetch(`http://127.0.0.1:${port}/api/ready`)).status).toBe(200);
      server.kill('SIGTERM');
      expect((await server.exited()).code).toBe(0);
      expect(readdirSync(dataDir).filter((e) => e.includes('.creating-'))).toEqual([]);
    }
    console.log(`data-dir kill rounds: first start ${firstStartMs} ms; ${outcomes.join('; ')}; ${Date.now() - started} ms in all`);
  }, 240_000);

  it('refuses a second process on the same DATA_DIR, naming the folder; SIGTERM lets a request in flight finish, exits 0 and frees the folder', async () => {
    const dataDir = survivors[0]!;
    const owner = spawnServer({ DATA_DIR: dataDir });
    const port = await owner.listening();

    const second = spawnServer({ DATA_DIR: dataDir });
    const { code } = await second.exited();
    expect(code).not.toBe(0);
    const refusal = second.lines.find((l) => l.level === 'fatal');
    expect(String(refusal?.msg)).toContain(`DATA_DIR ${dataDir} is in use by another KeywordLens server (pid ${owner.pid}`);
    expect((await fetch(`http://127.0.0.1:${port}/api/ready`)).status).toBe(200);

    // A request whose body is still arriving when SIGTERM comes.
    const answer = requestInFlight(port, () => owner.kill('SIGTERM'));
    const status = await answer;
    expect(status).toBeGreaterThanOrEqual(200);
    expect(status).toBeLessThan(500);

    // The request was answered after the signal, not refused before it: its log line follows.
    // Log lines are written asynchronously, so they are all read once the process has ended.
    expect(await owner.exited()).toEqual({ code: 0, signal: null });
    const signalAt = owner.lines.findIndex((l) => l.msg === 'signal received');
    const answeredAt = owner.lines.findIndex((l) => l.msg === 'request' && l.path === '/api/auth/sign-in/email');
    expect(signalAt).toBeGreaterThanOrEqual(0);
    expect(answeredAt).toBeGreaterThan(signalAt);
    expect(owner.lines.map((l) => l.msg)).toEqual(expect.arrayContaining(['signal received', 'stopped']));
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
  }, 120_000);
});

describe.skipIf(SKIP_DB_FREE_SUITES)('the DATA_DIR lock file', () => {
  it('is taken over when its owner is dead or unreadable, refused while its owner lives', () => {
    const dataDir = newDataDir();
    const file = path.join(dataDir, LOCK_FILE_NAME);
    const lock = acquireDataDirLock(dataDir);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
    expect(existsSync(file)).toBe(false);

    writeFileSync(file, JSON.stringify({ pid: deadPid() }));
    acquireDataDirLock(dataDir).release();
    writeFileSync(file, ''); // a crash of an older writer: empty
    acquireDataDirLock(dataDir).release();

    writeFileSync(file, JSON.stringify({ pid: process.ppid })); // alive: the test runner's parent
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dataDir)).toThrow(`DATA_DIR ${dataDir} is in use by another KeywordLens server (pid ${process.ppid}`);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ pid: process.ppid }); // left alone
  });

  it('is not released by a process that does not own it', () => {
    const dataDir = newDataDir();
    const lock = acquireDataDirLock(dataDir);
    const file = path.join(dataDir, LOCK_FILE_NAME);
    writeFileSync(file, JSON.stringify({ pid: process.ppid }));
    lock.release();
    expect(existsSync(file)).toBe(true);
  });
});

describe.skipIf(SKIP_DB_FREE_SUITES)('the generated session secret', () => {
  it('is created whole once, kept across starts, and a truncated one is replaced', () => {
    const dataDir = newDataDir();
    const secret = loadOrCreateSessionSecret(dataDir);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(loadOrCreateSessionSecret(dataDir)).toBe(secret);
    expect(readdirSync(dataDir)).toEqual(['session-secret']);
    writeFileSync(path.join(dataDir, 'session-secret'), 'abc'); // what a kill mid-write used to leave
    const replaced = loadOrCreateSessionSecret(dataDir);
    expect(replaced).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(path.join(dataDir, 'session-secret'), 'utf8')).toBe(replaced);
  });
});
