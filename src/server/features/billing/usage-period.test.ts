import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, currentUsagePeriod, monthlyPeriod } from './usage-period';

const iso = (s: string) => new Date(s);

describe('addMonths', () => {
  it('keeps the day and clamps it to the end of shorter months', () => {
    const jan31 = iso('2025-01-31T10:00:00.123Z');
    expect(addMonths(jan31, 1).toISOString()).toBe('2025-02-28T10:00:00.123Z');
    expect(addMonths(jan31, 2).toISOString()).toBe('2025-03-31T10:00:00.123Z');
    expect(addMonths(iso('2024-01-31T00:00:00Z'), 1).toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(addMonths(jan31, -2).toISOString()).toBe('2024-11-30T10:00:00.123Z');
    expect(addMonths(jan31, 12).toISOString()).toBe('2026-01-31T10:00:00.123Z');
  });
});

describe('monthlyPeriod', () => {
  const anchor = iso('2025-01-15T12:00:00Z');

  it('starts at the anchor and rolls over on the same day each month', () => {
    expect(monthlyPeriod(anchor, iso('2025-01-15T12:00:00Z'))).toEqual({ start: anchor, end: iso('2025-02-15T12:00:00Z') });
    expect(monthlyPeriod(anchor, iso('2025-02-15T11:59:59.999Z')).start).toEqual(anchor);
    expect(monthlyPeriod(anchor, iso('2025-02-15T12:00:00Z'))).toEqual({
      start: iso('2025-02-15T12:00:00Z'),
      end: iso('2025-03-15T12:00:00Z'),
    });
  });

  it('tiles time before the anchor too', () => {
    expect(monthlyPeriod(anchor, iso('2025-01-01T00:00:00Z'))).toEqual({ start: iso('2024-12-15T12:00:00Z'), end: anchor });
  });

  it('always contains now, and consecutive periods touch', () => {
    fc.assert(
      fc.property(
        fc.date({ min: iso('2000-01-01'), max: iso('2100-01-01'), noInvalidDate: true }),
        fc.date({ min: iso('2000-01-01'), max: iso('2100-01-01'), noInvalidDate: true }),
        (a, now) => {
          const p = monthlyPeriod(a, now);
          expect(p.start.getTime()).toBeLessThanOrEqual(now.getTime());
          expect(p.end.getTime()).toBeGreaterThan(now.getTime());
          expect(monthlyPeriod(a, p.end).start).toEqual(p.end);
        },
      ),
    );
  });
});

describe('currentUsagePeriod', () => {
  const start = iso('2025-03-01T00:00:00Z');
  const trialEndsAt = iso('2025-03-08T00:00:00Z');

  it('is the whole trial for a trial, even after it ended', () => {
    const sub = { isTrial: true, trialEndsAt, currentPeriodStart: start };
    expect(currentUsagePeriod(sub, iso('2025-03-02T00:00:00Z'))).toEqual({ start, end: trialEndsAt });
    expect(currentUsagePeriod(sub, iso('2025-04-02T00:00:00Z'))).toEqual({ start, end: trialEndsAt });
  });

  it('falls back to seven days before the end when the start is after it', () => {
    const sub = { isTrial: true, trialEndsAt, currentPeriodStart: iso('2025-03-10T00:00:00Z') };
    expect(currentUsagePeriod(sub, iso('2025-03-02T00:00:00Z')).start).toEqual(iso('2025-03-01T00:00:00Z'));
  });

  it('rolls over monthly for paid tiers and trials without an end', () => {
    const paid = { isTrial: false, trialEndsAt: null, currentPeriodStart: start };
    expect(currentUsagePeriod(paid, iso('2025-04-20T00:00:00Z'))).toEqual({ start: iso('2025-04-01T00:00:00Z'), end: iso('2025-05-01T00:00:00Z') });
    const openTrial = { isTrial: true, trialEndsAt: null, currentPeriodStart: start };
    expect(currentUsagePeriod(openTrial, iso('2025-04-20T00:00:00Z')).start).toEqual(iso('2025-04-01T00:00:00Z'));
  });
});
