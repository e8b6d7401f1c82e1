// Whether the built tree (dist/client and dist/server) is current, so `npm start` on an unchanged
// checkout starts the server at once instead of rebuilding both for several seconds. The stamp
// records the newest modification time among the build's inputs when the build finished; any
// later change (an edit, a checkout, a deleted file: its folder's time changes) makes it stale.
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = path.join(root, 'dist/.build-stamp.json');
// What the client and server builds read besides node_modules (package-lock.json stands for it).
const INPUTS = ['src', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json', 'scripts/build-server.mjs'];
const OUTPUTS = ['dist/client/index.html', 'dist/server/main.js'];

function newestModification(entry) {
  const stat = statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  let newest = stat.mtimeMs;
  if (stat.isDirectory()) {
    for (const name of readdirSync(entry)) newest = Math.max(newest, newestModification(path.join(entry, name)));
  }
  return newest;
}

export const newestInput = () => Math.max(...INPUTS.map((input) => newestModification(path.join(root, input))));

export function isBuildCurrent() {
  if (!existsSync(STAMP) || OUTPUTS.some((output) => !existsSync(path.join(root, output)))) return false;
  try {
    const stamp = JSON.parse(readFileSync(STAMP, 'utf8'));
    return stamp.node === process.version && typeof stamp.newestInputMs === 'number' && newestInput() <= stamp.newestInputMs;
  } catch {
    return false;
  }
}

/** Called before a build: a build that fails half way leaves no stamp behind. */
export function forgetBuild() {
  rmSync(STAMP, { force: true });
}

/** Called once both builds succeeded; the inputs' time is read before, so an edit during the build counts. */
export function stampBuild(newestInputMs) {
  writeFileSync(STAMP, JSON.stringify({ newestInputMs, node: process.version }) + '\n');
}
