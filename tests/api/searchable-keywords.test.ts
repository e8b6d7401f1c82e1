// What no search engine takes as a query (a spreadsheet formula, text with no letter or digit) is
// refused by one shared rule on every way in, before anything is charged: the research, SERP and
// related tools answer 400 with the rule's message and the quota does not move; a list import
// lists the refused lines with their reasons and charges only for the rest.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobWorkerDeps, startJobWorker } from '../../src/server/features/lists/index.js';
import type { ImportJob, ImportPreview, ImportStarted, ListItemsPage, ListSummary } from '../../src/shared/contract/lists.js';
import { KEYWORD_FORMULA_LIKE, KEYWORD_NO_LETTERS } from '../../src/shared/messages/validation.js';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.js';

const where = { languageCode: 'en', locationCode: 2840 };
const FORMULAS = ['=HYPERLINK("http://evil.test","click")', "+cmd|' /C calc'!A0", '@SUM(1+1)', '-2+3+cmd'];
const REAL_QUERIES = ['c++ tutorial', '5 * 3', 'ä ö ü', '東京 ラーメン', '-5 celsius to fahrenheit'];

let app: TestApp;
let stopWorker: (() => Promise<void>) | undefined;
let user: TestClient;

beforeAll(async () => {
  app = await startTestApp({ JOB_POLL_MS: '100', JOB_LEASE_MS: '5000' });
  stopWorker = startJobWorker(jobWorkerDeps(app.deps));
  user = await app.createUser();
}, 120_000);

afterAll(async () => {
  await stopWorker?.();
  await app?.close();
});

async function usage(): Promise<{ keywordsUsed: number; serpAnalysesUsed: number; relatedKeywordsUsed: number }> {
  return (await user.get('/api/billing/subscription')).body.usage;
}

type Refusal = { error: { code: string; message: string } };

describe('a keyword no search engine takes as a query', () => {
  it('is refused by every tool with the rule, and nothing is charged', async () => {
    const before = await usage();
    for (const keyword of [...FORMULAS, '🏃‍♂️👟']) {
      const message = keyword === '🏃‍♂️👟' ? KEYWORD_NO_LETTERS : KEYWORD_FORMULA_LIKE;
      const research = await user.post<Refusal>('/api/research', { keyword, ...where, limit: 50 });
      expect(research.status, keyword).toBe(400);
      expect(research.body.error.message).toBe(message);
      const seeds = await user.post<Refusal>('/api/research', { seeds: ['running shoes', keyword], ...where, limit: 50 });
      expect(seeds.status).toBe(400);
      const quote = await user.post<Refusal>('/api/research/quote', { keyword, ...where, limit: 50 });
      expect(quote.status).toBe(400);
      const serp = await user.post<Refusal>('/api/serp', { keyword, ...where, limit: 10 });
      expect(serp.status).toBe(400);
      expect(serp.body.error.message).toBe(message);
      const related = await user.post<Refusal>('/api/related', { keyword, ...where, limit: 100, depth: 1, offset: 0 });
      expect(related.status).toBe(400);
    }
    expect(await usage()).toEqual(before);
  });

  it('never refuses a real query in any script', async () => {
    const research = await user.post('/api/research', { seeds: REAL_QUERIES, ...where, limit: 50 });
    expect(research.status).toBe(200);
  });
});

describe('a list import with formula and emoji-only lines', () => {
  it('lists each refused line with its reason, and charges only for the valid lines', async () => {
    const list = (await user.post<ListSummary>('/api/lists', { name: 'Client keywords' })).body;
    const valid = Array.from({ length: 150 }, (_, i) => `searchable keyword ${i}`);
    const text = [FORMULAS[0], ...valid.slice(0, 75), ...FORMULAS.slice(1), '✨✨', ...valid.slice(75)].join('\n');

    const preview = await user.post<ImportPreview>(`/api/lists/${list.id}/import/preview`, { text });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ rows: 155, invalid: 5, newKeywords: 150, toFetch: 150, units: 2 });
    expect(preview.body.refused).toEqual([
      { row: 1, keyword: FORMULAS[0], reason: KEYWORD_FORMULA_LIKE },
      { row: 77, keyword: FORMULAS[1], reason: KEYWORD_FORMULA_LIKE },
      { row: 78, keyword: FORMULAS[2], reason: KEYWORD_FORMULA_LIKE },
      { row: 79, keyword: FORMULAS[3], reason: KEYWORD_FORMULA_LIKE },
      { row: 80, keyword: '✨✨', reason: KEYWORD_NO_LETTERS },
    ]);

    const before = (await usage()).keywordsUsed;
    const started = await user.post<ImportStarted>(`/api/lists/${list.id}/import`, { text });
    expect(started.status).toBe(202);
    const jobId = started.body.job!.id;
    let job = (await user.get<ImportJob>(`/api/lists/${list.id}/jobs/${jobId}`)).body;
    for (const startedAt = Date.now(); job.status !== 'complete' && Date.now() - startedAt < 60_000; ) {
      await new Promise((r) => setTimeout(r, 100));
      job = (await user.get<ImportJob>(`/api/lists/${list.id}/jobs/${jobId}`)).body;
    }
    expect(job).toMatchObject({ status: 'complete', unitsCharged: 2 });
    expect((await usage()).keywordsUsed - before).toBe(2);
    const items = await user.get<ListItemsPage>(`/api/lists/${list.id}/items?limit=1000`);
    expect(items.body.rows.map((r) => r.keyword).sort()).toEqual([...valid].sort());
  });

  it('refuses an import of nothing but formulas, and changes nothing', async () => {
    const list = (await user.post<ListSummary>('/api/lists', { name: 'Only formulas' })).body;
    const before = await usage();
    const refused = await user.post<Refusal>(`/api/lists/${list.id}/import`, { text: FORMULAS.join('\n') });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('IMPORT_NOTHING_VALID');
    expect(await usage()).toEqual(before);
    expect((await user.get<ListItemsPage>(`/api/lists/${list.id}/items?limit=10`)).body.rows).toEqual([]);
  });
});
