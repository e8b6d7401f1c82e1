// The demo provider answers all three competitor tools for any domain, every answer labelled as
// demo data (the run, the report, the rows' source).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompetitorReport, CompetitorRunStarted } from '../../src/shared/contract/competitors.js';
import type { RowsPage } from '../../src/shared/contract/researches.js';
import { COMPETITOR_DEMO_NOTE } from '../../src/shared/messages/competitors.js';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.js';

let app: TestApp;
let user: TestClient;
const market = { languageCode: 'en', locationCode: 2840 };

beforeAll(async () => {
  app = await startTestApp({ KEYWORD_PROVIDER: 'demo' });
  user = await app.createUser();
});
afterAll(async () => {
  await app?.close();
});

describe('the competitor tools on demo data', () => {
  it.each([
    ['/api/competitors/domain-keywords', { target: 'my-bakery.com', ...market }],
    ['/api/competitors/discovery', { source: 'domain', target: 'my-bakery.com', ...market }],
    ['/api/competitors/gap', { own: 'my-bakery.com', competitors: ['bread-rival.com', 'cake-corner.com'], ...market }],
  ] as const)('%s answers with clearly labelled demo data', async (path, body) => {
    const res = await user.post<CompetitorRunStarted>(path, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ isDemoData: true, demoNote: COMPETITOR_DEMO_NOTE, providerCost: null });
    const report = await user.get<CompetitorReport>(`/api/competitors/${res.body.researchId}`);
    expect(report.body).toMatchObject({ isDemoData: true, demoNote: COMPETITOR_DEMO_NOTE });
    if (res.body.kind === 'competitors') {
      expect(report.body.competitors.length).toBeGreaterThan(0);
    } else {
      const rows = await user.get<RowsPage>(`/api/researches/${res.body.researchId}/rows?limit=20`);
      expect(rows.body.rows.length).toBeGreaterThan(0);
      expect(rows.body.rows.every((r) => r.metricsSource === 'demo')).toBe(true);
    }
  });

  it('finds demo competitors across a research’s keywords', async () => {
    const research = await user.post<{ researchId: string }>('/api/research', { keyword: 'running shoes', ...market, limit: 50 });
    expect(research.status).toBe(200);
    const res = await user.post<CompetitorRunStarted>('/api/competitors/discovery', { source: 'research', researchId: research.body.researchId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const report = await user.get<CompetitorReport>(`/api/competitors/${res.body.researchId}`);
    expect(report.body).toMatchObject({ isDemoData: true, source: { kind: 'research', id: research.body.researchId } });
  });
});
