// The pages the client build pre-rendered (decision 016): dist/client/prerendered/pages.json maps
// a path to its HTML file. Such a path, asked for without a query string, gets its pre-rendered
// page, which paints before any JavaScript runs; every other path falls through (to the static
// files and the SPA fallback). A query string can change what the page shows (/pricing?new=true),
// so those requests get the empty shell and render in the browser.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './types.js';

const MANIFEST = path.join('prerendered', 'pages.json');

function loadPrerenderedPages(clientDir: string): Map<string, string> {
  const manifestPath = path.join(clientDir, MANIFEST);
  const pages = new Map<string, string>();
  if (!existsSync(manifestPath)) return pages;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, string>;
  for (const [route, file] of Object.entries(manifest)) {
    pages.set(route, readFileSync(path.join(clientDir, 'prerendered', file), 'utf8'));
  }
  return pages;
}

export function servePrerenderedPages(clientDir: string) {
  const pages = loadPrerenderedPages(clientDir);
  return createMiddleware<AppEnv>(async (c, next) => {
    const html = c.req.method === 'GET' || c.req.method === 'HEAD' ? pages.get(c.req.path) : undefined;
    if (html === undefined || new URL(c.req.url).search !== '') return next();
    // Revalidated on every visit: the page names this build's hashed assets.
    c.header('Cache-Control', 'no-cache');
    return c.html(html);
  });
}
