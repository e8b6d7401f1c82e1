// Strings storage cannot hold (decision 038) on the real app and database (PGlite, or PostgreSQL
// with TEST_DB=postgres): a NUL or a lone surrogate anywhere in a request (JSON body, form field,
// query string, path parameter) is a 400 VALIDATION naming its field, on better-auth's routes as
// on the feature routes, and nothing is stored; an import skips such lines and says so; a binary
// file part (the avatar) is never read as text.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user as userTable } from '../../src/server/db/schema/index.js';
import type { ImportPreview, ListSummary } from '../../src/shared/contract/lists.js';
import { IMPORT_NOTHING_STORABLE } from '../../src/shared/lists/import-limits.js';
import { NOT_STORABLE_LONE_SURROGATE, NOT_STORABLE_NUL } from '../../src/shared/messages/validation.js';
import { startTestApp, uniqueEmail, type TestApp, type TestClient } from '../support/test-app.js';

type SignedIn = TestClient & { email: string; userId: string };
type ErrorAnswer = { error: { code: string; message: string; field?: string } };

let app: TestApp;
let user: SignedIn;
let listId: string;

const NUL = 'a\u0000b';
const HIGH = 'seo \ud800 tools';
const LOW = 'seo \udc00 tools';

beforeAll(async () => {
  app = await startTestApp();
  user = await app.createUser();
  const list = await user.post<ListSummary>('/api/lists', { name: 'Storable' });
  expect(list.status).toBe(201);
  listId = list.body.id;
}, 120_000);

afterAll(async () => {
  await app?.close();
});

function expectRefused(res: { status: number; body: unknown }, field: string, message = NOT_STORABLE_NUL) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect((res.body as ErrorAnswer).error).toMatchObject({ code: 'VALIDATION', field, message });
}

/** A request with a raw body and content type (the test client sends JSON). */
async function send(client: TestClient, method: string, path: string, body: string | FormData, contentType?: string) {
  return client.request<ErrorAnswer>(method, path, body, contentType ? { 'Content-Type': contentType } : {});
}

describe('better-auth routes', () => {
  it('reset-password: a token with NUL is a 400 naming the token, not a 500', async () => {
    const res = await app.client().post('/api/auth/reset-password', { token: `abc${NUL}`, newPassword: 'another-pass-42' });
    expectRefused(res, 'token');
  });

  it('reset-password: a 5,000-character token is refused as an invalid link, not a 500', async () => {
    const res = await app.client().post<ErrorAnswer>('/api/auth/reset-password', { token: 'x'.repeat(5000), newPassword: 'another-pass-42' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_TOKEN');
  });

  it('reset-password: a token in the query string and in the mailed link path is checked too', async () => {
    expectRefused(await app.client().post('/api/auth/reset-password?token=ab%00cd', { newPassword: 'another-pass-42' }), 'token');
    expectRefused(await app.client().get('/api/auth/reset-password/ab%00cd?callbackURL=/auth/update-password'), 'token');
    expectRefused(await app.client().get('/api/auth/reset-link-status?token=%00'), 'token');
  });

  it('sign-up: NUL in the address, lone surrogates in the password; nothing is created', async () => {
    const email = uniqueEmail('nul');
    const body = { email: email.replace('@', '\u0000@'), password: 'correct-horse-42', confirmPassword: 'correct-horse-42', acceptTerms: true };
    expectRefused(await app.client().post('/api/auth/sign-up/email', body), 'email');
    const surrogate = { email, password: 'correct\ud800horse', confirmPassword: 'correct\ud800horse', acceptTerms: true };
    expectRefused(await app.client().post('/api/auth/sign-up/email', surrogate), 'password', NOT_STORABLE_LONE_SURROGATE);
    expect(await app.deps.database.db.select().from(userTable).where(eq(userTable.email, email))).toEqual([]);
  });

  it('sign-in: a form-encoded field with NUL is named too (before the JSON-only refusal)', async () => {
    expectRefused(await send(app.client(), 'POST', '/api/auth/sign-in/email', 'email=a%00b%40example.test&password=x', 'application/x-www-form-urlencoded'), 'email');
  });

  it('the OAuth callback: NUL in code or state is refused; broken UTF-8 is left to better-auth, never a 500', async () => {
    expectRefused(await app.client().get('/api/auth/callback/google?code=%00&state=s'), 'code');
    expectRefused(await app.client().get('/api/auth/callback/google?code=c&state=x%00'), 'state');
    const broken = await app.client().get('/api/auth/callback/google?code=%ED%A0%80&state=%C0');
    expect(broken.status).toBeLessThan(500);
  });
});

describe('feature routes', () => {
  it('research: the keyword and each seed are named', async () => {
    expectRefused(await user.post('/api/research', { keyword: `seo${NUL}`, languageCode: 'en', locationCode: 2840 }), 'keyword');
    expectRefused(
      await user.post('/api/research', { seeds: ['seo tools', HIGH], languageCode: 'en', locationCode: 2840 }),
      'seeds.1',
      NOT_STORABLE_LONE_SURROGATE,
    );
    expectRefused(await user.post('/api/research', { keyword: LOW, languageCode: 'en', locationCode: 2840 }), 'keyword', NOT_STORABLE_LONE_SURROGATE);
  });

  it('a valid surrogate pair (emoji) and CJK text pass the check', async () => {
    const res = await user.post('/api/lists', { name: 'Läufer 🏃 跑鞋' });
    expect(res.status).toBe(201);
    expect(res.body.name).toBe('Läufer 🏃 跑鞋');
  });

  it('lists: a name, a note and a bad key in the body; nothing is created', async () => {
    const before = (await user.get('/api/lists')).body.lists.length as number;
    expectRefused(await user.post('/api/lists', { name: `Spring ${NUL}` }), 'name');
    expectRefused(await user.post('/api/lists', { name: 'Spring', ['lang\u0000']: 'en' }), 'body');
    expectRefused(await user.request('PATCH', `/api/lists/${listId}`, { name: HIGH }), 'name', NOT_STORABLE_LONE_SURROGATE);
    expectRefused(await user.request('PATCH', `/api/lists/${listId}/items/${randomUUID()}`, { note: `x${NUL}` }), 'note');
    expect((await user.get('/api/lists')).body.lists.length).toBe(before);
  });

  it('lists import: a line that cannot be stored is skipped and counted, the rest is imported', async () => {
    const text = ['trail shoes', `bad${NUL}line`, `broken ${HIGH}`, 'road shoes'].join('\n');
    const preview = await user.post<ImportPreview>(`/api/lists/${listId}/import/preview`, { text, source: 'paste' });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ rows: 4, invalid: 2, unstorable: 2, newKeywords: 2 });
    const started = await user.post<ImportPreview>(`/api/lists/${listId}/import`, { text, source: 'paste' });
    expect(started.status).toBe(202);
    const items = await user.get<{ rows: Array<{ keyword: string }> }>(`/api/lists/${listId}/items?limit=50`);
    expect(items.body.rows.map((r) => r.keyword).sort()).toEqual(['road shoes', 'trail shoes']);
  });

  it('lists import: a UTF-16 file read as UTF-8 (a NUL in every line) says so; other fields are still checked', async () => {
    const utf16 = [...'running shoes\nhiking boots\n'].map((ch) => `${ch}\u0000`).join('');
    const res = await user.post<ErrorAnswer>(`/api/lists/${listId}/import/preview`, { text: utf16, source: 'txt' });
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe(IMPORT_NOTHING_STORABLE);
    expectRefused(await user.post(`/api/lists/${listId}/import/preview`, { text: 'seo', source: `csv${NUL}` }), 'source');
  });

  it('profile: the display name', async () => {
    expectRefused(await user.request('PATCH', '/api/profile', { displayName: `Ann${NUL}` }), 'displayName');
    expectRefused(await user.request('PATCH', '/api/profile', { displayName: `Ann ${LOW}` }), 'displayName', NOT_STORABLE_LONE_SURROGATE);
  });

  it('filters and other query strings name the parameter; path parameters name the parameter', async () => {
    const id = randomUUID();
    expectRefused(await user.get(`/api/researches/${id}/rows?inc=shoes%00`), 'inc');
    expectRefused(await user.get(`/api/lists/${listId}/items?exc=a%00&sort=searchVolume`), 'exc');
    expectRefused(await user.get('/api/serp/latest?keyword=seo%00&languageCode=en&locationCode=2840'), 'keyword');
    expectRefused(await user.get('/api/spelling?s=%00'), 's');
    expectRefused(await user.get('/api/researches/ab%00cd'), 'id');
    expectRefused(await user.request('PATCH', `/api/lists/${listId}/items/${id.slice(0, 8)}%00`, { note: null }), 'itemId');
    // No route has a parameter there: the path itself is named.
    expectRefused(await user.get(`/api/lists/${listId}/items/${id.slice(0, 8)}%00`), 'path');
    expectRefused(await user.get(`/avatars/${user.userId}/a%00.webp`), 'fileName');
  });

  it('a multipart text field is checked; a file part is bytes and is not', async () => {
    const form = new FormData();
    form.set('keyword', `seo${NUL}`);
    expectRefused(await send(user, 'POST', '/api/research', form), 'keyword');
    // A valid UTF-8 text file holding a NUL, sent where no file is read: the route's own refusal.
    const file = new FormData();
    file.set('keyword', new File([`seo${NUL}tools\n`], 'k.txt', { type: 'text/plain' }));
    const answer = await send(user, 'POST', '/api/research', file);
    expect(answer.status).toBe(415);
    expect(answer.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('the avatar upload: a PNG (full of NUL bytes) is stored; a text field beside it is never read', async () => {
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 0, g: 0, b: 0 } } }).png().toBuffer();
    expect(png.includes(0)).toBe(true);
    const form = new FormData();
    form.set('avatar', new File([new Uint8Array(png)], `a${NUL}.png`, { type: 'image/png' }));
    form.set('note', `x${NUL}`);
    const res = await send(user, 'POST', '/api/profile/avatar', form);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});
