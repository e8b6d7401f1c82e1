// Tells a database failure the server can outlive from a bug (decision 035): the connection to
// PostgreSQL is gone or refused (a restart, a failover, pg_terminate_backend, a network cut), or
// the database's disk is full. Drizzle wraps driver errors (DrizzleQueryError), so the cause chain
// is read, not just the error itself.
import { DATABASE_UNAVAILABLE_MESSAGE, DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS, STORAGE_FULL_MESSAGE } from '../../shared/messages/operations.js';
import { type DomainError, StorageFullError, UnavailableError } from '../domain/errors.js';

export const DATABASE_UNAVAILABLE_CODE = 'DATABASE_UNAVAILABLE';
export const STORAGE_FULL_CODE = 'STORAGE_FULL';

export type DatabaseFailure = 'unavailable' | 'storage_full';

// Node socket errors when the server cannot be reached or the connection drops.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ECONNABORTED']);

// SQLSTATEs: class 08 is "connection exception"; 57P01-57P03 are the server shutting down, crashing
// or starting up (an admin's pg_terminate_backend is 57P01); 53300 too many connections.
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const DISK_FULL_SQLSTATE = '53100';

// node-postgres and pg-pool report a lost or unobtainable connection with plain Errors, no code.
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/i,
  /Client has encountered a connection error and is not queryable/i,
  /^timeout exceeded when trying to connect/i,
  /^Connection terminated due to connection timeout/i,
  /Client was closed and is not queryable/i,
  /^Query read timeout/i,
];

const MAX_CAUSE_DEPTH = 5;

function failureOf(error: object): DatabaseFailure | null {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === DISK_FULL_SQLSTATE || code === 'ENOSPC' || (typeof message === 'string' && /no space left on device/i.test(message))) {
    return 'storage_full';
  }
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08/.test(code))) return 'unavailable';
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return 'unavailable';
  // Node's AggregateError from a connect that tried several addresses (::1 and 127.0.0.1).
  if (error instanceof AggregateError) {
    const inners: unknown[] = error.errors;
    for (const inner of inners) if (typeof inner === 'object' && inner !== null && failureOf(inner) === 'unavailable') return 'unavailable';
  }
  return null;
}

/** What kind of survivable database failure `error` is, or null for anything else (a bug, a constraint). */
export function databaseFailureOf(error: unknown): DatabaseFailure | null {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && typeof current === 'object' && current !== null; depth++) {
    const failure = failureOf(current);
    if (failure) return failure;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

export const isDatabaseUnavailable = (error: unknown): boolean => databaseFailureOf(error) === 'unavailable';

/** 503 "try again in a few seconds", with Retry-After. */
export function databaseUnavailableError(): UnavailableError {
  return new UnavailableError(DATABASE_UNAVAILABLE_MESSAGE, { code: DATABASE_UNAVAILABLE_CODE, retryAfterSeconds: DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS });
}

/** The domain error a survivable database failure answers as (503 "try again", or 507); null for anything else. */
export function databaseFailureError(error: unknown): DomainError | null {
  switch (databaseFailureOf(error)) {
    case 'unavailable':
      return databaseUnavailableError();
    case 'storage_full':
      return new StorageFullError(STORAGE_FULL_MESSAGE, { code: STORAGE_FULL_CODE });
    default:
      return null;
  }
}
