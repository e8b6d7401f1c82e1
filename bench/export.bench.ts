// A 100,000-row export streamed from the database (readExportRows -> exportStream), per format:
// time and peak RSS, against the bare baseline of the same run: the same bytes read back from a
// static file as a web stream (what serving the file would cost). The rows are read a page at a
// time and encoded as the reader takes them, so peak RSS should stay near the starting figure plus
// one page, whatever the row count.
// PGlite in memory by default; BENCH_POSTGRES=1 runs on a throwaway database created on the
// TEST_DATABASE_URL server (and dropped after).
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.js';
import { createEmptyPostgresDatabase } from '../tests/support/test-db.js';
import { keywordResearch, user } from '../src/server/db/schema/index.js';
import { readExportRows } from '../src/server/features/research-results/export-rows.js';
import { PROVIDER_PROFILES } from '../src/server/providers/profiles.js';
import { exportStream } from '../src/server/features/research-results/export-stream.js';
import { EXPORT_FORMATS, type ExportFormat } from '../src/shared/export/export-file-name.js';
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
const folder = await mkdtemp(path.join(tmpdir(), 'kl-export-bench-'));
const layout = { kind: 'keywords' as const, locationCode: 2840, languageCode: 'en', months: exportMonths([], new Date()), providers: PROVIDER_PROFILES };
const exported = (format: ExportFormat) => exportStream(readExportRows(db, { researchId }), format, layout);

/** Reads a stream to its end; the bytes and the peak RSS seen while reading. */
async function drain(stream: ReadableStream<Uint8Array>) {
  globalThis.gc?.();
  const startRss = process.memoryUsage().rss;
  let peakRss = startRss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
  const started = performance.now();
  const reader = stream.getReader();
  let bytes = 0;
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    bytes += part.value.byteLength;
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }
  clearInterval(sampler);
  return { ms: performance.now() - started, bytes, startRss, peakRss };
}

for (const format of EXPORT_FORMATS) {
  const run = await drain(exported(format));
  // The same bytes as a file (written after the timing), then read back as the bare baseline.
  const file = path.join(folder, `export.${format}`);
  const out = createWriteStream(file);
  await exported(format).pipeTo(new WritableStream({ write: (chunk) => new Promise<void>((resolve, reject) => out.write(chunk, (error) => (error ? reject(error) : resolve()))) }));
  out.end();
  await finished(out);
  const bare = await drain(Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>);
  console.log(
    `${format.padEnd(4)} ${mb(run.bytes).padStart(6)} in ${(run.ms / 1000).toFixed(2)} s; static file ${bare.ms.toFixed(0)} ms (${(run.ms / bare.ms).toFixed(0)}x); ` +
      `RSS at start ${mb(run.startRss)}, peak ${mb(run.peakRss)} (+${mb(run.peakRss - run.startRss)})`,
  );
}
await rm(folder, { recursive: true, force: true });

await db.delete(keywordResearch).where(eq(keywordResearch.id, researchId));
await db.delete(user).where(eq(user.id, userId));
await database.close();
await throwaway?.drop();
