// Read-only share links (decision 030) on the real app and database: the owner
// creates (token shown once, 256 random bits, stored hashed), lists (view counts) and revokes links;
// anyone with a token reads that research and nothing else, with no owner data and noindex; expired
// and revoked links are 404; other users, admins, API keys and bad input are refused.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareLinks, userRoles } from '../../src/server/db/schema/index.js';
import { SHARE_LINKS_PER_TARGET } from '../../src/shared/constants/limits.js';
import type { RowsPage } from '../../src/shared/contract/researches.js';
import type { SerpAnalysis } from '../../src/shared/contract/serp.js';
import type { CreatedShareLink, ShareLink, SharedItem } from '../../src/shared/contract/share-links.js';
import { SHARE_NOT_FOUND } from '../../src/shared/messages/share-links.js';
import { insertResearch } from '../support/research-fixtures.js';
import { readResponse, startTestApp, type TestApp, type TestClient } from '../support/test-app.js';

type SignedIn = TestClient & { email: string; userId: string };

let app: TestApp;
let alice: SignedIn;
let bob: SignedIn;
let admin: SignedIn;
let research: string;
let otherResearch: string;
let serpResearch: string;
const db = () => app.deps.database.db;

beforeAll(async () => {
  app = await startTestApp();
  [alice, bob, admin] = await Promise.all([app.createUser(), app.createUser(), app.createUser()]);
  await db().insert(userRoles).values({ userId: admin.userId, role: 'admin' });
  research = await insertResearch(db(), {
    userId: alice.userId,
    seed: 'garden tools',
    rows: [{ keyword: 'garden tools', searchVolume: 900 }, { keyword: 'garden tools set', searchVolume: 300 }, { keyword: 'garden hoe', searchVolume: 100 }],
  });
  otherResearch = await insertResearch(db(), { userId: alice.userId, seed: 'secret plans', rows: [{ keyword: 'secret plans' }, { keyword: 'secret plans leak' }] });
  serpResearch = await insertResearch(db(), { userId: alice.userId, kind: 'serp', seed: 'best spade', urls: ['https://spade.test/', 'https://dig.test/'] });
});

afterAll(async () => {
  await app?.close();
});

async function share(client: TestClient, id: string, body: unknown = { displayName: 'Garden Club' }) {
  return client.post<CreatedShareLink & { error: { code: string; message: string } }>(`/api/researches/${id}/shares`, body);
}

/** A visitor without any cookie. */
const visitor = () => app.client();

describe('share link tokens', () => {
  it('are 256 random bits in base64url, shown once and stored only as their SHA-256', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await share(alice, otherResearch, { displayName: 'Entropy Check' });
      expect(res.status).toBe(201);
      tokens.push(res.body.token);
      expect(res.body.path).toBe(`/shared/${res.body.token}`);
      const [stored] = await db().select().from(shareLinks).where(eq(shareLinks.id, res.body.link.id));
      expect(stored?.tokenHash).toBe(createHash('sha256').update(res.body.token).digest('hex'));
      expect(JSON.stringify(stored)).not.toContain(res.body.token);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
    const bytes = tokens.map((t) => Buffer.from(t, 'base64url'));
    for (const [i, b] of bytes.entries()) {
      expect(tokens[i]).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(b).toHaveLength(32);
    }
    // 8 x 256 bits: about half of them set (a constant or counter-like token would be far off).
    const ones = bytes.reduce((sum, b) => sum + [...b].reduce((s, byte) => s + byte.toString(2).replaceAll('0', '').length, 0), 0);
    expect(ones / (8 * 256)).toBeGreaterThan(0.4);
    expect(ones / (8 * 256)).toBeLessThan(0.6);
    const list = await alice.get<{ links: ShareLink[] }>(`/api/researches/${otherResearch}/shares`);
    expect(JSON.stringify(list.body)).not.toMatch(new RegExp(tokens.join('|')));
  });
});

describe('reading a shared research without signing in', () => {
  it('shows the research and its rows with the chosen name only, noindex, and counts header views', async () => {
    const created = await share(alice, research, { displayName: 'Garden Club' });
    const token = created.body.token;
    const item = await visitor().get<SharedItem>(`/api/shared/${token}`);
    expect(item.status).toBe(200);
    expect(item.headers.get('x-robots-tag')).toContain('noindex');
    expect(item.body).toMatchObject({ targetKind: 'research', sharedBy: 'Garden Club', expiresAt: null, research: { id: research, seedKeyword: 'garden tools', kind: 'keywords' } });
    const text = JSON.stringify(item.body);
    for (const ownerData of [alice.email, alice.userId, 'request', 'userId', 'email']) expect(text).not.toContain(ownerData);

    const rows = await visitor().get<RowsPage>(`/api/shared/${token}/rows?sort=keyword&direction=asc`);
    expect(rows.status).toBe(200);
    expect(rows.headers.get('x-robots-tag')).toContain('noindex');
    expect(rows.body.rows.map((r) => r.keyword)).toEqual(['garden tools', 'garden hoe', 'garden tools set']);
    expect((await visitor().get<RowsPage>(`/api/shared/${token}/rows?q=hoe`)).body.totalMatching).toBe(1);

    await visitor().get(`/api/shared/${token}`);
    const links = await alice.get<{ links: ShareLink[] }>(`/api/researches/${research}/shares`);
    expect(links.body.links[0]).toMatchObject({ id: created.body.link.id, viewCount: 2, isActive: true, displayName: 'Garden Club' });
    expect(links.body.links[0]?.lastViewedAt).not.toBeNull();
  });

  it('reaches only the linked research: no parameter leads to another one', async () => {
    const token = (await share(alice, research)).body.token;
    for (const path of [
      `/api/shared/${token}/rows?id=${otherResearch}`,
      `/api/shared/${token}/rows?researchId=${otherResearch}&q=secret`,
      `/api/shared/${token}/rows?limit=1000`,
    ]) {
      const res = await visitor().get<RowsPage>(path);
      expect(res.status, path).toBe(200);
      expect(res.body.rows.every((r) => r.keyword.startsWith('garden'))).toBe(true);
    }
    // The token reads nothing through the owner's routes, and the SERP read of a keywords research is 404.
    expect((await visitor().get(`/api/researches/${otherResearch}/rows`)).status).toBe(401);
    expect((await visitor().request('GET', `/api/researches/${otherResearch}/rows`, undefined, { Authorization: `Bearer ${token}` })).status).toBe(401);
    expect((await visitor().get(`/api/shared/${token}/serp`)).status).toBe(404);
    expect((await visitor().get(`/api/shared/${token}/${otherResearch}`)).status).toBe(404);
  });

  it("exports a shared research's rows for a visitor, filtered and sorted as asked, and nothing else", async () => {
    const token = (await share(alice, research)).body.token;
    const csv = await visitor().get<string>(`/api/shared/${token}/export?format=csv&q=garden+tools&sort=keyword&direction=asc`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('x-robots-tag')).toContain('noindex');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="keyword-research-garden-tools-us-en-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = String(csv.body).trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['garden tools', 'garden tools set']);
    const json = await visitor().get<{ keyword: string }[]>(`/api/shared/${token}/export?format=json&sort=keyword&direction=asc`);
    expect(json.body.map((row) => row.keyword)).toEqual(['garden tools', 'garden hoe', 'garden tools set']);
    // Malformed input changes nothing and says why; another research is out of reach (unknown,
    // expired and revoked links export nothing: the 404 test below).
    expect((await visitor().get(`/api/shared/${token}/export?format=pdf`)).status).toBe(400);
    expect((await visitor().get(`/api/shared/${token}/export?vol=abc`)).status).toBe(400);
    const other = await visitor().get<string>(`/api/shared/${token}/export?format=csv&id=${otherResearch}&researchId=${otherResearch}`);
    expect(String(other.body)).not.toContain('secret');
    expect((await visitor().get(`/api/shared/not-a-token/export`)).status).toBe(404);
  });

  it('shares a SERP analysis (its organic results) and refuses its keyword rows', async () => {
    const token = (await share(alice, serpResearch)).body.token;
    const serp = await visitor().get<SerpAnalysis>(`/api/shared/${token}/serp`);
    expect(serp.status).toBe(200);
    expect(serp.body.results.map((r) => r.url)).toEqual(['https://spade.test/', 'https://dig.test/']);
    expect((await visitor().get(`/api/shared/${token}/rows`)).status).toBe(404);
    expect((await visitor().get(`/api/shared/${token}/export`)).status).toBe(404);
  });

  it('answers the same 404 (noindex) for unknown, malformed, expired and revoked links', async () => {
    const expiring = await share(alice, research, { displayName: 'Soon Gone', expiresInDays: 7 });
    expect(expiring.status).toBe(201);
    const expiresIn = Date.parse(expiring.body.link.expiresAt ?? '') - Date.now();
    expect(expiresIn).toBeGreaterThan(6.9 * 86_400_000);
    expect(expiresIn).toBeLessThanOrEqual(7 * 86_400_000);
    expect((await visitor().get(`/api/shared/${expiring.body.token}`)).status).toBe(200);
    await db().update(shareLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(shareLinks.id, expiring.body.link.id));

    const revoked = await share(alice, research);
    const revoke = await alice.request<ShareLink>('DELETE', `/api/share-links/${revoked.body.link.id}`);
    expect(revoke.status).toBe(200);
    expect(revoke.body).toMatchObject({ isActive: false });
    expect(revoke.body.revokedAt).not.toBeNull();

    const unknown = Buffer.alloc(32, 7).toString('base64url');
    for (const token of [expiring.body.token, revoked.body.token, unknown, 'short', 'x'.repeat(43) + '!', 'a'.repeat(150)]) {
      for (const path of [`/api/shared/${encodeURIComponent(token)}`, `/api/shared/${encodeURIComponent(token)}/rows`, `/api/shared/${encodeURIComponent(token)}/export`]) {
        const res = await visitor().get<{ error: { message: string } }>(path);
        expect(res.status, path).toBe(404);
        expect(res.body.error.message).toBe(SHARE_NOT_FOUND);
        expect(res.headers.get('x-robots-tag')).toContain('noindex');
      }
    }
    const listed = (await alice.get<{ links: ShareLink[] }>(`/api/researches/${research}/shares`)).body.links;
    expect(listed.find((l) => l.id === expiring.body.link.id)).toMatchObject({ isActive: false, revokedAt: null });
    // Revoking again is harmless; someone else's revoke is 404 and changes nothing.
    expect((await alice.request('DELETE', `/api/share-links/${revoked.body.link.id}`)).status).toBe(200);
    const live = await share(alice, research);
    expect((await bob.request('DELETE', `/api/share-links/${live.body.link.id}`)).status).toBe(404);
    expect((await admin.request('DELETE', `/api/share-links/${live.body.link.id}`)).status).toBe(404);
    expect((await visitor().get(`/api/shared/${live.body.token}`)).status).toBe(200);
  });
});

describe('managing share links: refusals', () => {
  it('lets only the signed-in owner create and list links', async () => {
    expect((await share(bob, research)).status).toBe(404);
    expect((await share(admin, research)).status).toBe(404);
    expect((await bob.get(`/api/researches/${research}/shares`)).status).toBe(404);
    expect((await share(visitor(), research)).status).toBe(401);
    expect((await visitor().get(`/api/researches/${research}/shares`)).status).toBe(401);
    expect((await visitor().request('DELETE', `/api/share-links/${research}`)).status).toBe(401);
  });

  it('refuses an API key (403): publishing data needs the person', async () => {
    const key = (await alice.post<{ secret: string }>('/api/api-keys', { name: 'script' })).body.secret;
    const withKey = async (method: string, path: string, body?: unknown) =>
      readResponse(
        await fetch(`${app.url}${path}`, {
          method,
          headers: { Authorization: `Bearer ${key}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        }),
      );
    expect((await withKey('POST', `/api/researches/${research}/shares`, { displayName: 'Script' })).status).toBe(403);
    expect((await withKey('GET', `/api/researches/${research}/shares`)).status).toBe(403);
    const link = await share(alice, research);
    expect((await withKey('DELETE', `/api/share-links/${link.body.link.id}`)).status).toBe(403);
  });

  it.each([
    [{}, /display name/i],
    [{ displayName: 'x' }, /at least/i],
    [{ displayName: 'Ana <script>' }, /letters/i],
    [{ displayName: 'Ana', expiresInDays: 0 }, /whole number of days/],
    [{ displayName: 'Ana', expiresInDays: 366 }, /whole number of days/],
    [{ displayName: 'Ana', expiresInDays: 1.5 }, /whole number of days/],
    [{ displayName: 'Ana', expiresInDays: '7' }, /whole number of days/],
  ])('refuses %j with a 400 and creates nothing', async (body, message) => {
    const before = await db().select().from(shareLinks);
    const res = await share(alice, research, body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(message);
    expect(await db().select().from(shareLinks)).toHaveLength(before.length);
  });

  it(`caps a research at ${SHARE_LINKS_PER_TARGET} active links, even when asked at once`, async () => {
    const target = await insertResearch(db(), { userId: alice.userId, seed: 'popular' });
    const answers = await Promise.all(Array.from({ length: SHARE_LINKS_PER_TARGET + 3 }, () => share(alice, target)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(SHARE_LINKS_PER_TARGET);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(3);
    expect(refused[0]?.body.error.message).toMatch(/Revoke one first/);
    const first = answers.find((a) => a.status === 201)!;
    await alice.request('DELETE', `/api/share-links/${first.body.link.id}`);
    expect((await share(alice, target)).status).toBe(201);
  });
});
