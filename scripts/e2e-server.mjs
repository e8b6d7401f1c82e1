// Starts the app for browser tests: builds the client, wipes the e2e data folder, runs the server.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

rmSync(process.env.DATA_DIR ?? '.tmp/e2e-data', { recursive: true, force: true });
if (!process.env.E2E_SKIP_BUILD) {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn('npx', ['tsx', 'src/server/main.ts'], { stdio: 'inherit', env: process.env });
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 0));
