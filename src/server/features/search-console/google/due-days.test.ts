import { describe, expect, it } from 'vitest';
import { dueDays } from './day-import.js';

describe('dueDays', () => {
  it('starts with the last 28 final days, 3 days behind today', () => {
    const days = dueDays(null, '2026-11-29');
    expect(days).toHaveLength(28);
    expect(days[0]).toBe('2026-10-30');
    expect(days.at(-1)).toBe('2026-11-26');
  });

  it('goes on from the day after the last stored one, never again over a stored day', () => {
    expect(dueDays('2026-11-24', '2026-11-29')).toEqual(['2026-11-25', '2026-11-26']);
    expect(dueDays('2026-11-26', '2026-11-29')).toEqual([]);
    expect(dueDays('2026-11-28', '2026-11-29')).toEqual([]);
  });

  it('catches up a long pause over several runs, 31 days at a time', () => {
    const days = dueDays('2026-01-01', '2026-11-29');
    expect(days).toHaveLength(31);
    expect(days[0]).toBe('2026-01-02');
  });
});
