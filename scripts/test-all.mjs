// Runs every suite (typecheck, lint, unit, providers, API on PGlite and on PostgreSQL when
// TEST_DATABASE_URL is set, browser), prints each phase's time, and ends with the one line CI reads:
// "N passed, N failed". Names as arguments run only those suites (e.g. `npm test -- unit api`).
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';

const tmp = '.tmp/test-results';
rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });

let passed = 0;
let failed = 0;
const only = process.argv.slice(2);
const wanted = (name) => only.length === 0 || only.includes(name);

/**
 * One command with its output kept in a file: suites run side by side and each report is printed
 * whole when the phase ends, so reports never interleave.
 */
function spawnLogged({ name, command, args, env = {} }) {
  const log = `${tmp}/${name}.log`;
  const stream = createWriteStream(log);
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(stream);
  child.stderr.pipe(stream);
  return new Promise((resolve) =>
    child.on('close', (code) =>
      stream.end(() => {
        console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
        console.log(readFileSync(log, 'utf8'));
        resolve(code ?? 1);
      }),
    ),
  );
}

async function checkCommand(run) {
  if ((await spawnLogged(run)) === 0) passed += 1;
  else failed += 1;
}

async function vitestRun({ name, projects, env }) {
  const out = `${tmp}/${name}.json`;
  const args = ['vitest', 'run', ...projects.flatMap((project) => ['--project', project]), '--reporter=default', '--reporter=json', `--outputFile.json=${out}`];
  const code = await spawnLogged({ name, command: 'npx', args, env });
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += (report.numFailedTests ?? 0) + (code !== 0 && !report.numFailedTests ? 1 : 0);
  } else if (code !== 0) failed += 1;
}

/** `built`: the client is already built (buildClient), so the browser suite's server skips it. */
async function playwrightRun(built) {
  if (!ensureChromium()) {
    failed += 1;
    return;
  }
  const out = `${tmp}/e2e.json`;
  const env = { PLAYWRIGHT_JSON_OUTPUT_NAME: out, ...(built ? { E2E_SKIP_BUILD: '1' } : {}) };
  const code = await spawnLogged({ name: 'e2e', command: 'npx', args: ['playwright', 'test', '--reporter=list,json'], env });
  if (existsSync(out)) {
    const { stats } = JSON.parse(readFileSync(out, 'utf8'));
    passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    failed += stats.unexpected ?? 0;
    if (code !== 0 && !stats.unexpected) failed += 1;
  } else if (code !== 0) failed += 1;
}

const timings = [];
const API_PROJECTS = ['api', 'api-mocked'];
async function phase(name, works) {
  if (works.length === 0) return;
  const started = Date.now();
  await Promise.all(works.map((work) => work()));
  timings.push(`${name} ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

// Type-checking and linting are each single-threaded: on two cores they run side by side.
await phase('typecheck + lint', [
  ...(wanted('typecheck') ? [() => checkCommand({ name: 'typecheck', command: 'npx', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] })] : []),
  ...(wanted('lint') ? [() => checkCommand({ name: 'lint', command: 'npx', args: ['eslint', '--max-warnings', '0', '.'] })] : []),
]);

// Unit tests and the provider tests (no database: they run once, not once per database). Not in
// the phase above: the four together took twice as long as the two phases (Vitest's workers and
// ESLint's type-aware program fighting over two cores and memory; a 5 s property test timed out).
await phase('unit + providers', [
  ...(wanted('unit') ? [() => vitestRun({ name: 'unit', projects: ['unit'] })] : []),
  ...(wanted('providers') ? [() => vitestRun({ name: 'providers', projects: ['providers'] })] : []),
]);

// The browser suite's client build (vite), made where a core is idle: after the shorter API run,
// while the longer one (PGlite, one Node process) still runs; then the browser suite skips it.
let clientBuilt = false;
async function buildClient() {
  if (!wanted('e2e')) return;
  clientBuilt = (await spawnLogged({ name: 'e2e-build', command: 'npx', args: ['vite', 'build', '--logLevel', 'warn'] })) === 0;
}

// The API suite on both databases side by side, then the browser suite. Each API run is one Node
// process (its files share it, isolate: false), so the two fill the two cores; run beside them the
// browser journeys' waits and the crash tests' deadlines ran out (504s, axe passes over a minute).
// TEST_SERIAL=1 runs the API suites one after the other.
const apiPglite = () => vitestRun({ name: 'api-pglite', projects: API_PROJECTS, env: { TEST_DB: 'pglite', TEST_SKIP_DB_FREE: process.env.TEST_DATABASE_URL ? '1' : '0' } });
const apiPostgres = () => vitestRun({ name: 'api-postgres', projects: API_PROJECTS, env: { TEST_DB: 'postgres' } });
if (!wanted('api')) await phase('e2e build', wanted('e2e') ? [buildClient] : []);
else if (!process.env.TEST_DATABASE_URL) await phase('api (PGlite) + e2e build', [apiPglite, buildClient]);
else if (process.env.TEST_SERIAL === '1') {
  await phase('api (PGlite)', [apiPglite]);
  await phase('api (PostgreSQL)', [apiPostgres]);
  await phase('e2e build', wanted('e2e') ? [buildClient] : []);
} else await phase('api (PGlite | PostgreSQL, then e2e build)', [apiPglite, async () => (await apiPostgres(), await buildClient())]);
await phase('e2e', wanted('e2e') ? [() => playwrightRun(clientBuilt)] : []);

console.log(`\nTime by phase: ${timings.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
