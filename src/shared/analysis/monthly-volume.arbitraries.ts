// fast-check generators of a row's monthly searches, shared by the trend rule's property tests of
// the table (the seasonality cell) and of the exports, so both are held to the same cases.
import fc from 'fast-check';
import type { MonthlyVolume } from './months';

/** A volume as stored: a count, sometimes 0, sometimes unknown. */
const volumeArb = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 2_000_000 }) },
  { weight: 1, arbitrary: fc.constant(0) },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** Up to 24 months ending at a random month, some left out, in any order. */
export const monthlySearchesArb: fc.Arbitrary<MonthlyVolume[]> = fc
  .record({
    endYear: fc.integer({ min: 2020, max: 2030 }),
    endMonth: fc.integer({ min: 1, max: 12 }),
    volumes: fc.array(fc.option(volumeArb, { nil: undefined, freq: 8 }), { minLength: 0, maxLength: 24 }),
    reversed: fc.boolean(),
  })
  .map(({ endYear, endMonth, volumes, reversed }) => {
    const end = endYear * 12 + endMonth - 1;
    const months = volumes.flatMap((volume, i) => {
      if (volume === undefined) return [];
      const index = end - (volumes.length - 1 - i);
      return [{ year: Math.floor(index / 12), month: (index % 12) + 1, searchVolume: volume }];
    });
    return reversed ? months.reverse() : months;
  });
