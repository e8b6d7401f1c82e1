// The real server as a child process (node --import tsx src/server/main.ts, or the compiled
// main.js; one process, so a signal reaches the server itself), with its JSON log lines, for crash,
// lock and shutdown tests and the test of the compiled server.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  /** Parsed JSON lines from stdout so far; `output` is everything, parsed or not. */
  lines: Array<Record<string, unknown>>;
  output(): string;
  /** Resolves with the port once the server logs that it listens; rejects if it exits first. */
  listening(timeoutMs?: number): Promise<number>;
  exited(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal: NodeJS.Signals): void;
}

export function spawnServer(env: Record<string, string>, nodeArgs: string[] = ['--import', 'tsx', 'src/server/main.ts']): ServerProcess {
  const child = spawn(process.execPath, nodeArgs, {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      NODE_ENV: 'test',
      PORT: '0',
      SERVE_CLIENT: 'off',
      AUTH_RATE_LIMIT: 'off',
      SESSION_SECRET: 'process-test-secret-process-test-secret',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Array<Record<string, unknown>> = [];
  let text = '';
  let pending = '';
  const onData = (chunk: Buffer) => {
    text += chunk.toString();
    pending += chunk.toString();
    const parts = pending.split('\n');
    pending = parts.pop() ?? '';
    for (const part of parts) {
      try {
        lines.push(JSON.parse(part) as Record<string, unknown>);
      } catch {
        /* not a JSON line */
      }
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
  // 'close', not 'exit': it comes once stdout and stderr have ended too, so every line the server
  // wrote is in `lines` when this resolves (after 'exit' the last ones could still be in the pipe).
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    pid: child.pid!,
    lines,
    output: () => text,
    exited: () => exit,
    kill: (signal) => void child.kill(signal),
    listening(timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const started = Date.now();
        const check = setInterval(() => {
          const line = lines.find((l) => typeof l.port === 'number' && String(l.msg).includes('listening'));
          if (line) {
            clearInterval(check);
            resolve(line.port as number);
          } else if (child.exitCode !== null || child.signalCode !== null) {
            clearInterval(check);
            reject(new Error(`server exited before listening:\n${text}`));
          } else if (Date.now() - started > timeoutMs) {
            clearInterval(check);
            reject(new Error(`server not listening after ${timeoutMs} ms:\n${text}`));
          }
        }, 50);
      });
    },
  };
}

/**
 * Sends a sign-in whose body is still arriving when `duringRequest` runs (e.g. a SIGTERM), then
 * finishes the body `finishAfterMs` later; resolves with the status of the answer.
 */
export function requestInFlight(port: number, duringRequest: () => void, finishAfterMs = 700): Promise<number> {
  const body = JSON.stringify({ email: 'nobody@example.test', password: 'not-the-password-1' });
  return new Promise<number>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/auth/sign-in/email',
        // Same-origin as a browser marks it, so the request passes CSRF and its body is read.
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), 'Sec-Fetch-Site': 'same-origin' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.write(body.slice(0, 10));
    setTimeout(() => {
      duringRequest();
      setTimeout(() => req.end(body.slice(10)), finishAfterMs);
    }, 200);
  });
}
