// The demo provider answers every idea tab of a keyword research run through the app, each run and
// each row labelled as demo data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdeaTabRun } from '../../src/shared/contract/idea-tabs.js';
import type { RowsPage } from '../../src/shared/contract/researches.js';
import { IDEA_TABS, isQuestion } from '../../src/shared/ideas/idea-tabs.js';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.js';

let app: TestApp;
let user: TestClient;
let researchId: string;

beforeAll(async () => {
  app = await startTestApp({ KEYWORD_PROVIDER: 'demo' });
  user = await app.createUser();
  const research = await user.post<{ researchId: string }>('/api/research', { keyword: 'running shoes', languageCode: 'en', locationCode: 2840, limit: 100 });
  expect(research.status, JSON.stringify(research.body)).toBe(200);
  researchId = research.body.researchId;
});
afterAll(async () => {
  await app?.close();
});

describe('the idea tabs on demo data', () => {
  it.each(IDEA_TABS)('%s answers believable rows, labelled demo, at no provider cost', async (tab) => {
    const res = await user.post<IdeaTabRun>(`/api/researches/${researchId}/idea-tabs/${tab}`, {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ isDemoData: true, providerCost: null });
    expect(res.body.totalResults).toBeGreaterThan(tab === 'autocomplete' ? 3 : 5);
    const rows = await user.get<RowsPage>(`/api/researches/${res.body.researchId}/rows?limit=100`);
    expect(rows.body.rows.every((row) => row.metricsSource === 'demo')).toBe(true);
    if (tab === 'questions') expect(rows.body.rows.every((row) => isQuestion(row.keyword))).toBe(true);
  });
});
