// A 10-competitor keyword gap over 10,000 keywords per site, through the real app and the real
// DataForSEO client against the stand-in (tests/support/fake-dataforseo, its web made 25,000
// keywords large, so each site ranks for about 10,000 of them): the cost quote, the run, and the
// first page of the default opportunities view. Reports the provider calls, the dollars the
// stand-in billed, the server time of each step, and a cached repeat. GAP_ROWS (default 10,000).
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import type { CompetitorRunStarted } from '../src/shared/contract/competitors.js';
import type { RunQuote } from '../src/shared/contract/quote.js';
import type { RowsPage } from '../src/shared/contract/researches.js';
import { userRoles, userSubscriptions } from '../src/server/db/schema/index.js';
import { ENDPOINTS, setFakeWebSize, startFakeDataForSeo } from '../tests/support/fake-dataforseo/index.js';
import { startTestApp } from '../tests/support/test-app.js';

const GAP_ROWS = Number(process.env.GAP_ROWS ?? 10_000);
const ms = (value: number) => `${value.toFixed(0)} ms`;

// Each stand-in site ranks for a hashed 20-60 % of the web: 25,000 keywords give about 10,000 per site.
setFakeWebSize(25_000);
const fake = await startFakeDataForSeo();
const app = await startTestApp({ KEYWORD_PROVIDER: 'dataforseo', DATAFORSEO_LOGIN: fake.login, DATAFORSEO_PASSWORD: fake.password, DATAFORSEO_BASE_URL: fake.url });
try {
  const user = await app.createUser();
  // The admin tier reads up to 50,000 rows per run and has no monthly limit.
  await app.deps.database.db.update(userSubscriptions).set({ tier: 'admin' }).where(eq(userSubscriptions.userId, user.userId));
  // An admin sees the provider dollars in the quote.
  await app.deps.database.db.insert(userRoles).values({ userId: user.userId, role: 'admin' });
  const body = {
    own: 'own-site.example',
    competitors: Array.from({ length: 10 }, (_, i) => `rival-site-${i + 1}.example`),
    languageCode: 'en',
    locationCode: 2840,
    scope: 'all',
    limit: GAP_ROWS,
  };
  const timed = async <T>(run: () => Promise<T>): Promise<[T, number]> => {
    const start = performance.now();
    const value = await run();
    return [value, performance.now() - start];
  };

  fake.reset();
  const [quote, quoteMs] = await timed(() => user.post<RunQuote>('/api/competitors/gap/quote', body));
  const [run, runMs] = await timed(() => user.post<CompetitorRunStarted>('/api/competitors/gap', body));
  if (run.status !== 200) throw new Error(`gap answered ${run.status}: ${JSON.stringify(run.body)}`);
  const calls = fake.calls[ENDPOINTS.pageIntersection] ?? 0;
  const billed = fake.totalBilled();
  const firstPage = `/api/researches/${run.body.researchId}/rows?gap=missing,untapped&brand=exclude&kd=..60&sort=opportunity&direction=desc&limit=200`;
  const [page, pageMs] = await timed(() => user.get<RowsPage>(firstPage));
  const [, pageAgainMs] = await timed(() => user.get<RowsPage>(firstPage));
  fake.reset();
  const [repeat, repeatMs] = await timed(() => user.post<CompetitorRunStarted>('/api/competitors/gap', body));

  console.log(`Keyword gap: 1 site + 10 competitors, ${GAP_ROWS.toLocaleString('en-US')} rows asked (stand-in web: 25,000 keywords, each site ranks for 20-60 % of them)`);
  console.log(`  quote: ${quote.body.tools[0]?.units} competitor reads, $${quote.body.tools[0]?.dollars} estimated, ${ms(quoteMs)}`);
  console.log(`  run: ${calls} provider calls (page_intersection), $${billed.toFixed(4)} billed by the stand-in, ${run.body.coverage.rowsRead.toLocaleString('en-US')} rows read of ${run.body.coverage.totalCount.toLocaleString('en-US')}, server ${ms(runMs)}`);
  console.log(`  first page of the opportunities view (Missing + Untapped, no brands, KD ≤ 60, by opportunity): ${page.body.rows.length} of ${page.body.totalMatching.toLocaleString('en-US')} rows, ${ms(pageMs)} (again ${ms(pageAgainMs)})`);
  console.log(`  server time to the first page: ${ms(runMs + pageMs)}`);
  console.log(`  cached repeat: ${fake.totalCalls()} provider calls, $${repeat.body.estimatedCost}, ${ms(repeatMs)}`);
} finally {
  await app.close();
  await fake.close();
}
