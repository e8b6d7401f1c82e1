// GET /api/researches/:id/rows at 50,000 stored rows (decision 020): first page, a
// filtered page (text + two metric conditions, with its summary) and a sorted page, through the
// real HTTP app. Run: npx tsx bench/rows.bench.ts (PGlite; TEST_DB=postgres for PostgreSQL).
import { performance } from 'node:perf_hooks';
import { storeResearchSession } from '../src/server/features/research-runner/research-store.js';
import { rowsBenchMetrics } from './bench-utils.js';
import { startTestApp } from '../tests/support/test-app.js';

const ROWS = Number(process.env.ROWS ?? 50_000);
const metrics = rowsBenchMetrics;

const app = await startTestApp();
try {
  const user = await app.createUser();
  const stored = await storeResearchSession(app.deps.database.db, {
    userId: user.userId,
    request: { keyword: 'running shoes', languageCode: 'en', locationCode: 2840, limit: 1000 },
    providerCost: 0,
    provider: 'demo',
    seedNote: null,
    results: Array.from({ length: ROWS }, (_, i) => ({ metrics: metrics(i), isSeed: i === 0 })),
  });
  const cases = {
    'first page (500, volume desc)': 'limit=500',
    'filtered (text + volume + difficulty) + summary': `limit=500&search=trail&volume=${encodeURIComponent('>=10000')}&difficulty=${encodeURIComponent('<40')}`,
    'sorted by keyword asc, page at offset 25,000': 'limit=500&sort=keyword&direction=asc&offset=25000',
    'sorted by cpc asc, 1,000 rows': 'limit=1000&sort=cpc&direction=asc',
  };
  console.log(`GET /api/researches/:id/rows over ${ROWS.toLocaleString('en-US')} rows (median of 5, after one warm-up)`);
  for (const [name, query] of Object.entries(cases)) {
    const url = `/api/researches/${stored.researchId}/rows?${query}`;
    await user.get(url);
    const times: number[] = [];
    let bytes = 0;
    for (let run = 0; run < 5; run++) {
      const started = performance.now();
      const res = await user.get(url);
      times.push(performance.now() - started);
      bytes = Buffer.byteLength(JSON.stringify(res.body));
    }
    times.sort((a, b) => a - b);
    console.log(`  ${name}: ${times[2]!.toFixed(0)} ms, ${(bytes / 1024).toFixed(0)} KB JSON`);
  }
} finally {
  await app.close();
}
