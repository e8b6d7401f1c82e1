// `npm run bench`: builds the client once, then runs every bench/*.bench.ts file in turn with tsx
// and prints its figures. Benchmarks measure; they never fail on a number.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

// A build of its own: browser tests of other work rebuild dist/client while they run.
const clientDir = path.resolve('.tmp/bench-client');

const only = process.argv.slice(2);
const files = readdirSync('bench')
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => only.length === 0 || only.some((wanted) => name.includes(wanted)))
  .sort();

if (!process.env.BENCH_SKIP_BUILD) {
  console.log('=== building the client (vite build)');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', clientDir, '--emptyOutDir'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

let failed = 0;
for (const file of files) {
  console.log(`\n=== bench/${file}`);
  const result = spawnSync('npx', ['tsx', `bench/${file}`], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production', BENCH_CLIENT_DIR: clientDir } });
  if (result.status !== 0) failed += 1;
}
process.exit(failed > 0 ? 1 : 0);
