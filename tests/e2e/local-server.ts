// A second app server for the browser specs that need other settings than the shared e2e app
// (the demo provider, no SMTP): started as node itself with tsx's loader (no npx in between, so a
// SIGTERM reaches the server), on its own port and data folder, and stopped after the spec.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';

export interface LocalServer {
  url: string;
  stop(): Promise<void>;
}

export async function startLocalServer(options: { port: number; dataDir: string; env: Record<string, string> }): Promise<LocalServer> {
  const url = `http://localhost:${options.port}`;
  rmSync(options.dataDir, { recursive: true, force: true });
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    stdio: 'ignore',
    env: { ...process.env, PORT: String(options.port), APP_URL: url, DATA_DIR: options.dataDir, AUTH_RATE_LIMIT: 'off', ...options.env },
  });
  const stop = async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 100_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (ok) return { url, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`the app on ${url} did not start`);
}
