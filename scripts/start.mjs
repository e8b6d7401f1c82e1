// `npm start`: builds the client and compiles the server when the built tree is missing or older
// than the sources, saying so (a first build takes tens of seconds), then runs the compiled server
// with plain Node, and says which address to open once it listens.
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { forgetBuild, isBuildCurrent, newestInput, stampBuild } from './build-stamp.mjs';
import { buildServer } from './build-server.mjs';

if (isBuildCurrent()) {
  console.log('KeywordLens: the build is current (no source changed since); starting the server and its database…');
} else {
  const started = Date.now();
  const inputs = newestInput();
  forgetBuild();
  console.log('KeywordLens: building the web client (the first build takes up to a minute)…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('KeywordLens: the client build failed (see above).');
    process.exit(build.status ?? 1);
  }
  await buildServer();
  stampBuild(inputs);
  console.log(`KeywordLens: built in ${((Date.now() - started) / 1000).toFixed(1)} s; starting the server and its database…`);
}
// Node itself, not npx: a signal sent to this script then reaches the server. The compiled server
// needs no TypeScript loader at start; source maps keep stack traces pointing at src/.
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], { stdio: ['inherit', 'pipe', 'inherit'], env: process.env });
// The server logs JSON lines (for log collectors); a person running `npm start` also gets one
// plain line saying where to go once it listens.
createInterface({ input: server.stdout }).on('line', (line) => {
  console.log(line);
  const url = /"msg":"KeywordLens listening on (\S+)/.exec(line)?.[1];
  if (url) console.log(`\nKeywordLens is ready: open ${url} in your browser (Ctrl-C stops it).\n`);
});
const forward = (signal) => () => server.kill(signal);
process.on('SIGINT', forward('SIGINT'));
process.on('SIGTERM', forward('SIGTERM'));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
