// The store's data migration (0008_one_result_store.sql, its first statements): SERP analyses and related searches stored
// before it become keyword_research rows with the same ids (usage_events.result_id still names
// them), SERP organic results become serp_results rows, then the old tables are gone.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, migrationsUpTo, openEmptyDatabase, type MigratingDb } from '../support/migrating-db.js';

const SERP_ID = '11111111-1111-4111-8111-111111111111';
const RELATED_ID = '22222222-2222-4222-8222-222222222222';
const KEYWORDS_ID = '33333333-3333-4333-8333-333333333333';

let database: MigratingDb;
let oldMigrations: string;

beforeAll(async () => {
  oldMigrations = await mkdtemp(path.join(os.tmpdir(), 'kwl-migrations-'));
  await migrationsUpTo(oldMigrations, 7);
  database = await openEmptyDatabase();
  await database.migrate(oldMigrations);
});

afterAll(async () => {
  await database?.close();
  await rm(oldMigrations, { recursive: true, force: true });
});

describe('migration 0008: SERP analyses and related searches move into the result store', () => {
  it('copies them with their ids, kinds, totals, cost and organic rows, then drops the old tables', async () => {
    await database.query(`insert into "user" (id, name, email) values ('u1', '', 'u1@example.test')`);
    const results = JSON.stringify([
      { position: 1, domain: 'a.example', url: 'https://a.example/', title: 'A', description: 'first', breadcrumb: 'a.example › shoes' },
      { position: 2, domain: 'b.example', url: 'https://b.example/', title: 'B', description: 'second' },
      { note: 'an older shape without a url is skipped' },
    ]);
    const snapshot = JSON.stringify({ features: [{ type: 'people_also_ask', items: [] }], seResultsCount: 12345, checkUrl: 'https://google.example', fetchedAt: '2026-11-20T10:00:00.000Z' });
    await database.query(
      `insert into serp_analyses (id, user_id, keyword, location_code, language_code, api_cost, provider, results, snapshot, created_at)
       values ('${SERP_ID}', 'u1', 'running shoes', 2840, 'en', 0.002, 'dataforseo', '${results}', '${snapshot}', '2026-11-20T10:00:01Z')`,
    );
    await database.query(
      `insert into related_research (id, user_id, keyword, location_code, language_code, depth, total_results, loaded_results, api_cost, provider)
       values ('${RELATED_ID}', 'u1', 'trail shoes', 2276, 'de', 2, 340, 200, 0.04, 'demo')`,
    );
    await database.query(
      `insert into keyword_research (id, user_id, seed_keyword, total_results, location_code, language_code, result_limit)
       values ('${KEYWORDS_ID}', 'u1', 'seo tools', 3, 2840, 'en', 100)`,
    );
    await database.query(
      `insert into usage_events (user_id, tool, request_key, status, result_id) values ('u1', 'serp', 'k1', 'settled', '${SERP_ID}'), ('u1', 'related', 'k2', 'settled', '${RELATED_ID}')`,
    );

    await database.migrate(migrationsFolder);

    const researches = await database.query<Record<string, unknown>>(
      `select id, kind, status, seed_keyword, request, total_results, loaded_results, location_code, language_code, api_cost::float8 as cost, provider, snapshot->>'seResultsCount' as count
       from keyword_research order by id`,
    );
    expect(researches).toEqual([
      expect.objectContaining({ id: SERP_ID, kind: 'serp', status: 'complete', seed_keyword: 'running shoes', total_results: 3, cost: 0.002, provider: 'dataforseo', count: '12345' }),
      expect.objectContaining({
        id: RELATED_ID,
        kind: 'related',
        seed_keyword: 'trail shoes',
        request: { keyword: 'trail shoes', languageCode: 'de', locationCode: 2276, depth: 2, limit: 100 },
        total_results: 340,
        loaded_results: 0,
        cost: 0.04,
      }),
      expect.objectContaining({ id: KEYWORDS_ID, kind: 'keywords', request: { keyword: 'seo tools', languageCode: 'en', locationCode: 2840, limit: 100 }, loaded_results: 3 }),
    ]);
    const organic = await database.query<Record<string, unknown>>(
      `select position, domain, url, title, description, breadcrumb, metrics_source from serp_results where research_id = '${SERP_ID}' order by position`,
    );
    expect(organic).toEqual([
      { position: 1, domain: 'a.example', url: 'https://a.example/', title: 'A', description: 'first', breadcrumb: 'a.example › shoes', metrics_source: 'dataforseo' },
      { position: 2, domain: 'b.example', url: 'https://b.example/', title: 'B', description: 'second', breadcrumb: null, metrics_source: 'dataforseo' },
    ]);
    const paidFor = await database.query<{ n: number }>(`select count(*)::int as n from usage_events e join keyword_research r on r.id = e.result_id`);
    expect(paidFor[0]?.n).toBe(2);
    const tables = await database.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables where table_name in ('serp_analyses', 'related_research')`,
    );
    expect(tables[0]?.n).toBe(0);
  });
});
