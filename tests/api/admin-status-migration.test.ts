// Migration 0001 on a database that already has data: stored statuses are rewritten to their one
// spelling ("cancelled" -> "canceled"), then the CHECK constraint holds every later write. Runs on
// PGlite and, with TEST_DB=postgres, on PostgreSQL, the two databases the app migrates at start.
import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB_KIND } from '../support/test-db.js';

const migrationsFolder = fileURLToPath(new URL('../../src/server/db/migrations', import.meta.url));

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** A copy of the migrations folder that stops before 0001: the database as it was. */
async function migrationsUpTo0000(dir: string) {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal;
  await mkdir(path.join(dir, 'meta'), { recursive: true });
  await writeFile(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.filter((e) => e.idx === 0) }));
  await copyFile(path.join(migrationsFolder, '0000_init.sql'), path.join(dir, '0000_init.sql'));
}

interface MigratingDb {
  migrate(folder: string): Promise<void>;
  query<T>(statement: string): Promise<T[]>;
  close(): Promise<void>;
}

async function openEmptyDatabase(): Promise<MigratingDb> {
  if (TEST_DB_KIND === 'pglite') {
    const client = new PGlite();
    const db = drizzlePglite(client);
    return {
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      query: async <T>(statement: string) => (await client.query<T>(statement)).rows,
      close: () => client.close(),
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `kwl_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const db = drizzlePg(client);
  return {
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    query: async <T>(statement: string) => (await client.query(statement)).rows as T[],
    close: async () => {
      await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

let database: MigratingDb;
let oldMigrations: string;

beforeAll(async () => {
  oldMigrations = await mkdtemp(path.join(os.tmpdir(), 'kwl-migrations-'));
  await migrationsUpTo0000(oldMigrations);
  database = await openEmptyDatabase();
  await database.migrate(oldMigrations);
});

afterAll(async () => {
  await database?.close();
  await rm(oldMigrations, { recursive: true, force: true });
});

describe('migration 0001: one spelling of each subscription status', () => {
  it('rewrites stored spellings, keeps the others, then refuses unknown statuses', async () => {
    const stored = { a: 'cancelled', b: ' Canceled ', c: 'ACTIVE', d: 'past_due', e: 'expired' };
    for (const [id, status] of Object.entries(stored)) {
      await database.query(`insert into "user" (id, name, email) values ('${id}', '', '${id}@example.test')`);
      await database.query(
        `insert into user_subscriptions (user_id, tier, status, current_period_start, current_period_end)
         values ('${id}', 'starter', '${status}', now(), now())`,
      );
    }

    await database.migrate(migrationsFolder);

    const rows = await database.query<{ user_id: string; status: string }>('select user_id, status from user_subscriptions order by user_id');
    expect(Object.fromEntries(rows.map((r) => [r.user_id, r.status]))).toEqual({
      a: 'canceled',
      b: 'canceled',
      c: 'active',
      d: 'past_due',
      e: 'expired',
    });
    await expect(database.query(`update user_subscriptions set status = 'cancelled' where user_id = 'a'`)).rejects.toThrow(
      /user_subscriptions_status_check/,
    );
    await expect(database.query(`update user_subscriptions set status = 'trialing' where user_id = 'a'`)).rejects.toThrow();
    await database.query(`update user_subscriptions set status = 'inactive' where user_id = 'a'`);
  });

  it('is recorded once: migrating again (every app start does) changes nothing', async () => {
    const applied = async () => (await database.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations'))[0]!.n;
    const before = await applied();
    await database.migrate(migrationsFolder);
    expect(await applied()).toBe(before);
  });
});
