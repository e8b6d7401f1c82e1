// Google's OAuth and Search Console API over plain fetch with a Bearer token (reference §4.1–4.2):
// the consent URL (scope webmasters.readonly, offline access for a refresh token), the code and
// refresh exchanges, the property list, and one day's search analytics read page by page.
import type { GoogleEndpoints } from '../../../config.js';
import { ProviderFailedError } from '../../../domain/errors.js';

export const GOOGLE_SCOPE = 'https://www.googleapis.com/auth/webmasters.readonly';
/** Search Console's largest page of rows. */
const ROW_LIMIT = 25_000;

export interface GoogleClientConfig {
  clientId: string;
  clientSecret: string;
  endpoints: GoogleEndpoints;
}

export interface GoogleTokens {
  accessToken: string;
  /** Only on the first consent (and when Google rotates it). */
  refreshToken: string | null;
  expiresAt: Date;
}

export interface AnalyticsRow {
  keys: string[];
  clicks: number;
  impressions: number;
  position: number;
}

export function consentUrl(google: GoogleClientConfig, redirectUri: string, state: string): string {
  const params = new URLSearchParams({
    client_id: google.clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: GOOGLE_SCOPE,
    access_type: 'offline',
    prompt: 'consent',
    include_granted_scopes: 'false',
    state,
  });
  return `${google.endpoints.authorize}?${params.toString()}`;
}

async function googleJson(response: Response, what: string): Promise<Record<string, unknown>> {
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    const failure = response.status === 401 || response.status === 403 ? 'auth' : response.status === 429 ? 'rate_limit' : 'unavailable';
    throw new ProviderFailedError(`Google refused ${what} (${response.status}).`, failure, { code: 'GOOGLE_FAILED' });
  }
  return body;
}

async function tokenRequest(google: GoogleClientConfig, form: Record<string, string>): Promise<GoogleTokens> {
  const response = await fetch(google.endpoints.token, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: google.clientId, client_secret: google.clientSecret, ...form }).toString(),
    signal: AbortSignal.timeout(15_000),
  });
  const body = await googleJson(response, 'the sign-in');
  if (typeof body.access_token !== 'string') throw new ProviderFailedError('Google answered without an access token.', 'malformed', { code: 'GOOGLE_FAILED' });
  const expiresIn = typeof body.expires_in === 'number' ? body.expires_in : 3600;
  return { accessToken: body.access_token, refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : null, expiresAt: new Date(Date.now() + (expiresIn - 60) * 1000) };
}

export const exchangeCode = (google: GoogleClientConfig, code: string, redirectUri: string) =>
  tokenRequest(google, { grant_type: 'authorization_code', code, redirect_uri: redirectUri });

export const refreshAccess = (google: GoogleClientConfig, refreshToken: string) => tokenRequest(google, { grant_type: 'refresh_token', refresh_token: refreshToken });

const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

/** The properties the account may read, exactly as Search Console names them. */
export async function listSites(google: GoogleClientConfig, accessToken: string): Promise<{ siteUrl: string; permissionLevel: string }[]> {
  const response = await fetch(`${google.endpoints.webmasters}/sites`, { headers: bearer(accessToken), signal: AbortSignal.timeout(15_000) });
  const body = await googleJson(response, 'the property list');
  const entries = Array.isArray(body.siteEntry) ? (body.siteEntry as Record<string, unknown>[]) : [];
  return entries.flatMap((entry) => (typeof entry.siteUrl === 'string' ? [{ siteUrl: entry.siteUrl, permissionLevel: typeof entry.permissionLevel === 'string' ? entry.permissionLevel : '' }] : []));
}

/** Every row of one day (final data only) for the dimensions, read 25,000 at a time. */
export async function readDay(google: GoogleClientConfig, accessToken: string, siteUrl: string, day: string, dimensions: ('query' | 'page')[]): Promise<AnalyticsRow[]> {
  const rows: AnalyticsRow[] = [];
  for (let startRow = 0; ; startRow += ROW_LIMIT) {
    const response = await fetch(`${google.endpoints.webmasters}/sites/${encodeURIComponent(siteUrl)}/searchAnalytics/query`, {
      method: 'POST',
      headers: { ...bearer(accessToken), 'content-type': 'application/json' },
      body: JSON.stringify({ startDate: day, endDate: day, dimensions, type: 'web', dataState: 'final', rowLimit: ROW_LIMIT, startRow }),
      signal: AbortSignal.timeout(60_000),
    });
    const body = await googleJson(response, 'the search analytics');
    const page = Array.isArray(body.rows) ? (body.rows as Record<string, unknown>[]) : [];
    for (const row of page) {
      if (!Array.isArray(row.keys)) continue;
      rows.push({ keys: row.keys.map(String), clicks: Number(row.clicks ?? 0), impressions: Number(row.impressions ?? 0), position: Number(row.position ?? 0) });
    }
    if (page.length < ROW_LIMIT) return rows;
  }
}
