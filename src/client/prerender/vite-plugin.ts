// The build step that pre-renders the landing and static pages (decision 016). After Vite has
// written the client, it builds prerender/render-page.tsx for Node, renders each route of
// PRERENDERED_ROUTES into the built index.html and writes dist/client/prerendered/<route>.html
// plus pages.json (path → file), which the server serves for those paths (the SPA fallback
// stays the empty index.html). `vite build` does it all, so npm start, the e2e server and the
// benches get the pages without a step of their own.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type { RenderedPage } from './render-page';

export const PRERENDERED_DIR = 'prerendered';
export const PRERENDERED_MANIFEST = 'pages.json';
const ROOT_MARKER = '<div id="root"></div>';

interface RenderModule {
  renderPage: (url: string) => Promise<RenderedPage>;
  PRERENDERED_ROUTES: readonly string[];
}

function fileFor(route: string): string {
  return `${route === '/' ? 'index' : route.slice(1)}.html`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'keywordlens-prerender',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      if (!template.includes(ROOT_MARKER)) throw new Error(`prerender: ${ROOT_MARKER} not found in index.html`);
      // A folder per build: the benches and browser tests may build at the same time.
      mkdirSync(path.resolve('.tmp'), { recursive: true });
      const serverOut = mkdtempSync(path.resolve('.tmp/prerender-'));
      try {
        await build({
          configFile: false,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          resolve: { alias: config.resolve.alias },
          plugins: [react()],
          build: {
            ssr: path.join(config.root, 'prerender/render-page.tsx'),
            outDir: serverOut,
            emptyOutDir: true,
            rollupOptions: { output: { entryFileNames: 'render-page.mjs' } },
          },
        });
        const { renderPage, PRERENDERED_ROUTES } = (await import(pathToFileURL(path.join(serverOut, 'render-page.mjs')).href)) as RenderModule;
        const pagesDir = path.join(outDir, PRERENDERED_DIR);
        const manifest: Record<string, string> = {};
        for (const route of PRERENDERED_ROUTES) {
          const page = await renderPage(route);
          let html = template.replace(ROOT_MARKER, `<div id="root">${page.html}</div>`);
          if (page.title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
          const file = fileFor(route);
          mkdirSync(path.dirname(path.join(pagesDir, file)), { recursive: true });
          writeFileSync(path.join(pagesDir, file), html);
          manifest[route] = file;
        }
        writeFileSync(path.join(pagesDir, PRERENDERED_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
        config.logger.info(`prerendered ${PRERENDERED_ROUTES.length} pages into ${path.relative(process.cwd(), pagesDir)}`);
      } finally {
        rmSync(serverOut, { recursive: true, force: true });
      }
    },
  };
}
