// A 100,000-row export streamed from the database (readExportRows -> exportStream), per format:
// time and peak RSS. The rows are read in keyset batches of 1,000 and encoded as the reader takes
// them, so peak RSS should stay near the starting figure plus one batch, whatever the row count.
// PGlite in memory by default; BENCH_POSTGRES=1 runs on a throwaway database created on the
// TEST_DATABASE_URL server (and dropped after).
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.js';
import { createEmptyPostgresDatabase } from '../tests/support/test-db.js';
import { keywordResearch, user } from '../src/server/db/schema/index.js';
import { readExportRows } from '../src/server/features/researches/export-rows.js';
import { exportStream } from '../src/server/features/researches/export-stream.js';
import { EXPORT_FORMATS } from '../src/shared/export/export-file-name.js';
import { exportMonths } from '../src/shared/export/export-layout.js';

const ROWS = 100_000;
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

const throwaway = process.env.BENCH_POSTGRES ? await createEmptyPostgresDatabase() : null;
const databaseUrl = throwaway?.url;
const database = await openDatabase(databaseUrl ? { databaseUrl } : { inMemory: true });
const db = database.db;
const userId = `bench-export-${process.pid}`;
await db.insert(user).values({ id: userId, name: 'bench', email: `${userId}@example.test` });
const [research] = await db.insert(keywordResearch).values({ userId, seedKeyword: 'bench', locationCode: 2840, languageCode: 'en' }).returning();
const researchId = research!.id;
await db.execute(sql`
  insert into keyword_results (research_id, rank, keyword, search_volume, cpc, competition, difficulty, intent, monthly_searches)
  select ${researchId}::uuid, g, 'keyword number ' || g || ' running shoes', g % 5000, (g % 300) / 100.0, (g % 100) / 100.0, g % 101, 'commercial',
         (select jsonb_agg(jsonb_build_object('year', 2026 - (m / 12), 'month', 12 - (m % 12), 'searchVolume', g % 900 + m)) from generate_series(0, 11) m)
  from generate_series(1, ${ROWS}) g`);
await db.execute(sql`analyze keyword_results`);

console.log(`${ROWS.toLocaleString('en-US')} rows on ${databaseUrl ? 'PostgreSQL' : 'PGlite (in memory)'}; RSS after insert ${mb(process.memoryUsage().rss)}`);
for (const format of EXPORT_FORMATS) {
  globalThis.gc?.();
  const startRss = process.memoryUsage().rss;
  let peakRss = startRss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
  const started = performance.now();
  const layout = { kind: 'keywords' as const, locationCode: 2840, languageCode: 'en', months: exportMonths([], new Date()) };
  const reader = exportStream(readExportRows(db, { researchId }), format, layout).getReader();
  let bytes = 0;
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    bytes += part.value.byteLength;
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }
  clearInterval(sampler);
  console.log(
    `${format.padEnd(4)} ${mb(bytes).padStart(6)} in ${((performance.now() - started) / 1000).toFixed(1)} s; RSS at start ${mb(startRss)}, peak ${mb(peakRss)} (+${mb(peakRss - startRss)})`,
  );
}

await db.delete(keywordResearch).where(eq(keywordResearch.id, researchId));
await db.delete(user).where(eq(user.id, userId));
await database.close();
await throwaway?.drop();
