// The app (same database and sessions as a TestApp) serving the bench's own client build, the
// way the production server serves it: pre-rendered pages, hashed assets, the SPA fallback.
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { serve } from '@hono/node-server';
import type { BrowserContext } from '@playwright/test';
import { buildApp } from '../src/server/app.js';
import type { TestApp } from '../tests/support/test-app.js';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

export interface BuiltSite {
  url: string;
  close: () => void;
}

export function serveBuiltClient(app: TestApp): Promise<BuiltSite> {
  const clientDir = path.resolve(process.env['BENCH_CLIENT_DIR'] ?? 'dist/client');
  if (!existsSync(path.join(clientDir, 'index.html'))) throw new Error(`no client build in ${clientDir}: run npm run bench`);
  const site = buildApp(app.deps, { clientDir });
  return new Promise((resolve) => {
    const server = serve({ fetch: site.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve({ url: `http://127.0.0.1:${info.port}`, close: () => server.close() }),
    );
  });
}

export interface ScriptFigures {
  files: number;
  rawKb: number;
  gzipKb: number;
  breakdown: string;
}

/**
 * Every script a page loads until the network is idle and `ready` shows, sized raw and after
 * gzip -6 of each file (what the server's compression sends).
 */
export async function measureScripts(context: BrowserContext, url: string, ready: string): Promise<ScriptFigures> {
  const page = await context.newPage();
  const bodies: Promise<{ name: string; body: Buffer }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const name = new URL(response.url()).pathname.split('/').pop()?.replace(/-[\w-]{8}\.js$/, '') ?? '?';
    // A worker that has closed itself takes its script's body with it: fetched again then.
    const body = response.body().catch(() => context.request.get(response.url()).then((again) => again.body()));
    bodies.push(body.then((body) => ({ name, body })));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator(ready).first().waitFor();
  const scripts = await Promise.all(bodies);
  await page.close();
  const raw = scripts.reduce((sum, script) => sum + script.body.length, 0);
  const sized = scripts.map((script) => ({ name: script.name, gzipKb: gzipSync(script.body).length / 1024 })).sort((a, b) => b.gzipKb - a.gzipKb);
  const gzip = sized.reduce((sum, script) => sum + script.gzipKb, 0);
  return { files: scripts.length, rawKb: raw / 1024, gzipKb: gzip, breakdown: sized.map((s) => `${s.name} ${s.gzipKb.toFixed(1)}`).join(', ') };
}
