// A stand-in for Google's OAuth token endpoint and the Search Console API (reference §4.1–4.2), in
// their documented shapes: the token exchange and refresh, `sites` (siteEntry[]), and
// `searchAnalytics/query` (rows[{keys, clicks, impressions, ctr, position}]) answering one query
// per day, with its page when `page` is a dimension. It records the days asked for.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeGoogle {
  url: string;
  /** Every searchAnalytics request: the day and the dimensions. */
  analyticsRequests: { day: string; dimensions: string[] }[];
  close(): Promise<void>;
}

export const FAKE_REFRESH_TOKEN = '1//fake-refresh-token-secret';

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

export async function startFakeGoogle(siteUrl: string, page: string): Promise<FakeGoogle> {
  const analyticsRequests: FakeGoogle['analyticsRequests'] = [];
  let accessCount = 0;
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      const url = new URL(req.url ?? '/', 'http://fake');
      if (req.method === 'POST' && url.pathname === '/token') {
        const form = new URLSearchParams(body);
        if (form.get('grant_type') === 'authorization_code' && form.get('code') === 'good-code') {
          return json(200, { access_token: `access-${++accessCount}`, refresh_token: FAKE_REFRESH_TOKEN, expires_in: 3599, scope: 'https://www.googleapis.com/auth/webmasters.readonly', token_type: 'Bearer' });
        }
        if (form.get('grant_type') === 'refresh_token' && form.get('refresh_token') === FAKE_REFRESH_TOKEN) return json(200, { access_token: `access-${++accessCount}`, expires_in: 3599 });
        return json(400, { error: 'invalid_grant' });
      }
      if (!/^Bearer access-\d+$/.test(req.headers.authorization ?? '')) return json(401, { error: { code: 401, message: 'Request had invalid authentication credentials.' } });
      if (req.method === 'GET' && url.pathname === '/webmasters/v3/sites') return json(200, { siteEntry: [{ siteUrl, permissionLevel: 'siteOwner' }] });
      const analytics = /^\/webmasters\/v3\/sites\/([^/]+)\/searchAnalytics\/query$/.exec(url.pathname);
      if (req.method === 'POST' && analytics && decodeURIComponent(analytics[1]!) === siteUrl) {
        const asked = JSON.parse(body) as { startDate: string; dimensions: string[] };
        analyticsRequests.push({ day: asked.startDate, dimensions: asked.dimensions });
        const withPage = asked.dimensions.includes('page');
        return json(200, {
          rows: [{ keys: withPage ? ['gsc query', page] : ['gsc query'], clicks: 1, impressions: 60, ctr: 1 / 60, position: withPage ? 6 : 7 }],
          responseAggregationType: withPage ? 'byPage' : 'byProperty',
        });
      }
      return json(404, { error: { code: 404, message: 'Not found' } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    analyticsRequests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
