// How fast the compiled server starts, and how much memory it holds at rest, on the embedded
// database (PGlite): time from spawn until GET /api/health answers 200, then RSS after a few
// seconds of rest, on an empty DATA_DIR (the first start creates and migrates the database) and
// again on the same, already migrated, folder. Bare baselines in the same run: `node -e 0` (spawn
// to exit) and a node:http server answering its first request. With a current build in dist/
// (`npm start` ran once), `node scripts/start.mjs` is timed too: what a person typing `npm start`
// waits for. The server is compiled into a folder of its own, beside the benchmark's client build.
// BENCH_START_RUNS sets the number of rounds (default 3).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildServer } from '../scripts/build-server.mjs';
import { isBuildCurrent } from '../scripts/build-stamp.mjs';

const RUNS = Number(process.env.BENCH_START_RUNS ?? 3);
const REST_MS = 3_000;
const PORT = 3970 + (process.pid % 20);
const root = path.resolve(import.meta.dirname, '..');
const benchDist = path.join(root, '.tmp/bench-start/dist');

/** Resident memory of a process, from /proc (Linux), in MB. */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : NaN;
}

/** The first child of a process (the server that scripts/start.mjs spawns). */
function childOf(pid: number): number | undefined {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  return children.length ? Number(children[0]) : undefined;
}

async function answersOk(url: string): Promise<boolean> {
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

interface Start {
  ms: number;
  rssMb: number;
}

/** Spawns `args`, waits for `url` to answer 200, rests, reads the RSS of `measured(child)`, stops it. */
async function timeStart(args: string[], env: Record<string, string>, url: string, measured = (child: ChildProcess) => child.pid): Promise<Start> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let failed = false;
  void exited.then(() => (failed = true));
  while (!(await answersOk(url))) {
    if (failed) throw new Error(`${args.join(' ')} exited before ${url} answered`);
    await sleep(10);
  }
  const ms = performance.now() - started;
  await sleep(REST_MS);
  const pid = measured(child);
  const rest = pid === undefined ? NaN : rssMb(pid);
  child.kill('SIGTERM');
  await exited;
  return { ms, rssMb: rest };
}

function timeBareNode(): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
  return new Promise((resolve) => child.once('exit', () => resolve(performance.now() - started)));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const summary = (starts: Start[]) =>
  `${median(starts.map((s) => s.ms)).toFixed(0)} ms to /api/health (runs: ${starts.map((s) => s.ms.toFixed(0)).join(', ')}), ` +
  `RSS at rest ${median(starts.map((s) => s.rssMb)).toFixed(0)} MB (${starts.map((s) => s.rssMb.toFixed(0)).join(', ')})`;

// The client build scripts/bench.mjs made (or dist/client), beside this bench's compiled server.
const clientDir = process.env.BENCH_CLIENT_DIR ?? path.join(root, 'dist/client');
rmSync(benchDist, { recursive: true, force: true });
mkdirSync(benchDist, { recursive: true });
if (existsSync(clientDir)) symlinkSync(clientDir, path.join(benchDist, 'client'));
await buildServer({ outDir: path.join(benchDist, 'server') });
const serverMain = path.join(benchDist, 'server/main.js');

const health = `http://127.0.0.1:${PORT}/api/health`;
const serverEnv = (dataDir: string) => ({ DATA_DIR: dataDir, PORT: String(PORT), LOG_LEVEL: 'warn' });
const bare: number[] = [];
const bareHttp: Start[] = [];
const fresh: Start[] = [];
const migrated: Start[] = [];
const npmStart: Start[] = [];
const withNpmStart = isBuildCurrent();

for (let round = 0; round < RUNS; round += 1) {
  bare.push(await timeBareNode());
  bareHttp.push(
    await timeStart(['-e', `require('node:http').createServer((q, s) => s.end('ok')).listen(${PORT}, '127.0.0.1')`], {}, health),
  );
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kl-bench-start-'));
  try {
    fresh.push(await timeStart(['--enable-source-maps', serverMain], serverEnv(dataDir), health));
    migrated.push(await timeStart(['--enable-source-maps', serverMain], serverEnv(dataDir), health));
    if (withNpmStart) npmStart.push(await timeStart(['scripts/start.mjs'], serverEnv(dataDir), health, (child) => childOf(child.pid!)));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`bare baseline: node -e 0 ${median(bare).toFixed(0)} ms; node:http first answer ${summary(bareHttp)}`);
console.log(`server, empty DATA_DIR (creates and migrates PGlite): ${summary(fresh)}`);
console.log(`server, migrated DATA_DIR: ${summary(migrated)}`);
console.log(
  withNpmStart
    ? `npm start (scripts/start.mjs, build current), migrated DATA_DIR, server's RSS: ${summary(npmStart)}`
    : 'npm start: not timed (dist/ is not a current build: run npm start once)',
);
const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
console.log(`load average during the run (1/5/15 min): ${load}`);
rmSync(path.join(root, '.tmp/bench-start'), { recursive: true, force: true });
