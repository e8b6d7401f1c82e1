// Backup and restore of the embedded database (decision 036), through the real
// commands: a real server on a data folder is filled over HTTP (users, a research and its rows, a
// list with items, an import job, an avatar, an API key), backed up while it runs, restored into an
// empty folder and compared row by row, table by table (every table of the Drizzle schema), then
// served by a new server. On PostgreSQL: the export into a fresh database, its refusals, and a copy
// that fails half way leaving nothing.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.js';
import { controlSocketPath } from '../../src/server/operations/control-channel.js';
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher.js';
import { spawnServer, type ServerProcess } from '../support/server-process.js';
import { readAllTables, schemaTables } from '../support/table-rows.js';
import { createClient, createVerifiedUser, freePort, type TestClient } from '../support/test-app.js';
import { createEmptyPostgresDatabase, SKIP_DB_FREE_SUITES, type EmptyPostgresDatabase } from '../support/test-db.js';

interface CommandRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs one of the operations commands as `npm run …` does: node with tsx, in the repository. */
function runCommand(name: 'backup' | 'restore' | 'export-postgres', args: string[], env: Record<string, string> = {}): Promise<CommandRun> {
  const child = spawn(process.execPath, ['--import', 'tsx', `src/server/operations/cli/${name}.ts`, ...args], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

const SESSION_SECRET = 'backup-test-secret-backup-test-secret';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function startServer(dataDir: string, mail: MailCatcher): Promise<{ server: ServerProcess; url: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawnServer({ DATA_DIR: dataDir, PORT: String(port), APP_URL: url, SMTP_URL: mail.smtpUrl, SESSION_SECRET, JOB_POLL_MS: '100' });
  await server.listening();
  return { server, url };
}

async function stopServer(server: ServerProcess): Promise<void> {
  server.kill('SIGTERM');
  expect((await server.exited()).code).toBe(0);
}

async function tablesOfFolder(dataDir: string): Promise<Record<string, string[]>> {
  const database = await openDatabase({ dataDir });
  try {
    return await readAllTables(database.db);
  } finally {
    await database.close();
  }
}

/** Fills the running server the way people do: over HTTP. Answers what the later checks look at. */
async function fillOverHttp(url: string, mail: MailCatcher) {
  const alice = await createVerifiedUser(url, mail);
  await createVerifiedUser(url, mail);
  const research = await alice.post('/api/research', { keyword: 'garden tools', languageCode: 'en', locationCode: 2840, limit: 50 });
  expect(research.status).toBe(200);
  const list = await alice.post('/api/lists', { name: 'Garden' });
  expect(list.status).toBe(201);
  expect((await alice.post(`/api/lists/${list.body.id}/items`, { researchId: research.body.researchId, ranks: [0, 1, 2] })).status).toBe(200);
  const imported = await alice.post(`/api/lists/${list.body.id}/import`, { text: 'compost bin\nrain barrel\nraised bed kit' });
  expect(imported.status).toBe(202);
  for (let i = 0; imported.body.job && i < 300; i++) {
    const job = await alice.get(`/api/lists/${list.body.id}/jobs/${imported.body.job.id}`);
    if (job.body.status === 'complete') break;
    await sleep(100);
  }
  const form = new FormData();
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 20, g: 140, b: 90 } } }).png().toBuffer();
  form.append('avatar', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'avatar.png');
  const avatar = await alice.request('POST', '/api/profile/avatar', form);
  expect(avatar.status).toBe(200);
  const key = await alice.post('/api/api-keys', { name: 'Nightly export' });
  expect(key.status).toBe(201);
  const avatarBytes = Buffer.from(await (await fetch(`${url}${avatar.body.avatarUrl}`)).arrayBuffer());
  return { alice, listId: list.body.id as string, avatarUrl: avatar.body.avatarUrl as string, avatarBytes, apiKey: key.body.secret as string };
}

describe.skipIf(SKIP_DB_FREE_SUITES)('backup and restore of the embedded database', () => {
  let root: string;
  let mail: MailCatcher;
  let sourceDir: string;
  let backupFile: string;
  let filled: Awaited<ReturnType<typeof fillOverHttp>>;
  let sourceTables: Record<string, string[]>;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'kl-backup-'));
    sourceDir = path.join(root, 'data');
    mail = await startMailCatcher();
    const { server, url } = await startServer(sourceDir, mail);
    try {
      filled = await fillOverHttp(url, mail);
      // The live channel is reachable by this user only.
      const socket = controlSocketPath(sourceDir);
      expect(statSync(socket).mode & 0o777).toBe(0o600);
      expect(statSync(path.dirname(socket)).mode & 0o777).toBe(0o700);

      const backup = await runCommand('backup', ['--data-dir', sourceDir, '--out', path.join(root, 'backups')]);
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      expect(backup.stdout).toContain(`from the running server (pid ${server.pid})`);
      backupFile = /^\s+(\/\S+\.tar\.gz)$/m.exec(backup.stdout)![1]!;
      expect(path.basename(backupFile)).toMatch(/^keywordlens-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);
      const size = statSync(backupFile).size;
      expect(backup.stdout).toContain(`(${size} bytes)`);
      expect(statSync(backupFile).mode & 0o777).toBe(0o600);
    } finally {
      await stopServer(server);
    }
    sourceTables = await tablesOfFolder(sourceDir);
  }, 300_000);

  afterAll(async () => {
    await mail?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('restores into an empty folder every row of every table, and a server on it serves them', async () => {
    for (const table of ['user', 'session', 'keyword_research', 'keyword_results', 'keyword_lists', 'keyword_list_items', 'jobs', 'avatar_images', 'api_keys']) {
      expect(sourceTables[table]?.length, table).toBeGreaterThan(0);
    }
    expect(Object.keys(sourceTables)).toHaveLength(schemaTables.length);

    const restoredDir = path.join(root, 'restored');
    const restore = await runCommand('restore', [backupFile, '--data-dir', restoredDir]);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toMatch(/keyword_list_items\s+\d+/);
    expect(await tablesOfFolder(restoredDir)).toEqual(sourceTables);

    // `npm start` on the folder: Alice's session (same SESSION_SECRET), list, avatar and API key work.
    const { server, url } = await startServer(restoredDir, mail);
    try {
      const alice: TestClient = createClient(url);
      for (const [name, value] of filled.alice.cookies) alice.cookies.set(name, value);
      const list = await alice.get(`/api/lists/${filled.listId}`);
      expect(list.status).toBe(200);
      expect(list.body.keywordCount).toBeGreaterThan(3);
      const avatar = await fetch(`${url}${filled.avatarUrl}`);
      expect(avatar.status).toBe(200);
      expect(Buffer.from(await avatar.arrayBuffer())).toEqual(filled.avatarBytes);
      expect((await fetch(`${url}/api/serp/latest`, { headers: { Authorization: `Bearer ${filled.apiKey}` } })).status).toBe(200);
    } finally {
      await stopServer(server);
    }
  }, 300_000);

  it('refuses a folder that is not empty, a missing file and a file that is not a backup, and changes nothing', async () => {
    const before = readdirSync(sourceDir).sort();
    const intoLive = await runCommand('restore', [backupFile], { DATA_DIR: sourceDir });
    expect(intoLive.code).toBe(1);
    expect(intoLive.stderr).toContain(`Refusing to restore into ${sourceDir}: the folder is not empty`);
    expect(readdirSync(sourceDir).sort()).toEqual(before);
    expect(await tablesOfFolder(sourceDir)).toEqual(sourceTables);

    const fresh = path.join(root, 'never-made');
    const missing = await runCommand('restore', [path.join(root, 'nothing.tar.gz'), '--data-dir', fresh]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/does not exist/);
    const notBackup = path.join(root, 'notes.tar.gz');
    writeFileSync(notBackup, 'just some text');
    const wrong = await runCommand('restore', [notBackup, '--data-dir', fresh]);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/is not a KeywordLens backup/);
    expect(readdirSync(root)).not.toContain('never-made');
  }, 300_000);

  describe.skipIf(!process.env.TEST_DATABASE_URL)('export to PostgreSQL', () => {
    const targets: EmptyPostgresDatabase[] = [];
    const newTarget = async () => {
      const target = await createEmptyPostgresDatabase();
      targets.push(target);
      return target;
    };
    afterAll(async () => {
      for (const target of targets) await target.drop();
    });

    async function tablesOfPostgres(url: string) {
      const database = await openDatabase({ databaseUrl: url });
      try {
        return await readAllTables(database.db);
      } finally {
        await database.close();
      }
    }

    it('copies every row of a stopped data folder, with the sequences, and then refuses the filled target', async () => {
      const target = await newTarget();
      const exported = await runCommand('export-postgres', ['--data-dir', sourceDir], { DATABASE_URL: target.url });
      expect(exported.stderr).toBe('');
      expect(exported.code).toBe(0);
      expect(exported.stdout).toMatch(new RegExp(`keyword_list_items\\s+${sourceTables['keyword_list_items']!.length}\\n`));
      expect(await tablesOfPostgres(target.url)).toEqual(sourceTables);

      // The identity behind list item ranks continues after the copied rows.
      const client = new pg.Client({ connectionString: target.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ last: string; max: number }>(
          `select (select last_value from pg_sequences where sequencename = 'keyword_list_items_rank_seq')::text as last, (select max(rank) from keyword_list_items) as max`,
        );
        expect(Number(rows[0]!.last)).toBeGreaterThanOrEqual(rows[0]!.max);
      } finally {
        await client.end();
      }

      const again = await runCommand('export-postgres', ['--from-backup', backupFile], { DATABASE_URL: target.url });
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/Refusing to export into postgres:\/\/.*: it already holds KeywordLens data \(.*user: 2 rows/);
      expect(await tablesOfPostgres(target.url)).toEqual(sourceTables);
    }, 300_000);

    it('copies a backup file, and a copy that fails half way leaves no row', async () => {
      const target = await newTarget();
      // Migrated and empty is accepted; a constraint only the copy's late tables break fails it midway.
      await (await openDatabase({ databaseUrl: target.url })).close();
      const client = new pg.Client({ connectionString: target.url });
      await client.connect();
      try {
        await client.query('alter table keyword_list_items add constraint refuse_every_row check (false) not valid');
        const failed = await runCommand('export-postgres', ['--from-backup', backupFile], { DATABASE_URL: target.url });
        expect(failed.code).toBe(1);
        expect(failed.stderr).toMatch(/refuse_every_row/);
        const counts = await client.query<{ n: number }>('select (select count(*) from "user")::int + (select count(*) from keyword_lists)::int as n');
        expect(counts.rows[0]!.n).toBe(0);
        await client.query('alter table keyword_list_items drop constraint refuse_every_row');
      } finally {
        await client.end();
      }
      const exported = await runCommand('export-postgres', ['--from-backup', backupFile], { DATABASE_URL: target.url });
      expect(exported.stderr).toBe('');
      expect(exported.code).toBe(0);
      expect(await tablesOfPostgres(target.url)).toEqual(sourceTables);
    }, 300_000);
  });
});
