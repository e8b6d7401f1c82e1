// Runs every suite (typecheck, lint, unit, providers, API on PGlite and on PostgreSQL when
// TEST_DATABASE_URL is set, browser), prints each suite's time, and ends with the one line CI reads:
// "N passed, N failed". Names as arguments run only those suites (e.g. `npm test -- unit api`).
//
// On the 2-core CI machine the suites mostly wait (on servers, browsers, timers), so they overlap:
//   1. unit + providers (they fill both cores for a while) and the browser suite's client build;
//   2. the API suite on both databases and the browser suite, side by side.
// Type-checking and linting need no timing, so they run from the start at the lowest CPU priority
// (nice 19): they take what the others leave idle and never slow a test with a deadline.
// TEST_SERIAL=1 runs the suites one after another, as before (about twice as long).
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
const serial = process.env.TEST_SERIAL === '1';
const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

// GNU time, where there is one, reports each suite's CPU seconds (its processes and their children):
// on a shared machine the wall-clock time says little about a suite's own cost.
const GNU_TIME = '/usr/bin/time';
const CPU_MARK = 'suite cpu:';
const timeable = existsSync(GNU_TIME);
const timings = [];

/**
 * One command with its output kept in a file: suites run side by side and each report is printed
 * whole when it ends, so reports never interleave. `nice` lowers its CPU priority (0 = normal).
 */
function spawnLogged({ name, command, args, env = {}, nice = 0 }) {
  const log = `${tmp}/${name}.log`;
  const stream = createWriteStream(log);
  const timed = timeable ? [GNU_TIME, '-f', `${CPU_MARK} %U %S`, command, ...args] : [command, ...args];
  const argv = nice > 0 && !serial ? ['nice', '-n', String(nice), ...timed] : timed;
  const begun = Date.now();
  const child = spawn(argv[0], argv.slice(1), { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(stream);
  child.stderr.pipe(stream);
  return new Promise((resolve) =>
    child.on('close', (code) =>
      stream.end(() => {
        const output = readFileSync(log, 'utf8');
        const cpu = new RegExp(`${CPU_MARK} ([\\d.]+) ([\\d.]+)`).exec(output);
        const cpuText = cpu ? `, ${(Number(cpu[1]) + Number(cpu[2])).toFixed(0)} s CPU` : '';
        timings.push(`${name} ${seconds(Date.now() - begun)}${cpuText} (ended at ${seconds(Date.now() - started)})`);
        console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
        console.log(output);
        resolve(code ?? 1);
      }),
    ),
  );
}

async function checkCommand(run) {
  if ((await spawnLogged(run)) === 0) passed += 1;
  else failed += 1;
}

async function vitestRun({ name, projects, env, nice, shard }) {
  const out = `${tmp}/${name}.json`;
  const args = ['vitest', 'run', ...projects.flatMap((project) => ['--project', project]), ...(shard ? [`--shard=${shard}`] : []), '--reporter=default', '--reporter=json', `--outputFile.json=${out}`];
  const code = await spawnLogged({ name, command: 'npx', args, env, nice });
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

/** Runs the works side by side, or one after another with TEST_SERIAL=1. */
async function together(works) {
  if (serial) for (const work of works) await work();
  else await Promise.all(works.map((work) => work()));
}

// Single-threaded each and free of deadlines: at nice 19 they use only what the tests leave idle.
const checks = () =>
  together([
    ...(wanted('typecheck') ? [() => checkCommand({ name: 'typecheck', command: 'npx', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'], nice: 19 })] : []),
    ...(wanted('lint') ? [() => checkCommand({ name: 'lint', command: 'npx', args: ['eslint', '--max-warnings', '0', '.'], nice: 19 })] : []),
  ]);

let clientBuilt = false;
async function buildClient() {
  if (!wanted('e2e')) return;
  clientBuilt = (await spawnLogged({ name: 'e2e-build', command: 'npx', args: ['vite', 'build', '--logLevel', 'warn'], nice: 10 })) === 0;
}

// Unit tests and the provider tests (no database: they run once, not once per database).
const unitAndProviders = () =>
  together([
    ...(wanted('unit') ? [() => vitestRun({ name: 'unit', projects: ['unit'] })] : []),
    ...(wanted('providers') ? [() => vitestRun({ name: 'providers', projects: ['providers'] })] : []),
  ]);

// The API suite once per database, each one Node process (its files share it, isolate: false).
// PGlite's run is the longest (the database runs inside the test process, on one core), and once the
// browser suite and the PostgreSQL run end it would leave the second core idle: it runs as
// TEST_PGLITE_SHARDS processes (2 by default), each a share of its files.
const API_PROJECTS = ['api', 'api-mocked'];
const PGLITE_SHARDS = Math.max(1, Number(process.env.TEST_PGLITE_SHARDS ?? 2));
const apiRuns = () => {
  if (!wanted('api')) return [];
  const pgliteEnv = { TEST_DB: 'pglite', TEST_SKIP_DB_FREE: process.env.TEST_DATABASE_URL ? '1' : '0' };
  const pglite = Array.from({ length: PGLITE_SHARDS }, (_, i) =>
    PGLITE_SHARDS === 1
      ? () => vitestRun({ name: 'api-pglite', projects: API_PROJECTS, env: pgliteEnv })
      : () => vitestRun({ name: `api-pglite-${i + 1}`, projects: API_PROJECTS, env: pgliteEnv, shard: `${i + 1}/${PGLITE_SHARDS}` }),
  );
  const postgres = () => vitestRun({ name: 'api-postgres', projects: API_PROJECTS, env: { TEST_DB: 'postgres' } });
  return process.env.TEST_DATABASE_URL ? [...pglite, postgres] : pglite;
};

const e2e = () => (wanted('e2e') ? playwrightRun(clientBuilt) : Promise.resolve());

if (serial) {
  await checks();
  await unitAndProviders();
  await together(apiRuns());
  await buildClient();
  await e2e();
} else {
  const background = checks();
  await together([unitAndProviders, buildClient]);
  await together([...apiRuns(), e2e]);
  await background;
}

console.log(`\nTime by suite: ${timings.join('; ')}; all ${seconds(Date.now() - started)}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
