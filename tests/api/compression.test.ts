// Response compression on the real app: JSON over 1 KB is sent in the encoding
// the client ranks highest (brotli first among equals), smaller answers and clients that accept
// none are answered as they are, and a streamed export is compressed as it streams. The bytes are
// read off the socket with node:http, which (unlike fetch) does not decode them.
import http from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES } from '../../src/server/http/compression.js';
import { insertResearch } from '../support/research-fixtures.js';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.js';

let app: TestApp;
let owner: TestClient & { userId: string };
let researchId: string;

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  bytes: Buffer;
}

function rawGet(path: string, headers: Record<string, string>): Promise<RawAnswer> {
  const cookie = [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return new Promise((resolve, reject) => {
    const req = http.get(`${app.url}${path}`, { headers: { Cookie: cookie, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

const decoders = { br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync } as const;

function decoded(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'] as keyof typeof decoders | undefined;
  return (encoding ? decoders[encoding](answer.bytes) : answer.bytes).toString('utf8');
}

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.createUser();
  const rows = Array.from({ length: 300 }, (_, i) => ({ keyword: `running shoes model ${i}`, searchVolume: 1000 - i, difficulty: i % 100, cpc: (i % 40) / 10 }));
  researchId = await insertResearch(app.deps.database.db, { userId: owner.userId, seed: 'running shoes', rows });
});

afterAll(async () => {
  await app?.close();
});

describe('response compression', () => {
  const rowsPath = () => `/api/researches/${researchId}/rows?limit=300`;

  it('sends the same JSON in every encoding, brotli first among equals', async () => {
    const plain = await rawGet(rowsPath(), {});
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
    const json = plain.bytes.toString('utf8');
    expect(JSON.parse(json).rows).toHaveLength(300);

    for (const [header, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['deflate', 'deflate'],
      ['br;q=0.2, gzip;q=0.9', 'gzip'],
    ] as const) {
      const answer = await rawGet(rowsPath(), { 'Accept-Encoding': header });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['content-length']).toBeUndefined();
      expect(answer.bytes.length).toBeLessThan(plain.bytes.length / 4);
      expect(decoded(answer)).toBe(json);
    }
  });

  it('sends an answer under 1 KB and an answer to a client that accepts no encoding as it is', async () => {
    const small = await rawGet('/api/health', { 'Accept-Encoding': 'br, gzip' });
    expect(small.status).toBe(200);
    expect(small.bytes.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();

    const refused = await rawGet(rowsPath(), { 'Accept-Encoding': 'br;q=0, gzip;q=0, deflate;q=0, identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(refused.bytes.toString('utf8')).rows).toHaveLength(300);
  });

  it('compresses an error answer over 1 KB the same way and leaves a small one alone', async () => {
    const missing = await rawGet('/api/researches/00000000-0000-4000-8000-000000000000/rows', { 'Accept-Encoding': 'br' });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(missing.bytes.toString('utf8')).error.code).toBeTruthy();
  });

  it('streams an export compressed, every row intact', async () => {
    const plain = await rawGet(`/api/researches/${researchId}/export?format=csv`, {});
    const answer = await rawGet(`/api/researches/${researchId}/export?format=csv`, { 'Accept-Encoding': 'br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-disposition']).toBe(plain.headers['content-disposition']);
    expect(decoded(answer)).toBe(plain.bytes.toString('utf8'));
    expect(decoded(answer).split('\r\n').filter(Boolean)).toHaveLength(301);
  });
});
