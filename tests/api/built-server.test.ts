// The compiled server (scripts/build-server.mjs), as `npm start` and the container run it, with
// its dependencies bundled: it starts on an empty embedded database and answers through each
// bundled library (hono, zod and its OpenAPI document, better-auth over drizzle) and the packages
// it loads from node_modules (Swagger UI's assets, PGlite), with the error shape the source gives.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/build-server.mjs';
import { BODY_NOT_JSON } from '../../src/server/auth/request-helpers.js';
import { spawnServer, type ServerProcess } from '../support/server-process.js';

const PASSWORD = 'correct-horse-42';

describe('the compiled server', () => {
  mkdirSync(path.resolve(import.meta.dirname, '../../.tmp'), { recursive: true });
  // Inside the project, so the packages left external resolve from its node_modules.
  const folder = mkdtempSync(path.join(path.resolve(import.meta.dirname, '../../.tmp'), 'built-server-'));
  let server: ServerProcess | undefined;
  let base = '';
  const post = (route: string, body: string) =>
    fetch(`${base}${route}`, { method: 'POST', body, headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' } });

  beforeAll(async () => {
    // The server finds the client at ../client: none here, and SERVE_CLIENT is off.
    await buildServer({ outDir: path.join(folder, 'dist/server') });
    server = spawnServer({ DATA_DIR: path.join(folder, 'data') }, ['--enable-source-maps', path.join(folder, 'dist/server/main.js')]);
    base = `http://127.0.0.1:${await server.listening(120_000)}`;
  }, 180_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.kill('SIGTERM');
      expect((await server.exited()).code).toBe(0);
    }
    rmSync(folder, { recursive: true, force: true });
  });

  it('answers its health on the embedded database, its OpenAPI document and Swagger UI', async () => {
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: { kind: 'pglite', status: 'up' } });
    const document = await fetch(`${base}/api/openapi.json`);
    expect(document.status).toBe(200);
    expect(await document.json()).toMatchObject({ openapi: expect.stringMatching(/^3\./) as unknown, paths: expect.objectContaining({}) as unknown });
    const docs = await fetch(`${base}/api/docs`);
    expect(docs.status).toBe(200);
    expect(await docs.text()).toMatch(/swagger/i);
  });

  it('signs up through better-auth and refuses a wrong password, a body that is not JSON, a guest and an unknown route with the JSON error shape', async () => {
    const email = `built-${Date.now()}@example.test`;
    const signUp = await post('/api/auth/sign-up/email', JSON.stringify({ email, password: PASSWORD, confirmPassword: PASSWORD, acceptTerms: true, name: '' }));
    expect(signUp.status).toBe(200);
    const wrong = await post('/api/auth/sign-in/email', JSON.stringify({ email, password: 'not-the-password-1' }));
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: { code: expect.any(String) as unknown, message: expect.any(String) as unknown } });
    const notJson = await post('/api/auth/sign-up/email', 'not json at all');
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ error: { message: BODY_NOT_JSON } });
    const guest = await post('/api/research', JSON.stringify({ keyword: 'seo tools', languageCode: 'en', locationCode: 2840, limit: 100 }));
    expect(guest.status).toBe(401);
    expect(await guest.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
    const unknown = await fetch(`${base}/api/no-such-route`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: expect.any(String) as unknown } });
    expect(server?.output()).not.toMatch(/"level":(50|60)/); // no error or fatal line
  });
});
