// What the process does with an error nobody caught (decision 035). A lost database connection is
// expected (a restart, a failover): it is logged and handed to the health monitor, and the server
// stays up. Anything else is a bug and still ends the process with exit code 1, after a fatal log
// line saying what it was (before, Node's bare report on stderr).
import { isDatabaseUnavailable } from './db/database-failure.js';
import type { Logger } from './observability/logger.js';

export function strayErrorHandler(
  what: string,
  logger: Pick<Logger, 'warn' | 'fatal'>,
  onDatabaseFailure: (error: unknown) => void,
  exit: (code: number) => void = (code) => process.exit(code),
): (error: unknown) => void {
  return (error) => {
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: detail }, `${what}: lost database connection (the server stays up)`);
      onDatabaseFailure(error);
      return;
    }
    logger.fatal({ err: detail }, `${what}: exiting`);
    exit(1);
  };
}

export function watchForStrayErrors(logger: Logger, onDatabaseFailure: (error: unknown) => void): void {
  process.on('unhandledRejection', strayErrorHandler('unhandled promise rejection', logger, onDatabaseFailure));
  process.on('uncaughtException', strayErrorHandler('uncaught exception', logger, onDatabaseFailure));
}
