// A fresh database migrated step by step, for tests of a migration on data stored before it: a
// copy of the migrations folder that stops at a given migration, then the whole folder.
import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { TEST_DB_KIND } from './test-db.js';

export const migrationsFolder = fileURLToPath(new URL('../../src/server/db/migrations', import.meta.url));

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** A copy of the migrations folder in `dir` that stops after migration `lastIdx`: the database as it was. */
export async function migrationsUpTo(dir: string, lastIdx: number) {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal;
  const entries = journal.entries.filter((e) => e.idx <= lastIdx);
  await mkdir(path.join(dir, 'meta'), { recursive: true });
  await writeFile(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) await copyFile(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
}

export interface MigratingDb {
  migrate(folder: string): Promise<void>;
  query<T>(statement: string): Promise<T[]>;
  close(): Promise<void>;
}

export async function openEmptyDatabase(): Promise<MigratingDb> {
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
