import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextSlotStart, slotKey, slotLengthMs, slotStart } from './slots';

describe('check slots', () => {
  it('cuts days at UTC midnight and weeks on Mondays', () => {
    const sunday = new Date('2026-11-29T16:00:00Z');
    expect(slotKey('daily', sunday)).toBe('2026-11-29');
    expect(slotKey('weekly', sunday)).toBe('w2026-11-23');
    expect(slotStart('weekly', new Date('2026-11-30T00:00:00Z')).toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(nextSlotStart('daily', sunday).toISOString()).toBe('2026-11-30T00:00:00.000Z');
  });

  it('gives every instant exactly one slot, and consecutive slots distinct keys (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), fc.constantFrom('daily' as const, 'weekly' as const), (t, interval) => {
        const at = new Date(t);
        const start = slotStart(interval, at);
        expect(start.getTime()).toBeLessThanOrEqual(t);
        expect(t - start.getTime()).toBeLessThan(slotLengthMs(interval));
        expect(slotKey(interval, start)).toBe(slotKey(interval, at));
        expect(slotKey(interval, nextSlotStart(interval, at))).not.toBe(slotKey(interval, at));
      }),
    );
  });
});
