// Migration 0018_list_analysis.sql (decision 033) on items saved before it (PGlite, or PostgreSQL
// with TEST_DB=postgres): each fetched item gets the figures the shared rule gives its metrics
// (rowFigures: the SERP-less opportunity, peak month, trends), a pending item none, and no item a
// cluster yet (the list is clustered on its first clusters read or next change).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowFigures } from '../../src/shared/analysis/row-figures.js';
import { migrationsFolder, migrationsUpTo, openEmptyDatabase, type MigratingDb } from '../support/migrating-db.js';

const LIST_ID = '44444444-4444-4444-8444-444444444444';
/** The journal index of 0017_keyword_lists, the last migration before the analysis columns. */
const BEFORE_ANALYSIS = 16;

let database: MigratingDb;
let oldMigrations: string;

const series = (volumes: (number | null)[]) =>
  volumes.map((searchVolume, i) => {
    const index = 2025 * 12 + 10 + i; // from Nov 2025
    return { year: Math.floor(index / 12), month: (index % 12) + 1, searchVolume };
  });

const items = [
  { keyword: 'rising shoes', searchVolume: 4400, difficulty: 35, cpc: 1.8, intent: 'commercial', monthlySearches: series([100, 120, 90, 80, 100, 110, 130, 150, 170, 160, 200, 240, 260]) },
  { keyword: 'falling shoes', searchVolume: 90, difficulty: null, cpc: null, intent: null, monthlySearches: series([500, 480, 450, 400, 380, 300, 250]) },
  { keyword: 'flat shoes', searchVolume: 12_000, difficulty: 80, cpc: 0.2, intent: 'navigational', monthlySearches: [] },
  { keyword: 'some gaps', searchVolume: 10, difficulty: 5, cpc: 9, intent: 'transactional', monthlySearches: series([0, null, 0, 0, 5, 0]) },
];

beforeAll(async () => {
  oldMigrations = await mkdtemp(path.join(os.tmpdir(), 'kwl-migrations-'));
  await migrationsUpTo(oldMigrations, BEFORE_ANALYSIS);
  database = await openEmptyDatabase();
  await database.migrate(oldMigrations);
});

afterAll(async () => {
  await database?.close();
  await rm(oldMigrations, { recursive: true, force: true });
});

const sqlText = (value: string | null) => (value === null ? 'null' : `'${value.replace(/'/g, "''")}'`);

describe('migration 0018: the analysis of items saved before it', () => {
  it('writes the shared figures of every fetched item, none of a pending one, and no cluster', async () => {
    await database.query(`insert into "user" (id, name, email) values ('u1', '', 'u1@example.test')`);
    await database.query(`insert into keyword_lists (id, user_id, name) values ('${LIST_ID}', 'u1', 'Old list')`);
    const values = items
      .map(
        (item) =>
          `('${LIST_ID}', ${sqlText(item.keyword)}, ${item.searchVolume}, ${item.difficulty ?? 'null'}, ${item.cpc ?? 'null'}, ${sqlText(item.intent)}, '${JSON.stringify(item.monthlySearches)}', 'demo')`,
      )
      .join(', ');
    await database.query(`insert into keyword_list_items (list_id, keyword, search_volume, difficulty, cpc, intent, monthly_searches, metrics_source) values ${values}`);
    await database.query(`insert into keyword_list_items (list_id, keyword) values ('${LIST_ID}', 'pending shoes')`);

    await database.migrate(migrationsFolder);

    const rows = await database.query<{ keyword: string; opportunity: number | null; trend: number | null; trend_yoy: number | null; peak_month: number | null; cluster_id: number | null }>(
      `select keyword, opportunity, trend, trend_yoy, peak_month, cluster_id from keyword_list_items order by rank`,
    );
    expect(rows.map((row) => row.keyword)).toEqual([...items.map((item) => item.keyword), 'pending shoes']);
    items.forEach((item, i) => {
      const row = rows[i]!;
      expect({ opportunity: row.opportunity, trend: row.trend, trendYoy: row.trend_yoy, peakMonth: row.peak_month }, item.keyword).toEqual(rowFigures(item));
    });
    expect(rows.at(-1)).toMatchObject({ opportunity: null, trend: null, trend_yoy: null, peak_month: null });
    expect(rows.every((row) => row.cluster_id === null)).toBe(true);
  });
});
