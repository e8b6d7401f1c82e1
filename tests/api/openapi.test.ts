// The API's contract as a document: GET /api/openapi.json serves OpenAPI 3.1 generated from the
// schemas the routes validate with, so what the document says is what the server checks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, { parameters?: Array<{ name: string; in: string }>; responses: Record<string, unknown> }>>;
  components?: { schemas?: Record<string, unknown> };
}

describe('GET /api/openapi.json', () => {
  it('serves an OpenAPI 3.1 document without signing in', async () => {
    const res = await app.client().get<OpenApiDocument>('/api/openapi.json');
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(res.body.info.title).toBe('KeywordLens API');
  });

  it('describes the spelling route with its query and its answers, under its full path', async () => {
    const { body } = await app.client().get<OpenApiDocument>('/api/openapi.json');
    const spelling = body.paths['/api/spelling']?.get;
    expect(spelling).toBeDefined();
    expect(spelling?.parameters?.map((p) => p.name).sort()).toEqual(['lang', 'max', 's']);
    expect(Object.keys(spelling?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401']));
    expect(body.components?.schemas?.Error).toBeDefined();
  });

  it('validates with the documented schema: an unknown language is a 400 in the error shape', async () => {
    const user = await app.createUser();
    const res = await user.get('/api/spelling?s=test&lang=xx');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { code: 'VALIDATION' } });
  });
});
