// Runs the real server (src/server/main.ts) as a child process, for tests that kill it with
// SIGKILL and start it again. The child is node itself (tsx as a loader), so a kill reaches the
// server, not a wrapper.
import { spawn, type ChildProcess } from 'node:child_process';

export interface SpawnedServer {
  url: string;
  child: ChildProcess;
  /** Everything the server printed so far (stdout and stderr). */
  output(): string;
  /** Sends `signal` and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

const START_TIMEOUT_MS = 60_000;

/** Starts the server with exactly `env` (plus PATH and HOME) and waits until it listens. */
export async function spawnServer(env: Record<string, string>): Promise<SpawnedServer> {
  const port = env['PORT'];
  if (!port) throw new Error('spawnServer needs PORT');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const started = Date.now();
  while (!/listening on/.test(output)) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited at start:\n${output}`);
    if (Date.now() - started > START_TIMEOUT_MS) {
      child.kill('SIGKILL');
      throw new Error(`server did not start within ${START_TIMEOUT_MS} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    async stop(signal = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
