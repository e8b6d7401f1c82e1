// A user's left-out sites on the real app and database: discovery leaves out the default list until
// the user edits it; a site removed from the list is listed again and a site added is left out (and
// counted), on the same cached provider answer, free; a reset brings the default list back.
// Malformed entries and too long a list are refused with a clear 400 and nothing stored; another
// user's list is never applied; signed-out requests are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEGA_DOMAINS } from '../../src/shared/competitors/mega-domains.js';
import { LEFT_OUT_SITES_MAX } from '../../src/shared/competitors/run-limits.js';
import type { CompetitorReport, CompetitorRunStarted } from '../../src/shared/contract/competitors.js';
import type { RunQuote } from '../../src/shared/contract/quote.js';
import { LEFT_OUT_SITES_TOO_MANY, leftOutSiteInvalid } from '../../src/shared/messages/competitors.js';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.js';

let app: TestApp;
const market = { languageCode: 'en', locationCode: 2840 };
const discovery = { source: 'domain', target: 'my-bakery.com', ...market };

beforeAll(async () => {
  app = await startTestApp({ KEYWORD_PROVIDER: 'demo' });
});
afterAll(async () => {
  await app?.close();
});

async function discover(user: TestClient): Promise<{ run: CompetitorRunStarted; report: CompetitorReport }> {
  const res = await user.post<CompetitorRunStarted>('/api/competitors/discovery', discovery);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const report = await user.get<CompetitorReport>(`/api/competitors/${res.body.researchId}`);
  expect(report.status).toBe(200);
  return { run: res.body, report: report.body };
}

const domainsOf = (report: CompetitorReport) => report.competitors.map((c) => c.domain);

describe("a user's left-out sites", () => {
  it('apply on the server: a removed default is listed, an added site is left out, on the cached answer for free', async () => {
    const user = await app.createUser();
    expect((await user.get('/api/preferences')).body).toEqual({ tables: {}, overviews: {} });
    const first = await discover(user);
    expect(domainsOf(first.report)).not.toContain('wikipedia.org');
    expect(first.report.megaDomainsLeftOut).toBeGreaterThan(0);
    const rival = domainsOf(first.report)[0] ?? '';
    expect(rival).not.toBe('');

    const edited = [...MEGA_DOMAINS.filter((d) => d !== 'wikipedia.org'), `https://www.${rival}/`];
    const saved = await user.request('PUT', '/api/preferences/left-out-sites', { domains: edited });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const read = (await user.get<{ leftOutSites: string[] }>('/api/preferences')).body.leftOutSites;
    expect(read).toContain(rival);
    expect(read).not.toContain('wikipedia.org');

    const quote = await user.post<RunQuote>('/api/competitors/discovery/quote', discovery);
    expect(quote.status).toBe(200);
    expect(quote.body.tools[0]).toMatchObject({ units: 0, cached: true });
    const second = await discover(user);
    expect(second.run.cached).toBe(true);
    expect(domainsOf(second.report)).toContain('wikipedia.org');
    expect(second.report.competitors.find((c) => c.domain === 'wikipedia.org')?.isMegaDomain).toBe(false);
    expect(domainsOf(second.report)).not.toContain(rival);
    expect(second.report.megaDomainsLeftOut).toBe(first.report.megaDomainsLeftOut);

    // "Show them" lists the left-out sites again, marked.
    const all = await user.post<CompetitorRunStarted>('/api/competitors/discovery', { ...discovery, includeMegaDomains: true });
    const shown = (await user.get<CompetitorReport>(`/api/competitors/${all.body.researchId}`)).body;
    expect(shown.competitors.find((c) => c.domain === rival)?.isMegaDomain).toBe(true);

    expect((await user.request('DELETE', '/api/preferences/left-out-sites')).status).toBe(200);
    expect((await user.get('/api/preferences')).body).toEqual({ tables: {}, overviews: {} });
    const third = await discover(user);
    expect(domainsOf(third.report)).toContain(rival);
    expect(domainsOf(third.report)).not.toContain('wikipedia.org');
  });

  it('writes entries as the tools compare them, each once', async () => {
    const user = await app.createUser();
    const res = await user.request('PUT', '/api/preferences/left-out-sites', { domains: ['WWW.Reddit.com', 'https://reddit.com/', 'Amazon.*', 'news.example.co.uk'] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await user.get<{ leftOutSites: string[] }>('/api/preferences')).body.leftOutSites).toEqual(['reddit.com', 'amazon.*', 'news.example.co.uk']);
  });

  it.each([
    ['a folder', { domains: ['example.com/blog/'] }, leftOutSiteInvalid('example.com/blog/')],
    ['a name without ending', { domains: ['wikipedia'] }, leftOutSiteInvalid('wikipedia')],
    ['a bad wildcard', { domains: ['*.amazon.com'] }, leftOutSiteInvalid('*.amazon.com')],
    ['an empty entry', { domains: [' '] }, leftOutSiteInvalid('')],
    ['too many', { domains: Array.from({ length: LEFT_OUT_SITES_MAX + 1 }, (_, i) => `site-${i}.example`) }, LEFT_OUT_SITES_TOO_MANY],
    ['not text', { domains: [42] }, undefined],
    ['no list', { sites: ['example.com'] }, undefined],
  ])('refuses %s with a clear 400 and stores nothing', async (_, body, message) => {
    const user = await app.createUser();
    const res = await user.request('PUT', '/api/preferences/left-out-sites', body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({ error: { code: expect.any(String), message: message ?? expect.any(String) } });
    expect((await user.get('/api/preferences')).body).toEqual({ tables: {}, overviews: {} });
  });

  it("never applies another user's list", async () => {
    const [alice, bob] = await Promise.all([app.createUser(), app.createUser()]);
    expect((await alice.request('PUT', '/api/preferences/left-out-sites', { domains: [] })).status).toBe(200);
    expect(domainsOf((await discover(alice)).report)).toContain('wikipedia.org');
    const theirs = await discover(bob);
    expect(domainsOf(theirs.report)).not.toContain('wikipedia.org');
    expect((await bob.get('/api/preferences')).body).toEqual({ tables: {}, overviews: {} });
  });

  it('refuses signed-out requests', async () => {
    const anonymous = app.client();
    expect((await anonymous.request('PUT', '/api/preferences/left-out-sites', { domains: ['example.com'] })).status).toBe(401);
    expect((await anonymous.request('DELETE', '/api/preferences/left-out-sites')).status).toBe(401);
  });
});
