// 20 identical concurrent researches of one user (decision 054): provider calls, units charged, the
// keyword rows stored and the size of keyword_results with its indexes, before and after, through
// the real HTTP app and the DataForSEO stand-in (300 ms per answer).
// Run: npx tsx bench/shared-answers.bench.ts (PGlite; TEST_DB=postgres for PostgreSQL).
import { count, eq, inArray, sql } from 'drizzle-orm';
import { keywordResearch, keywordResults } from '../src/server/db/schema/index.js';
import { ENDPOINTS, startFakeDataForSeo } from '../tests/support/fake-dataforseo/index.js';
import { startTestApp } from '../tests/support/test-app.js';

const RESEARCHES = 20;

const fake = await startFakeDataForSeo();
const app = await startTestApp({ KEYWORD_PROVIDER: 'dataforseo', DATAFORSEO_LOGIN: fake.login, DATAFORSEO_PASSWORD: fake.password, DATAFORSEO_BASE_URL: fake.url });
const db = app.deps.database.db;

async function tableBytes(): Promise<number> {
  const [row] = await db.select({ bytes: sql<string>`pg_total_relation_size('keyword_results')::text` }).from(sql`(select 1) as one`);
  return Number(row?.bytes ?? 0);
}

try {
  const person = await app.createUser();
  fake.reset();
  fake.configure({ latencyMs: 300 });
  const bytesBefore = await tableBytes();
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: RESEARCHES }, () => person.post<{ researchId: string }>('/api/research', { keyword: 'shared question', languageCode: 'en', locationCode: 2840, limit: 100 })),
  );
  const elapsedMs = performance.now() - started;
  const failed = answers.filter((answer) => answer.status !== 200).length;
  const ids = (await db.select({ id: keywordResearch.id }).from(keywordResearch).where(eq(keywordResearch.userId, person.userId))).map((row) => row.id);
  const [stored] = await db.select({ n: count() }).from(keywordResults).where(inArray(keywordResults.researchId, ids));
  const first = answers[0]?.body.researchId;
  const perResearch = first ? (await person.get<{ totalRows: number }>(`/api/researches/${first}/rows?limit=1`)).body.totalRows : 0;
  const units = (await person.get<{ usage: { keywordsUsed: number } }>('/api/billing/subscription')).body.usage.keywordsUsed;
  console.log(`${RESEARCHES} identical concurrent researches on ${process.env.TEST_DB ?? 'pglite'}: ${failed} failed, ${elapsedMs.toFixed(0)} ms in all`);
  console.log(`provider calls ${fake.calls[ENDPOINTS.suggestions] ?? 0}, units charged ${units}`);
  console.log(`rows each research shows ${perResearch}; keyword rows stored ${stored?.n ?? 0} (${RESEARCHES} copies would be ${RESEARCHES * perResearch})`);
  console.log(`keyword_results with its indexes: +${((await tableBytes()) - bytesBefore) / 1024} KB`);
} finally {
  await app.close();
  await fake.close();
}
