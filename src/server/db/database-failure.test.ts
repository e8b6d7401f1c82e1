// Which database failures the server outlives (decision 035), as node-postgres, pg-pool, Node's
// sockets, drizzle and PostgreSQL report them, and what the API answers for each.
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE, STORAGE_FULL_MESSAGE } from '../../shared/messages/operations.js';
import { apiErrorHandler } from '../http/error-shape.js';
import type { AppEnv } from '../http/types.js';
import { databaseFailureOf } from './database-failure.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('databaseFailureOf', () => {
  it.each([
    ['a terminated backend (57P01)', withCode('terminating connection due to administrator command', '57P01')],
    ['a server starting up (57P03)', withCode('the database system is starting up', '57P03')],
    ['a connection exception (class 08)', withCode('connection failure', '08006')],
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET')],
    ['a connection that ended', new Error('Connection terminated unexpectedly')],
    ['a broken client used again', new Error('Client has encountered a connection error and is not queryable')],
    ['a connect timeout', new Error('timeout exceeded when trying to connect')],
    ['several addresses refused', new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], '')],
    ['a lost connection inside a drizzle query error', new DrizzleQueryError('select 1', [], new Error('Connection terminated unexpectedly'))],
  ])('%s is an outage', (_name, error) => {
    expect(databaseFailureOf(error)).toBe('unavailable');
  });

  it.each([
    ['PostgreSQL disk_full (53100)', withCode('could not extend file "base/1/2": No space left on device', '53100')],
    ['an ENOSPC from the file system', withCode('ENOSPC: no space left on device, write', 'ENOSPC')],
    ['a message that says so (PGlite)', new Error('could not write to file "pg_wal/xlogtemp.1": No space left on device')],
  ])('%s is a full disk', (_name, error) => {
    expect(databaseFailureOf(error)).toBe('storage_full');
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error at all', 'boom'],
    ['nothing', undefined],
  ])('%s is no database failure', (_name, error) => {
    expect(databaseFailureOf(error)).toBeNull();
  });
});

describe('the API answer to a database failure', () => {
  async function answerTo(error: unknown) {
    const heard: unknown[] = [];
    const app = new Hono<AppEnv>();
    app.onError(apiErrorHandler(() => {}, (e) => heard.push(e)));
    app.get('/', () => {
      throw error;
    });
    const res = await app.request('/');
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as unknown, heard };
  }

  it('answers an outage 503 "try again" with Retry-After, and tells the health monitor', async () => {
    const error = new DrizzleQueryError('select 1', [], withCode('terminating connection due to administrator command', '57P01'));
    const answer = await answerTo(error);
    expect(answer.status).toBe(503);
    expect(answer.retryAfter).toBe('5');
    expect(answer.body).toEqual({ error: { code: 'DATABASE_UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE } });
    expect(answer.heard).toEqual([error]);
  });

  it('answers a full disk 507', async () => {
    const answer = await answerTo(withCode('could not extend file: No space left on device', '53100'));
    expect(answer.status).toBe(507);
    expect(answer.body).toEqual({ error: { code: 'STORAGE_FULL', message: STORAGE_FULL_MESSAGE } });
  });

  it('still answers a bug 500', async () => {
    expect((await answerTo(new TypeError('bug'))).status).toBe(500);
  });
});
