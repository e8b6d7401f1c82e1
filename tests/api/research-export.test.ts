// GET /api/researches/:id/export on the real app and database: formats, headers, the filter,
// who may export, refusals as JSON errors, and a 100,000-row export that streams.
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { keywordResearch, keywordResults, userRoles } from '../../src/server/db/schema/index.js';
import { EXPORT_BATCH_SIZE, readExportRows } from '../../src/server/features/research-results/export-rows.js';
import type { RowsPage } from '../../src/shared/contract/researches.js';
import { EXPORT_FORMAT_INVALID } from '../../src/shared/contract/researches-export.js';
import { utcDateStamp } from '../../src/shared/export/export-file-name.js';
import { RESULTS_NOT_FOUND } from '../../src/shared/messages/research.js';
import { TEST_DB_KIND } from '../support/test-db.js';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.js';

type SignedIn = TestClient & { email: string; userId: string };

/**
 * What streaming a 100,000-row export may add to the heap: far below the JSON export itself
 * (over 90 MB), so an export built in memory, or read ahead without bound, fails.
 */
const HEAP_GROWTH_BOUND = 64 * 2 ** 20;

/** A full garbage collection on demand (V8's gc(), exposed at run time for this file). */
function garbageCollector(): () => void {
  const exposed = globalThis.gc;
  if (exposed) return () => void exposed();
  v8.setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

let app: TestApp;
let owner: SignedIn;
let other: SignedIn;
let admin: SignedIn;
let researchId: string;

// The trend is the table's (decision 046): the latest 3 months (Aug-Oct, 360) against the 3 before
// (May-Jul, 300) is +20 %.
const monthly = [
  { year: 2025, month: 12, searchVolume: 100 },
  ...[5, 6, 7].map((month) => ({ year: 2026, month, searchVolume: 100 })),
  ...[8, 9, 10].map((month) => ({ year: 2026, month, searchVolume: 120 })),
];

async function download(client: TestClient, path: string) {
  const res = await fetch(`${app.url}${path}`, { headers: { Cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { res, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
}

beforeAll(async () => {
  app = await startTestApp();
  [owner, other, admin] = await Promise.all([app.createUser(), app.createUser(), app.createUser()]);
  const db = app.deps.database.db;
  await db.insert(userRoles).values({ userId: admin.userId, role: 'admin' });
  const [research] = await db
    .insert(keywordResearch)
    .values({ userId: owner.userId, seedKeyword: 'laufschuhe damen', locationCode: 2276, languageCode: 'de' })
    .returning();
  researchId = research!.id;
  await db.insert(keywordResults).values([
    { researchId, rank: 0, keyword: 'laufschuhe damen', searchVolume: 9000, cpc: 0.9, difficulty: 40, intent: 'commercial', monthlySearches: monthly, isSeedKeyword: true, metricsFetchedAt: new Date('2026-11-20T08:00:00.000Z') },
    { researchId, rank: 1, keyword: 'günstige laufschuhe damen', searchVolume: 1200, cpc: 0.7, difficulty: 25, intent: 'transactional', monthlySearches: monthly },
    { researchId, rank: 2, keyword: 'wie laufschuhe binden', searchVolume: 300, cpc: null, difficulty: 5, intent: 'informational', monthlySearches: [] },
    { researchId, rank: 3, keyword: '=HYPERLINK("x")', searchVolume: 10, cpc: 0.1, difficulty: 1, intent: null, monthlySearches: [] },
  ]);
});

afterAll(async () => {
  await app?.close();
});

describe('GET /api/researches/:id/export', () => {
  it('downloads CSV with the BOM, the market and months, named after seed, market and day', async () => {
    const { res, text } = await download(owner, `/api/researches/${researchId}/export?format=csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain(`filename="keyword-research-laufschuhe-damen-de-de-${utcDateStamp(new Date())}.csv"`);
    expect(text.startsWith('\uFEFFKeyword,Search Volume,CPC,Intent,Difficulty,Location,Language,Nov 2025,Dec 2025,')).toBe(true);
    const rows = Papa.parse<string[]>(text.slice(1), { newline: '\r\n' }).data;
    expect(rows).toHaveLength(5);
    expect(rows[1]?.slice(0, 9)).toEqual(['laufschuhe damen', '9000', '0.9', 'commercial', '40', 'Germany', 'German', '-', '100']);
    expect(rows[1]?.at(-12)).toBe('20');
    expect(rows[0]?.slice(-11, -8)).toEqual(['Opportunity', 'Peak Month', 'Cluster']);
    // Provenance, then the metrics declared after the export's own columns (decisions 048, 059 and 060): the word
    // count, the YoY change, the SERP features and the value of ranking, empty until read for the keyword.
    expect(rows[0]?.slice(-8)).toEqual(['Source', 'Fetched At', 'Word Count', 'YoY (%)', 'SERP Features', 'Traffic Potential', 'Parent Topic', 'Global Search Volume']);
    expect(rows[1]?.slice(-8)).toEqual(['dataforseo_labs: dataforseo_labs/google/keyword_suggestions, keyword_ideas, keyword_overview', '2026-11-20T08:00:00.000Z', '2', '-', '-', '-', '-', '-']);
    expect(rows[2]?.at(-7)).toBe('');
    expect(rows[4]?.[0]).toBe(`'=HYPERLINK("x")`);
  });

  it('applies the filter, with the research language for questions', async () => {
    const { text } = await download(owner, `/api/researches/${researchId}/export?format=json&qs=1`);
    expect((JSON.parse(text) as { keyword: string }[]).map((r) => r.keyword)).toEqual(['wie laufschuhe binden']);
    // JSON always carries the provenance.
    expect(JSON.parse(text)).toMatchObject([{ source: 'dataforseo_labs: dataforseo_labs/google/keyword_suggestions, keyword_ideas, keyword_overview', fetchedAt: null }]);
    const ranged = await download(owner, `/api/researches/${researchId}/export?format=json&vol=1000..&exc=günstige`);
    expect((JSON.parse(ranged.text) as { keyword: string; languageCode: string }[]).map((r) => [r.keyword, r.languageCode])).toEqual([['laufschuhe damen', 'de']]);
  });

  it('lists the rows in the table’s sort (the rows read’s own sort and direction parameters), filtered', async () => {
    const { text } = await download(owner, `/api/researches/${researchId}/export?format=json&sort=cpc&direction=asc&exc=binden`);
    // The seed first, as in the table; then CPC lowest first.
    expect((JSON.parse(text) as { keyword: string }[]).map((r) => r.keyword)).toEqual(['laufschuhe damen', '=HYPERLINK("x")', 'günstige laufschuhe damen']);
  });

  it.each([
    ['cpc', 'asc'],
    ['cpc', 'desc'],
    ['keyword', 'desc'],
    ['difficulty', 'asc'],
    ['intent', 'desc'],
    ['searchVolume', 'desc'],
  ] as const)('walks the %s %s order one row per batch exactly as the paged rows read lists it', async (sort, direction) => {
    const page = await owner.get<RowsPage>(`/api/researches/${researchId}/rows?sort=${sort}&direction=${direction}`);
    const exported: string[] = [];
    for await (const row of readExportRows(app.deps.database.db, { researchId, order: { sort, direction }, batchSize: 1 })) exported.push(row.keyword);
    expect(exported).toEqual(page.body.rows.map((r) => r.keyword));
  });

  it('writes TXT as tab-separated text', async () => {
    const { res, text } = await download(owner, `/api/researches/${researchId}/export?format=txt&inc=LAUFSCHUHE&incm=all`);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(text.split('\n')).toHaveLength(4);
    expect(text.split('\n')[0]?.split('\t').slice(0, 2)).toEqual(['Keyword', 'Search Volume']);
  });

  it('lets an admin export, answers 404 to another user and 401 to nobody', async () => {
    expect((await download(admin, `/api/researches/${researchId}/export`)).res.status).toBe(200);
    const refused = await other.get(`/api/researches/${researchId}/export`);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ error: { code: 'NOT_FOUND', message: RESULTS_NOT_FOUND } });
    const missing = await owner.get('/api/researches/00000000-0000-4000-8000-000000000000/export');
    expect(missing.status).toBe(404);
    expect((await app.client().get(`/api/researches/${researchId}/export`)).status).toBe(401);
  });

  it.each([
    ['format=xlsx', EXPORT_FORMAT_INVALID],
    ['vol=9..1', 'Search volume: the minimum must not be above the maximum.'],
    ['intent=buy', 'Intent must be one of informational, navigational, commercial, transactional.'],
    ['opp=x..', 'Opportunity must be a range such as 10..500, 10.. or ..500.'],
    ['peak=13', 'peak must be a month number from 1 to 12.'],
  ])('refuses %s with a 400 JSON error', async (query, message) => {
    const res = await owner.get(`/api/researches/${researchId}/export?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });

  it('refuses a malformed id with a 400 JSON error', async () => {
    const res = await owner.get('/api/researches/not-a-uuid/export');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION');
  });

  describe('with 100,000 rows', () => {
    let bigId: string;
    const cookie = () => [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

    beforeAll(async () => {
      const db = app.deps.database.db;
      const [big] = await db.insert(keywordResearch).values({ userId: owner.userId, seedKeyword: 'big export', locationCode: 2840, languageCode: 'en' }).returning();
      bigId = big!.id;
      await db.execute(sql`
        insert into keyword_results (research_id, rank, keyword, search_volume, cpc, difficulty, intent, monthly_searches)
        select ${bigId}::uuid, g, 'keyword number ' || g, g % 5000, (g % 300) / 100.0, g % 101, 'commercial',
               '[{"year":2026,"month":10,"searchVolume":10},{"year":2026,"month":9,"searchVolume":8}]'::jsonb
        from generate_series(1, 100000) g`);
      // What autovacuum does after a bulk insert on a server; PGlite has none, and without
      // statistics each batch would sort all 100,000 rows instead of walking the index.
      await db.execute(sql`analyze keyword_results`);
      // The in-process PGlite insert blocks the event loop for seconds; let the server close the
      // idle keep-alive sockets whose timers expired meanwhile, or fetch may reuse a dying one.
      await new Promise((resolve) => setTimeout(resolve, 250));
    }, 120_000);

    it.each(['csv', 'txt', 'json'] as const)('reads rows only as fast as the client takes them (batches of at most 1,000): %s', async (format) => {
      // Count the server's row reads: the route takes the database from deps on each request.
      const database = app.deps.database as { db: typeof app.deps.database.db };
      const realDb = database.db;
      let selects = 0;
      database.db = new Proxy(realDb, {
        get(target, key, receiver) {
          if (key === 'select') selects++;
          return Reflect.get(target, key, receiver) as unknown;
        },
      });
      try {
        // The same app without a socket in between: socket buffers (megabytes on loopback)
        // would hide whether the server waits for its reader.
        const res = await buildApp(app.deps).fetch(
          new Request(`${app.url}/api/researches/${bigId}/export?format=${format}`, { headers: { Cookie: cookie(), Origin: app.url } }),
        );
        expect(res.status).toBe(200);
        const reader = res.body!.getReader();
        await reader.read();
        await reader.read();
        await new Promise((resolve) => setTimeout(resolve, 300));
        // The research, then one batch read ahead, then at most a batch per chunk taken: 100
        // batches plus the research would be 101 reads.
        expect(selects).toBeGreaterThanOrEqual(2);
        expect(selects).toBeLessThanOrEqual(4);
        await reader.cancel();
      } finally {
        database.db = realDb;
      }
    });

    it('exports every row, as CSV and JSON, with the heap growing far less than the export is long', async () => {
      // A full collection before each sample: the heap a sample sees is what the streaming holds on
      // to (the server's batches, the reader's chunk), not garbage a later collection would free.
      const collect = garbageCollector();
      const sampleEvery = 8 * 2 ** 20;
      for (const format of ['csv', 'json'] as const) {
        const started = performance.now();
        const res = await fetch(`${app.url}/api/researches/${bigId}/export?format=${format}`, { headers: { Cookie: cookie() } });
        expect(res.status).toBe(200);
        const reader = res.body!.getReader();
        collect();
        const heapAtStart = process.memoryUsage().heapUsed;
        let heapPeak = heapAtStart;
        let bytes = 0;
        let sinceSample = 0;
        let lineFeeds = 0;
        let first = -1;
        let lastTwo: number[] = [];
        for (let part = await reader.read(); !part.done; part = await reader.read()) {
          const chunk = part.value;
          // Count LF bytes: a CRLF may be split between two chunks, and neither CSV nor JSON (whose
          // strings escape it) has an LF inside a row.
          for (let i = 0; i < chunk.length; i++) if (chunk[i] === 0x0a) lineFeeds++;
          if (first < 0 && chunk.length > 0) first = chunk[0]!;
          lastTwo = [...lastTwo, ...chunk.subarray(Math.max(0, chunk.length - 2))].slice(-2);
          bytes += chunk.length;
          sinceSample += chunk.length;
          if (sinceSample >= sampleEvery) {
            sinceSample = 0;
            collect();
            heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
          }
        }
        collect();
        heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
        if (format === 'csv') {
          // The header, then a CRLF and a line per row.
          expect(lineFeeds).toBe(100_000);
        } else {
          // '[', then each row on a line of its own, then the closing ']' on its own line.
          expect(String.fromCharCode(first)).toBe('[');
          expect(String.fromCharCode(...lastTwo)).toBe('\n]');
          expect(lineFeeds).toBe(100_001);
        }
        const growth = heapPeak - heapAtStart;
        console.info(
          `100,000-row ${format.toUpperCase()} export (${TEST_DB_KIND}, in-process): ${(bytes / 2 ** 20).toFixed(0)} MB in ${(performance.now() - started).toFixed(0)} ms, ` +
            `heap growth ${(growth / 2 ** 20).toFixed(1)} MB, batches of ${EXPORT_BATCH_SIZE}`,
        );
        // The bound is below the JSON's own length: holding it would not fit.
        if (format === 'json') expect(bytes).toBeGreaterThan(HEAP_GROWTH_BOUND);
        expect(growth).toBeLessThan(HEAP_GROWTH_BOUND);
      }
    }, 120_000);
  });
});
