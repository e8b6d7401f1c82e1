// Graceful shutdown: stop accepting connections and mark the server not ready, let requests in
// flight finish (bounded), then run the shutdown tasks (timers, quota leases, the database and its
// DATA_DIR lock). A load balancer sees /api/ready answer 503 while the server drains.
import type { ServerType } from '@hono/node-server';
import type { AppDeps } from './deps.js';

export const SHUTDOWN_GRACE_MS = 10_000;

interface ClosableServer {
  close(callback: (error?: Error) => void): unknown;
  closeIdleConnections?: () => void;
  closeAllConnections?: () => void;
}

/** Answers true when every request finished within the grace period. */
function closeHttp(server: ClosableServer, graceMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const done = (finished: boolean) => {
      if (settled) return;
      settled = true;
      clearInterval(idleSweep);
      clearTimeout(deadline);
      resolve(finished);
    };
    server.close(() => done(true));
    // Keep-alive connections that finish a request go idle; close them so close() can complete.
    const idleSweep = setInterval(() => server.closeIdleConnections?.(), 100);
    const deadline = setTimeout(() => {
      server.closeAllConnections?.();
      done(false);
    }, graceMs);
    server.closeIdleConnections?.();
  });
}

export async function shutdownGracefully(
  server: ServerType,
  deps: Pick<AppDeps, 'lifecycle' | 'logger'>,
  graceMs: number = SHUTDOWN_GRACE_MS,
): Promise<void> {
  const { lifecycle, logger } = deps;
  lifecycle.startDraining();
  logger.info({ graceMs }, 'shutting down: no new connections, waiting for requests in flight');
  const finished = await closeHttp(server, graceMs);
  if (!finished) logger.warn({ graceMs }, 'requests still running after the grace period were cut off');
  await lifecycle.runShutdownTasks((task, error) =>
    logger.error({ task, err: error instanceof Error ? error.message : String(error) }, 'shutdown task failed'),
  );
  logger.info('stopped');
}
