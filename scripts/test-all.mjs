// Runs every suite (typecheck, lint, unit, providers, API on PGlite and on PostgreSQL when
// TEST_DATABASE_URL is set, browser), prints each phase's time, and ends with the one line CI reads:
// "N passed, N failed". Names as arguments run only those suites (e.g. `npm test -- unit api`).
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';

const tmp = '.tmp/test-results';
rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });

let passed = 0;
let failed = 0;
const only = process.argv.slice(2);
const wanted = (name) => only.length === 0 || only.includes(name);

function run(name, command, args, env = {}) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function countVitest(out, code) {
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += (report.numFailedTests ?? 0) + (code !== 0 && !report.numFailedTests ? 1 : 0);
  } else if (code !== 0) failed += 1;
}

const vitestArgs = (project, out) => ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`];

/**
 * Several vitest runs side by side (the API suite on PGlite and on PostgreSQL spend much of their
 * time waiting on servers, timers and the database), each logged to its own file and printed
 * whole when all have ended, so the two reports never interleave.
 */
async function vitestTogether(runs) {
  const results = await Promise.all(
    runs.map(({ name, project, env }) => {
      const out = `${tmp}/${name}.json`;
      const log = `${tmp}/${name}.log`;
      const stream = createWriteStream(log);
      const child = spawn('npx', vitestArgs(project, out), { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout.pipe(stream);
      child.stderr.pipe(stream);
      return new Promise((resolve) => child.on('close', (code) => stream.end(() => resolve({ name, project, out, log, code: code ?? 1 }))));
    }),
  );
  for (const { name, project, out, log, code } of results) {
    console.log(`\n=== ${name}: npx ${vitestArgs(project, out).join(' ')}`);
    console.log(readFileSync(log, 'utf8'));
    countVitest(out, code);
  }
}

const timings = [];
async function phase(name, work) {
  const started = Date.now();
  await work();
  timings.push(`${name} ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/** Commands side by side, each logged to its own file and printed whole when all have ended. */
async function commandsTogether(commands) {
  const results = await Promise.all(
    commands.map(({ name, command, args }) => {
      const log = `${tmp}/${name}.log`;
      const stream = createWriteStream(log);
      const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout.pipe(stream);
      child.stderr.pipe(stream);
      return new Promise((resolve) => child.on('close', (code) => stream.end(() => resolve({ name, command, args, log, code: code ?? 1 }))));
    }),
  );
  for (const { name, command, args, log, code } of results) {
    console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
    console.log(readFileSync(log, 'utf8'));
    if (code === 0) passed += 1;
    else failed += 1;
  }
}

// Type-checking and linting are each single-threaded: on two cores they run side by side.
const checks = [
  { name: 'typecheck', command: 'npx', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'lint', command: 'npx', args: ['eslint', '--max-warnings', '0', '.'] },
].filter(({ name }) => wanted(name));
if (checks.length > 0) await phase('typecheck + lint', () => commandsTogether(checks));

// Unit tests and the provider tests (no database: they run once, not once per database).
const offline = [
  { name: 'unit', project: 'unit' },
  { name: 'providers', project: 'providers' },
].filter(({ name }) => wanted(name));
if (offline.length > 0) await phase('unit + providers', () => vitestTogether(offline));

if (wanted('api')) {
  const apiRuns = [{ name: 'api-pglite', project: 'api', env: { TEST_DB: 'pglite' } }];
  if (process.env.TEST_DATABASE_URL) apiRuns.push({ name: 'api-postgres', project: 'api', env: { TEST_DB: 'postgres' } });
  await phase('api', () => vitestTogether(apiRuns));
}
const e2eStarted = Date.now();
if (wanted('e2e') && !ensureChromium()) failed += 1;
else if (wanted('e2e')) {
  const out = `${tmp}/e2e.json`;
  const code = run('e2e', 'npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: out });
  if (existsSync(out)) {
    const { stats } = JSON.parse(readFileSync(out, 'utf8'));
    passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    failed += stats.unexpected ?? 0;
    if (code !== 0 && !stats.unexpected) failed += 1;
  } else if (code !== 0) failed += 1;
}

if (wanted('e2e')) timings.push(`e2e ${((Date.now() - e2eStarted) / 1000).toFixed(0)} s`);
console.log(`\nTime by phase: ${timings.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
