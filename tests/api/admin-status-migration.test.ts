// Migration 0001 on a database that already has data: stored statuses are rewritten to their one
// spelling ("cancelled" -> "canceled"), then the CHECK constraint holds every later write. Runs on
// PGlite and, with TEST_DB=postgres, on PostgreSQL, the two databases the app migrates at start.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, migrationsUpTo, openEmptyDatabase, type MigratingDb } from '../support/migrating-db.js';

let database: MigratingDb;
let oldMigrations: string;

beforeAll(async () => {
  oldMigrations = await mkdtemp(path.join(os.tmpdir(), 'kwl-migrations-'));
  await migrationsUpTo(oldMigrations, 0);
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
