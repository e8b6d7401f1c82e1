// An error nobody caught: a lost database connection keeps the process up; a bug still ends it.
import { describe, expect, it, vi } from 'vitest';
import { strayErrorHandler } from './stray-errors.js';

function setup() {
  const logger = { warn: vi.fn(), fatal: vi.fn() };
  const heard: unknown[] = [];
  const exit = vi.fn();
  // pino's overloaded log methods have no simple mock type; the handler only calls warn and fatal.
  return { logger, heard, exit, handle: strayErrorHandler('unhandled promise rejection', logger as never, (e) => heard.push(e), exit) };
}

describe('strayErrorHandler', () => {
  it('keeps the process up for a lost database connection and tells the health monitor', () => {
    const { logger, heard, exit, handle } = setup();
    const lost = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    handle(lost);
    expect(exit).not.toHaveBeenCalled();
    expect(heard).toEqual([lost]);
    expect(logger.warn).toHaveBeenCalledWith(expect.objectContaining({ err: expect.stringContaining('terminating connection') as string }), expect.stringMatching(/stays up/));
  });

  it('ends the process with 1 for anything else, saying what it was', () => {
    const { logger, heard, exit, handle } = setup();
    handle(new TypeError("Cannot read properties of undefined (reading 'id')"));
    expect(exit).toHaveBeenCalledWith(1);
    expect(heard).toEqual([]);
    expect(logger.fatal).toHaveBeenCalledWith(expect.objectContaining({ err: expect.stringContaining('TypeError') as string }), 'unhandled promise rejection: exiting');
  });
});
