// The JSON log lines: level names, the request id of the request being served on every line
// (including plain deps.log lines), and the "[component] message" bridge.
import { describe, expect, it } from 'vitest';
import { createLogger, lineLogger, runWithRequestId } from './logger.js';
import { requestIdFrom } from './request-observability.js';

function capture(level: 'info' | 'debug' = 'info') {
  const entries: Array<Record<string, unknown>> = [];
  const logger = createLogger({ level, destination: { write: (line: string) => void entries.push(JSON.parse(line)) } });
  return { logger, entries };
}

describe('structured logs', () => {
  it('puts the current request id on every line written while the request runs', async () => {
    const { logger, entries } = capture();
    const log = lineLogger(logger);
    await runWithRequestId('req-1', async () => {
      await new Promise((r) => setTimeout(r, 1));
      log('[mail] sent to someone');
    });
    log('[housekeeping] purged');
    expect(entries[0]).toMatchObject({ level: 'info', requestId: 'req-1', component: 'mail', msg: 'sent to someone' });
    expect(entries[1]).toMatchObject({ component: 'housekeeping', msg: 'purged' });
    expect(entries[1]).not.toHaveProperty('requestId');
    expect(typeof entries[0]!.time).toBe('string');
  });

  it('maps [error] lines to error and warnings to warn; plain lines stay info', () => {
    const { logger, entries } = capture();
    const log = lineLogger(logger);
    log('[error] GET /x: boom');
    log('[config] WARNING: AUTH_RATE_LIMIT=off');
    log('no component here');
    expect(entries.map((e) => [e.level, e.component, e.msg])).toEqual([
      ['error', 'error', 'GET /x: boom'],
      ['warn', 'config', 'WARNING: AUTH_RATE_LIMIT=off'],
      ['info', undefined, 'no component here'],
    ]);
  });

  it('honours the level', () => {
    const { logger, entries } = capture('info');
    logger.debug('hidden');
    logger.info('shown');
    expect(entries.map((e) => e.msg)).toEqual(['shown']);
  });
});

describe('requestIdFrom', () => {
  it('keeps short plain ids and replaces anything else with a UUID', () => {
    expect(requestIdFrom('abc-123_x.y:z')).toBe('abc-123_x.y:z');
    for (const odd of [undefined, '', 'a b', 'x'.repeat(129), 'id\nforged-line', 'é']) {
      expect(requestIdFrom(odd)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
  });
});
