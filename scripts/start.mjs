// `npm start`: builds the client, saying so (a first build takes tens of seconds), then runs the
// server, which prints the address to open once it listens.
import { spawn, spawnSync } from 'node:child_process';

const started = Date.now();
console.log('KeywordLens: building the web client (the first build takes up to a minute)…');
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
if (build.status !== 0) {
  console.error('KeywordLens: the client build failed (see above).');
  process.exit(build.status ?? 1);
}
console.log(`KeywordLens: client built in ${((Date.now() - started) / 1000).toFixed(1)} s; starting the server and its database…`);
// Node itself with tsx's loader, not npx: a signal sent to this script then reaches the server.
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { stdio: 'inherit', env: process.env });
const forward = (signal) => () => server.kill(signal);
process.on('SIGINT', forward('SIGINT'));
process.on('SIGTERM', forward('SIGTERM'));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
