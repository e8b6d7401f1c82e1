// Index-backed page reads (decision 040): a page of a research's rows or a list's items is an index range
// scan at 50,000 rows, for every sort key in both directions, filtered or not: PostgreSQL's plan of
// the very statement the page read runs shows no sequential scan of the rows table. PostgreSQL
// only (PGlite plans alike but reads from memory; the plan is the server's promise).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROW_SORT_KEYS, rowsQuerySchema, type RowsQuery } from '../../src/shared/contract/researches.js';
import type { Database } from '../../src/server/db/client.js';
import { listRowSource, researchRowSource, type RowSource } from '../../src/server/features/research-results/row-source.js';
import { pageRowsStatement, tailRead } from '../../src/server/features/research-results/rows-reader.js';
import { createTestDatabase, TEST_DB_KIND } from '../support/test-db.js';

const ROWS = 50_000;
const RESEARCH = '11111111-1111-4111-8111-111111111111';
const OTHER_RESEARCH = '22222222-2222-4222-8222-222222222222';
const LIST = '33333333-3333-4333-8333-333333333333';
const OTHER_LIST = '44444444-4444-4444-8444-444444444444';

// The filters the table offers, as the browser sends them (keyword-filter-url.ts). Not yet the
// whole-word filters (include, exclude, questions only): they split every keyword into words, the
// planner cannot estimate them and may scan all of the owner's rows (decision 040, open).
const FILTERS: Record<string, Record<string, string>> = {
  none: {},
  search: { q: 'trail' },
  'volume and difficulty': { vol: '10000..', kd: '..40' },
  intent: { intent: 'commercial' },
  cluster: { cluster: '3' },
};

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Total Time'?: number;
  Plans?: PlanNode[];
}

function scans(node: PlanNode): string[] {
  const own = node['Relation Name'] ? [`${node['Node Type']} on ${node['Relation Name']}`] : [];
  return [...own, ...(node.Plans ?? []).flatMap(scans)];
}

describe.skipIf(TEST_DB_KIND !== 'postgres')('page reads at 50,000 rows are index range scans', () => {
  let database: Database;
  const timings: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await db.execute(sql`insert into "user" (id, name, email) values ('plan-user', 'Plan', 'plan@example.test')`);
    await db.execute(sql`insert into keyword_research (id, user_id, seed_keyword, location_code, language_code) values
      (${RESEARCH}, 'plan-user', 'running shoes', 2840, 'en'), (${OTHER_RESEARCH}, 'plan-user', 'trail shoes', 2840, 'en')`);
    await db.execute(sql`insert into keyword_lists (id, user_id, name) values (${LIST}, 'plan-user', 'Plans'), (${OTHER_LIST}, 'plan-user', 'Others')`);
    // Varied figures with missing values, a seed, intents and clusters, as a real research holds.
    const figures = sql`
      (array['running shoes trail ', 'how to choose shoes ', 'best shoes women ', 'cheap men running '])[1 + g % 4] || g,
      case when g % 9 = 0 then null else (g * 7919) % 100000 end,
      case when g % 7 = 0 then null else ((g * 31) % 1000) / 100.0 end,
      case when g % 5 = 0 then null else ((g * 17) % 100) / 100.0 end,
      (array['informational', 'commercial', 'transactional', 'navigational', null])[1 + g % 5],
      case when g % 11 = 0 then null else (g * 13) % 100 end,
      (g * 37) % 101, case when g % 3 = 0 then null else (g % 200) - 100 end, 1 + g % 12, 1 + g % 400`;
    for (const [research, count] of [[RESEARCH, ROWS], [OTHER_RESEARCH, ROWS]] as const) {
      await db.execute(sql`insert into keyword_results (research_id, rank, keyword, search_volume, cpc, competition, intent, difficulty, opportunity, trend, peak_month, cluster_id, is_seed_keyword, depth, relevance)
        select ${research}::uuid, g, ${figures}, g = 0, g % 5, ((g * 53) % 100) / 100.0 from generate_series(0, ${count - 1}) g`);
    }
    // Other rows beside them, as in any real store: the page's own rows are a part of the table.
    for (const list of [LIST, OTHER_LIST]) {
      await db.execute(sql`insert into keyword_list_items (list_id, keyword, search_volume, cpc, competition, intent, difficulty, opportunity, trend, peak_month, cluster_id, metrics_source)
        select ${list}::uuid, ${figures}, 'demo' from generate_series(0, ${ROWS - 1}) g`);
    }
    await db.execute(sql`analyze keyword_results`);
    await db.execute(sql`analyze keyword_list_items`);
  }, 600_000);

  afterAll(async () => {
    // The EXPLAIN ANALYZE times, for the decision's figures.
    if (timings.length > 0) console.log(timings.join('\n'));
    await database?.close();
  });

  async function planOf(source: RowSource, query: RowsQuery, fromEnd: ReturnType<typeof tailRead> = null): Promise<PlanNode> {
    const statement = pageRowsStatement(database.db, source, 'en', query, fromEnd);
    const result = await database.db.execute(sql`explain (analyze, format json) ${statement}`);
    const rows = (result as { rows: { 'QUERY PLAN': [{ Plan: PlanNode }] }[] }).rows;
    return rows[0]!['QUERY PLAN'][0].Plan;
  }

  const sources = [
    ['research', () => researchRowSource(RESEARCH), 'keyword_results'],
    ['list', () => listRowSource(LIST), 'keyword_list_items'],
  ] as const;

  for (const [kind, source, table] of sources) {
    for (const [filterName, filter] of Object.entries(FILTERS)) {
      it(`${kind}: every sort key, both directions, filter: ${filterName}`, async () => {
        for (const sort of ROW_SORT_KEYS) {
          for (const direction of ['asc', 'desc'] as const) {
            for (const offset of ['0', '1000']) {
              const query = rowsQuerySchema.parse({ ...filter, sort, direction, offset, limit: '100' });
              const plan = await planOf(source(), query);
              const seen = scans(plan);
              expect(seen.filter((scan) => scan.startsWith('Seq Scan')), `${kind} ${sort} ${direction} offset ${offset} (${filterName}): ${seen.join(', ')}`).toEqual([]);
              expect(seen.some((scan) => scan.endsWith(table))).toBe(true);
              if (offset === '0' && (sort === 'searchVolume' || sort === 'keyword')) timings.push(`${kind} ${sort} ${direction} (${filterName}): ${plan['Actual Total Time']?.toFixed(2)} ms, ${seen.join(', ')}`);
            }
          }
        }
      }, 120_000);
    }

    // The last page of the unfiltered rows, read from the end (decision 068): the same index, backwards.
    it(`${kind}: the last page read from the end, every sort key, both directions`, async () => {
      for (const sort of ROW_SORT_KEYS) {
        for (const direction of ['asc', 'desc'] as const) {
          const query = rowsQuerySchema.parse({ sort, direction, offset: String(ROWS - 100), limit: '100' });
          const fromEnd = tailRead(query, ROWS);
          expect(fromEnd).toEqual({ offset: 0, limit: 100 });
          const plan = await planOf(source(), query, fromEnd);
          const seen = scans(plan);
          expect(seen.filter((scan) => scan.startsWith('Seq Scan')), `${kind} ${sort} ${direction} from the end: ${seen.join(', ')}`).toEqual([]);
          expect(seen.some((scan) => scan.endsWith(table))).toBe(true);
          if (sort === 'searchVolume' || sort === 'keyword') timings.push(`${kind} ${sort} ${direction} (last page, from the end): ${plan['Actual Total Time']?.toFixed(2)} ms, ${seen.join(', ')}`);
        }
      }
    }, 120_000);
  }
});
