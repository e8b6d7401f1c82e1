// Runs every suite (typecheck, unit, API on PGlite and on PostgreSQL when TEST_DATABASE_URL is
// set, browser) and ends with the one line CI reads: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
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

function vitest(name, project, env = {}) {
  const out = `${tmp}/${name}.json`;
  const code = run(name, 'npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], env);
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += (report.numFailedTests ?? 0) + (code !== 0 && !report.numFailedTests ? 1 : 0);
  } else if (code !== 0) failed += 1;
}

if (wanted('typecheck')) {
  if (run('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']) === 0) passed += 1;
  else failed += 1;
}
if (wanted('unit')) vitest('unit', 'unit');
if (wanted('api')) vitest('api-pglite', 'api', { TEST_DB: 'pglite' });
if (wanted('api') && process.env.TEST_DATABASE_URL) vitest('api-postgres', 'api', { TEST_DB: 'postgres' });
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

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
