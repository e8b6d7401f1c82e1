// The first page of a research's rows under load (decision 040): 50 connections
// for a few seconds against the real app, for a 50,000-row and a 1,000-row research, beside a bare
// node:http server answering the same bytes in the same run. Size must not matter.
// Run: npx tsx bench/rows-load.bench.ts (PGlite; TEST_DB=postgres for PostgreSQL).
// LOAD_SECONDS (default 5), CONNECTIONS (default 50), SIZES (default 50000,1000).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { createResearch, insertKeywordRows, toResultInsert } from '../src/server/features/research-results/index.js';
import { rowsBenchMetrics } from './bench-utils.js';
import { startTestApp } from '../tests/support/test-app.js';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const SIZES = (process.env.SIZES ?? '50000,1000').split(',').map(Number);

const metrics = rowsBenchMetrics;

interface Load {
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** CONNECTIONS loops asking `url` one after another for SECONDS; keep-alive sockets. */
async function load(url: string, headers: Record<string, string>): Promise<Load> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const times: number[] = [];
  let errors = 0;
  const ends = performance.now() + SECONDS * 1000;
  const once = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const req = http.get(url, { agent, headers }, (res) => {
        res.on('data', () => {});
        res.on('end', () => {
          if (res.statusCode === 200) times.push(performance.now() - started);
          else errors++;
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
    });
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < ends) await once();
    }),
  );
  agent.destroy();
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { perSecond: times.length / SECONDS, p50: at(0.5), p99: at(0.99), errors };
}

/** A bare server answering `body` with `headers` to every request. */
async function bareServer(body: Buffer, headers: http.OutgoingHttpHeaders): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The raw answer (compressed as the app sends it) of one GET. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ body: Buffer; headers: http.OutgoingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ body: Buffer.concat(chunks), headers: { 'content-type': res.headers['content-type'], ...(res.headers['content-encoding'] ? { 'content-encoding': res.headers['content-encoding'] } : {}) } }));
      })
      .on('error', reject);
  });
}

const fmt = (l: Load) => `${l.perSecond.toFixed(0)} req/s, p50 ${l.p50.toFixed(1)} ms, p99 ${l.p99.toFixed(1)} ms${l.errors ? `, ${l.errors} errors` : ''}`;

const app = await startTestApp();
try {
  const user = await app.createUser();
  const headers = { Cookie: [...user.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'Accept-Encoding': 'gzip, br' };
  console.log(`First page (100 rows, volume desc), ${CONNECTIONS} connections x ${SECONDS} s, ${process.env.TEST_DB ?? 'pglite'}`);
  for (const size of SIZES) {
    const writeStarted = performance.now();
    // The rows straight into the store (no clustering: it would take minutes at 50,000 and the page read does not need it).
    const db = app.deps.database.db;
    const researchId = await createResearch(db, { userId: user.userId, kind: 'keywords', status: 'complete', seedKeyword: 'running shoes', locationCode: 2840, languageCode: 'en', totalResults: size, loadedResults: size });
    await insertKeywordRows(db, Array.from({ length: size }, (_, i) => toResultInsert(researchId, metrics(i), i, i === 0)));
    const writeMs = performance.now() - writeStarted;
    const url = `${app.url}/api/researches/${researchId}/rows?limit=100`;
    const sample = await rawGet(url, headers);
    const bare = await bareServer(sample.body, sample.headers);
    const bareLoad = await load(bare.url, headers);
    await bare.close();
    const appLoad = await load(url, headers);
    console.log(`  ${size.toLocaleString('en-US')} rows (stored in ${(writeMs / 1000).toFixed(1)} s, page ${sample.body.length} bytes): app ${fmt(appLoad)}; bare ${fmt(bareLoad)}; ratio ${((appLoad.perSecond / bareLoad.perSecond) * 100).toFixed(1)} %`);
  }
} finally {
  await app.close();
}
