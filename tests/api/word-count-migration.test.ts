// Migration 0021_keyword_word_count.sql (decision 048) on rows stored before it (PGlite, or
// PostgreSQL with TEST_DB=postgres): the word count is a generated column, so every research row
// and list item already stored gets the count the shared rule (keywordWordCount) gives its
// keyword, and so does every row written after it, however it is written.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keywordWordCount } from '../../src/shared/keyword-rule.js';
import { migrationsFolder, migrationsUpTo, openEmptyDatabase, type MigratingDb } from '../support/migrating-db.js';

const RESEARCH_ID = '55555555-5555-4555-8555-555555555555';
const LIST_ID = '66666666-6666-4666-8666-666666666666';
/** The journal index of 0020_page_indexes_and_row_totals, the last migration before the word count. */
const BEFORE_WORD_COUNT = 19;

const KEYWORDS = ['running shoes', '  best   running\u00a0shoes ', 'e-bike', '東京 ラーメン', 'tab\tand\u3000ideographic space', 'line\nbreak', 'single', ' '];

let database: MigratingDb;
let oldMigrations: string;

beforeAll(async () => {
  oldMigrations = await mkdtemp(path.join(os.tmpdir(), 'kwl-migrations-'));
  await migrationsUpTo(oldMigrations, BEFORE_WORD_COUNT);
  database = await openEmptyDatabase();
  await database.migrate(oldMigrations);
});

afterAll(async () => {
  await database?.close();
  await rm(oldMigrations, { recursive: true, force: true });
});

const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`;

describe('migration 0021: the word count of rows stored before it', () => {
  it('counts the words of every stored row and item as the shared rule does, and of every row written after', async () => {
    await database.query(`insert into "user" (id, name, email) values ('u1', '', 'u1@example.test')`);
    await database.query(`insert into keyword_research (id, user_id, seed_keyword, location_code, language_code) values ('${RESEARCH_ID}', 'u1', 'shoes', 2840, 'en')`);
    await database.query(`insert into keyword_lists (id, user_id, name) values ('${LIST_ID}', 'u1', 'Old list')`);
    await database.query(`insert into keyword_results (research_id, rank, keyword) values ${KEYWORDS.map((k, i) => `('${RESEARCH_ID}', ${i}, ${sqlText(k)})`).join(', ')}`);
    await database.query(`insert into keyword_list_items (list_id, keyword) values ${KEYWORDS.map((k) => `('${LIST_ID}', ${sqlText(k)})`).join(', ')}`);

    await database.migrate(migrationsFolder);
    await database.query(`insert into keyword_results (research_id, rank, keyword) values ('${RESEARCH_ID}', 100, 'written after the migration')`);

    const expected = [...KEYWORDS, 'written after the migration'].map((keyword) => ({ keyword, word_count: keywordWordCount(keyword) }));
    expect(await database.query(`select keyword, word_count from keyword_results order by rank`)).toEqual(expected);
    expect(await database.query(`select keyword, word_count from keyword_list_items order by rank`)).toEqual(expected.slice(0, KEYWORDS.length));
  });
});
