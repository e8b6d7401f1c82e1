// The start holds the event loop open with a timer of its own, and lets it go once the start has
// settled, whether it succeeded or failed.
import { describe, expect, it } from 'vitest';
import { holdingEventLoop } from './event-loop-hold.js';

const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;

describe('holdingEventLoop', () => {
  it('holds a timer while the work runs and answers its result', async () => {
    const before = timers();
    const result = await holdingEventLoop(async () => {
      expect(timers()).toBe(before + 1);
      await Promise.resolve();
      return 42;
    });
    expect(result).toBe(42);
    expect(timers()).toBe(before);
  });

  it('releases the timer when the work fails', async () => {
    const before = timers();
    await expect(holdingEventLoop(() => Promise.reject(new Error('no start')))).rejects.toThrow('no start');
    expect(timers()).toBe(before);
  });
});
