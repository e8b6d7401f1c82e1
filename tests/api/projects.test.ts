// Projects (decision 064) on the real app and database (PGlite, or PostgreSQL with TEST_DB=postgres):
// creation from a research, a saved list or pasted keywords under the plan's caps, the forecast (units
// for everyone, dollars for admins), the first run checked through the demo queue, the paged keyword
// table, a keyword's history, the CSV export, and the refusals: another user's project is a 404,
// malformed bodies are 400s with a message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keywordListItems, keywordLists } from '../../src/server/db/schema/index.js';
import { RankScheduler } from '../../src/server/features/projects/index.js';
import type { Project, ProjectKeywordRow } from '../../src/shared/contract/projects.js';
import { PROJECT_DEVICES_REQUIRED, PROJECT_TOO_MANY_COMPETITORS } from '../../src/shared/contract/projects.js';
import { TRACKED_KEYWORDS_PER_TIER } from '../../src/shared/projects/options.js';
import { insertResearch } from '../support/research-fixtures.js';
import { startTestApp, uniqueEmail, type TestApp, type TestClient } from '../support/test-app.js';

type SignedIn = TestClient & { email: string; userId: string };

let app: TestApp;
let alice: SignedIn;
let bob: SignedIn;
let admin: SignedIn;
let research: string;
const adminEmail = uniqueEmail('admin');
const db = () => app.deps.database.db;

const body = (over: Record<string, unknown> = {}) => ({
  name: 'Acme shoes',
  target: 'https://www.acme.example/',
  locationCode: 2840,
  languageCode: 'en',
  devices: ['desktop', 'mobile'],
  interval: 'daily',
  depth: 30,
  keywords: { source: 'paste', keywords: ['running shoes', 'Running  Shoes', 'trail shoes'] },
  ...over,
});

beforeAll(async () => {
  app = await startTestApp({ ADMIN_EMAILS: adminEmail });
  [alice, bob, admin] = await Promise.all([app.createUser(), app.createUser(), app.createUser(adminEmail)]);
  research = await insertResearch(db(), { userId: alice.userId, seed: 'garden tools', rows: [{ keyword: 'garden tools' }, { keyword: 'garden hoe' }, { keyword: 'rake' }] });
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('projects', () => {
  let project: Project;

  it('creates a project from pasted keywords with its forecast, nothing checked yet; dollars for admins only', async () => {
    const created = await alice.post<Project>('/api/projects', body());
    expect(created.status).toBe(201);
    project = created.body;
    expect(project).toMatchObject({ target: 'acme.example', targetKind: 'domain', keywordCount: 2, devices: ['desktop', 'mobile'] });
    expect(project.forecast.checksPerMonth).toBe(Math.ceil(2 * 2 * 30.4375));
    expect(project.forecast.unitsPerMonth).toBe(project.forecast.checksPerMonth * 3);
    expect(project.forecast.providerCost).toBeNull();
    const mine = await admin.post<Project>('/api/projects', body({ keywords: { source: 'paste', keywords: ['a'] } }));
    expect(mine.body.forecast.providerCost).toBeGreaterThan(0);
    const page = await alice.get<{ rows: ProjectKeywordRow[]; total: number }>(`/api/projects/${project.id}/keywords`);
    expect(page.body.total).toBe(2);
    expect(page.body.rows.every((r) => r.latest === null)).toBe(true);
  });

  it('fills a project from a research and from a saved list, never from someone else’s', async () => {
    const fromResearch = await alice.post<Project>('/api/projects', body({ name: 'Garden', keywords: { source: 'research', researchId: research } }));
    expect(fromResearch.status).toBe(201);
    expect(fromResearch.body.keywordCount).toBe(3);
    const [list] = await db().insert(keywordLists).values({ userId: alice.userId, name: 'L' }).returning();
    await db().insert(keywordListItems).values([{ listId: list!.id, keyword: 'hose' }, { listId: list!.id, keyword: 'rake' }]);
    const added = await alice.post(`/api/projects/${fromResearch.body.id}/keywords`, { keywords: { source: 'list', listId: list!.id } });
    expect(added.body).toEqual({ added: 1, keywordCount: 4 });
    expect((await bob.post('/api/projects', body({ keywords: { source: 'list', listId: list!.id } }))).status).toBe(404);
    expect((await bob.post('/api/projects', body({ keywords: { source: 'research', researchId: research } }))).status).toBe(404);
  });

  it('runs the first check through the demo queue and shows positions, history and the CSV', async () => {
    const run = await alice.post<{ due: number }>(`/api/projects/${project.id}/checks`);
    expect(run.status).toBe(202);
    expect(run.body.due).toBe(2);
    const scheduler = new RankScheduler({ db: () => db(), queue: () => app.deps.rankQueue ?? null, log: () => undefined, readyEveryMs: 0 });
    await scheduler.tick();
    await scheduler.tick();
    const page = await alice.get<{ rows: ProjectKeywordRow[] }>(`/api/projects/${project.id}/keywords?device=mobile&sort=position`);
    expect(page.status).toBe(200);
    for (const row of page.body.rows) {
      expect(row.latest).toMatchObject({ state: 'done', device: 'mobile', isDemo: true, providerCost: null });
      expect(row.latest!.rankGroup ?? row.latest!.notInTop).toBeGreaterThan(0);
    }
    const again = await alice.post<{ due: number }>(`/api/projects/${project.id}/checks`);
    expect(again.body.due).toBe(2);
    await scheduler.tick();
    const row = page.body.rows[0]!;
    const history = await alice.get<{ points: unknown[] }>(`/api/projects/${project.id}/keywords/${row.id}`);
    // The same day's slot is not checked twice, whatever "run now" says.
    expect(history.body.points).toHaveLength(2);
    const csv = await alice.get<string>(`/api/projects/${project.id}/export`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = String(csv.body).trim().split(/\r\n/);
    expect(lines[0]).toContain('keyword,date,device,state,position');
    expect(lines[0]).not.toContain('cost usd');
    expect(lines).toHaveLength(5);
  });

  it('shows the rank-check queue to admins only', async () => {
    const figures = await admin.get('/api/admin/rank-queue');
    expect(figures.status).toBe(200);
    expect(Object.keys(figures.body).sort()).toEqual(['due', 'failed', 'late', 'posted', 'queued']);
    expect((await alice.get('/api/admin/rank-queue')).status).toBe(403);
    const metrics = await app.client().get<string>('/metrics');
    if (metrics.status === 200) expect(String(metrics.body)).toContain('keywordlens_rank_checks{state="queued"}');
  });

  it('answers another user 404 on every route, and refuses malformed input with a message', async () => {
    const id = project.id;
    expect((await bob.get(`/api/projects/${id}`)).status).toBe(404);
    expect((await bob.get(`/api/projects/${id}/keywords`)).status).toBe(404);
    expect((await bob.get(`/api/projects/${id}/export`)).status).toBe(404);
    expect((await bob.post(`/api/projects/${id}/checks`)).status).toBe(404);
    expect((await bob.post(`/api/projects/${id}/keywords`, { keywords: { source: 'paste', keywords: ['x'] } })).status).toBe(404);
    expect((await bob.request('DELETE', `/api/projects/${id}`)).status).toBe(404);
    const devices = await alice.post('/api/projects', body({ devices: [] }));
    expect(devices.status).toBe(400);
    expect(devices.body.error.message).toBe(PROJECT_DEVICES_REQUIRED);
    const rivals = await alice.post('/api/projects', body({ competitors: ['a.example', 'b.example', 'c.example', 'd.example', 'e.example', 'f.example'] }));
    expect(rivals.body.error.message).toBe(PROJECT_TOO_MANY_COMPETITORS);
    const page = await alice.post('/api/projects', body({ target: 'https://acme.example/blog/post?id=3' }));
    expect(page.status).toBe(400);
    expect(page.body.error.message).toContain('not a single page');
    expect((await alice.post('/api/projects', body({ depth: 17 }))).status).toBe(400);
    expect((await alice.get('/api/projects/not-a-uuid')).status).toBe(400);
    expect((await alice.get(`/api/projects/${id}/keywords?limit=100000`)).status).toBe(400);
    expect((await app.client().get('/api/projects')).status).toBe(401);
  });

  it('holds the plan caps: projects (max_saved_projects) and tracked keywords', async () => {
    const carol = await app.createUser();
    const many = Array.from({ length: TRACKED_KEYWORDS_PER_TIER.free_trial + 1 }, (_, i) => `keyword ${i}`);
    const tooMany = await carol.post('/api/projects', body({ keywords: { source: 'paste', keywords: many } }));
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error.code).toBe('TRACKED_KEYWORD_LIMIT');
    const answers = await Promise.all([1, 2, 3, 4].map((n) => carol.post('/api/projects', body({ name: `P${n}`, keywords: { source: 'paste', keywords: [`k${n}`] } }))));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 409]);
    expect(answers.find((a) => a.status === 409)?.body.error.code).toBe('PROJECT_LIMIT');
    const list = await carol.get<{ projects: Project[]; maxProjects: number; trackedKeywords: number }>('/api/projects');
    expect(list.body).toMatchObject({ maxProjects: 3, trackedKeywords: 3 });
  });

  it('deletes a project with its keywords and history', async () => {
    expect((await alice.request('DELETE', `/api/projects/${project.id}`)).status).toBe(200);
    expect((await alice.get(`/api/projects/${project.id}`)).status).toBe(404);
  });
});
