import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './compression';

describe('chooseEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['deflate', 'deflate'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['GZIP;Q=0.9, Br;q=0.1', 'gzip'],
    ['br;q=0, *', 'gzip'],
    ['*', 'br'],
    ['*;q=0', null],
    ['gzip;q=0', null],
    ['br;q=abc, gzip', 'gzip'],
    [' , ;q=1, gzip ;q=1 ', 'gzip'],
  ])('answers %j in %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });

  it('never picks an encoding the header refuses or does not name', () => {
    const encodings = fc.constantFrom('br', 'gzip', 'deflate', 'zstd', 'identity', '*');
    const entry = fc.tuple(encodings, fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }));
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 6 }), (entries) => {
        const header = entries.map(([name, q]) => (q === undefined ? name : `${name};q=${q}`)).join(', ');
        const chosen = chooseEncoding(header);
        if (chosen === null) return;
        const named = entries.filter(([name]) => name === chosen);
        const weightOf = (q: number | undefined) => q ?? 1;
        const weight = named.length ? weightOf(named[named.length - 1]![1]) : weightOf(entries.filter(([name]) => name === '*').at(-1)?.[1]);
        expect(weight).toBeGreaterThan(0);
      }),
    );
  });
});
