// Compiles the server to JavaScript (dist/server) so `npm start` and the container run plain
// Node: no TypeScript compiler at start. The pure-JavaScript dependencies are bundled with the
// project's own modules: loading one file instead of about 1,300 saves a fifth of the start's CPU
// time. Rolldown is the bundler Vite already uses for the client.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const defaultOutDir = path.join(root, 'dist/server');

/** A bare import ("hono", "node:fs", "@electric-sql/pglite") is a package. */
const isPackage = (id) => !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('@shared/') && !id.startsWith('\0');
const packageName = (id) => id.split('/').slice(0, id.startsWith('@') ? 2 : 1).join('/');

/**
 * Packages loaded from node_modules at run time: those that read files beside their code
 * (WebAssembly, dictionaries, Swagger UI's assets, pino's worker), native ones, and those one
 * feature loads on first use. None of them imports a bundled package: a package bundled and also
 * imported from node_modules would exist twice, and `instanceof` across the two copies (hono's
 * HTTPException, zod's errors) would fail.
 */
const RUNTIME_PACKAGES = new Set([
  '@electric-sql/pglite',
  'pg',
  'sharp',
  'file-type',
  'nodemailer',
  'pino',
  'swagger-ui-dist',
  'hunspell-asm',
  'nspell',
  'dictionary-de',
  'dictionary-en',
  'dictionary-es',
  'dictionary-fr',
  'dictionary-pt',
  'dictionary-ru',
]);
const isExternal = (id) => id.startsWith('node:') || (isPackage(id) && RUNTIME_PACKAGES.has(packageName(id)));

/** `outDir` elsewhere than dist/server (a benchmark's own build) must end in dist/server too: the server finds the client at ../client. */
export async function buildServer({ outDir = defaultOutDir } = {}) {
  rmSync(outDir, { recursive: true, force: true });
  await build({
    // The spelling worker runs in a thread of its own (features/spelling/spelling-thread.ts), which
    // finds it beside main.js.
    input: { main: path.join(root, 'src/server/main.ts'), 'spelling-worker': path.join(root, 'src/server/features/spelling/spelling-worker.ts') },
    platform: 'node',
    external: isExternal,
    resolve: { alias: { '@shared': path.join(root, 'src/shared') } },
    tsconfig: path.join(root, 'tsconfig.json'),
    output: { dir: outDir, format: 'esm', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js', sourcemap: true },
    logLevel: 'warn',
  });
  // The migrator reads its SQL files beside the compiled client module (db/client.ts).
  cpSync(path.join(root, 'src/server/db/migrations'), path.join(outDir, 'migrations'), { recursive: true });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  await buildServer();
  console.log(`server compiled to ${path.relative(root, defaultOutDir)} in ${Date.now() - started} ms`);
}
