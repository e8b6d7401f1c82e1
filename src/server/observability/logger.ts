// Structured JSON logs on stdout (pino). Every line written while a request is handled carries its
// request id, through an AsyncLocalStorage scope set by the request middleware, so services keep
// calling the plain `deps.log(line)` and still get correlated lines.
import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger } from 'pino';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

const requestScope = new AsyncLocalStorage<{ requestId: string }>();

export function runWithRequestId<T>(requestId: string, run: () => T): T {
  return requestScope.run({ requestId }, run);
}

export function currentRequestId(): string | undefined {
  return requestScope.getStore()?.requestId;
}

export function createLogger(options: { level: LogLevel; destination?: DestinationStream }): Logger {
  return pino(
    {
      level: options.level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
    },
    // Asynchronous: a request's log line does not block the event loop on a write(2) (it cost 18 %
    // of a loaded server's CPU written synchronously). Lines written while one write is pending are
    // sent together; pino flushes what is left synchronously on exit, also after process.exit()
    // (a kill -9 can lose the last lines, as it loses everything else in flight).
    options.destination ?? pino.destination({ fd: 1, sync: false }),
  );
}

/**
 * The `deps.log(line)` seam used across the server: a "[component] message" line becomes one
 * structured entry, at error level for "[error]" lines and warn for warnings.
 */
export function lineLogger(logger: Logger): (line: string) => void {
  return (line: string) => {
    const match = /^\[([\w-]+)\]\s*(.*)$/s.exec(line);
    const component = match?.[1];
    const message = match ? match[2]! : line;
    const entry = component ? { component } : {};
    if (component === 'error') logger.error(entry, message);
    else if (/\bWARNING\b/.test(message)) logger.warn(entry, message);
    else logger.info(entry, message);
  };
}
