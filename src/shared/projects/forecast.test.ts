import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPriceMicros, DAYS_PER_MONTH, forecastMonthlyCost, keywordsByInterval, pagesFor, WEEKS_PER_MONTH } from './forecast';

describe('forecastMonthlyCost', () => {
  it('prices the reference worked example: 500 keywords × 2 devices daily, page 1 only ≈ $18', () => {
    const forecast = forecastMonthlyCost({ keywords: { daily: 500, weekly: 0 }, devices: ['desktop', 'mobile'], depth: 10 });
    expect(forecast.checksPerMonth).toBe(Math.ceil(500 * 2 * DAYS_PER_MONTH));
    expect(forecast.pagesPerCheck).toBe(1);
    expect(forecast.dollarsPerMonth).toBeCloseTo(18.27, 2);
  });

  it('prices depth 20 at $0.00105 a check and weekly checks at a month of weeks', () => {
    expect(checkPriceMicros(pagesFor(20))).toBe(1050);
    expect(checkPriceMicros(pagesFor(100))).toBe(4650);
    expect(checkPriceMicros(pagesFor(10), true)).toBe(2000);
    const weekly = forecastMonthlyCost({ keywords: { daily: 0, weekly: 100 }, devices: ['desktop'], depth: 20 });
    expect(weekly.checksPerMonth).toBe(Math.ceil(100 * WEEKS_PER_MONTH));
    expect(weekly.unitsPerMonth).toBe(weekly.checksPerMonth * 2);
  });

  it('costs nothing for no keywords, paused keywords or no devices', () => {
    expect(forecastMonthlyCost({ keywords: keywordsByInterval('paused', [null, null]), devices: ['desktop'], depth: 30 }).dollarsPerMonth).toBe(0);
    expect(forecastMonthlyCost({ keywords: { daily: 10, weekly: 0 }, devices: [], depth: 30 }).checksPerMonth).toBe(0);
  });

  it('counts a keyword under its own interval when it overrides the project', () => {
    expect(keywordsByInterval('daily', [null, 'weekly', 'paused', null])).toEqual({ daily: 2, weekly: 1 });
  });

  it('never forecasts below the bill and grows with every input (property)', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), fc.boolean(), fc.integer({ min: 1, max: 100 }), (daily, weekly, both, depth) => {
        const devices = both ? (['desktop', 'mobile'] as const) : (['mobile'] as const);
        const f = forecastMonthlyCost({ keywords: { daily, weekly }, devices, depth });
        const exactDollars = (f.checksPerMonth * checkPriceMicros(f.pagesPerCheck)) / 1e6;
        expect(f.dollarsPerMonth).toBeGreaterThanOrEqual(exactDollars - 1e-9);
        expect(f.dollarsPerMonth - exactDollars).toBeLessThan(0.01 + 1e-9);
        const more = forecastMonthlyCost({ keywords: { daily: daily + 1, weekly }, devices, depth });
        expect(more.dollarsPerMonth).toBeGreaterThanOrEqual(f.dollarsPerMonth);
        expect(f.unitsPerMonth).toBe(f.checksPerMonth * f.pagesPerCheck);
      }),
    );
  });
});
