import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialsOf, shownName } from './user-display';

describe('shownName', () => {
  it('falls back from display name to full name, name, e-mail and "User"', () => {
    expect(shownName({ displayName: 'Ada', fullName: 'Ada Lovelace', email: 'a@x.io' })).toBe('Ada');
    expect(shownName({ displayName: '  ', fullName: 'Ada Lovelace', email: 'a@x.io' })).toBe('Ada Lovelace');
    expect(shownName({ displayName: null, name: ' Grace ', email: 'g@x.io' })).toBe('Grace');
    expect(shownName({ email: ' jane.doe@example.com ' })).toBe('jane.doe');
    expect(shownName({ email: '@example.com' })).toBe('User');
    expect(shownName({})).toBe('User');
  });

  it('is never blank', () => {
    fc.assert(
      fc.property(
        fc.record({ displayName: fc.option(fc.string()), fullName: fc.option(fc.string()), name: fc.option(fc.string()), email: fc.option(fc.string()) }),
        (sources) => {
          const name = shownName(sources);
          expect(name.trim()).toBe(name);
          expect(name.length).toBeGreaterThan(0);
        },
      ),
    );
  });
});

describe('initialsOf', () => {
  it('takes the first letters of up to two words, uppercase', () => {
    expect(initialsOf('ada lovelace')).toBe('AL');
    expect(initialsOf('Ada  King  Lovelace')).toBe('AK');
    expect(initialsOf('  grace ')).toBe('G');
    expect(initialsOf('User')).toBe('U');
    expect(initialsOf('élodie ürban')).toBe('ÉÜ');
    expect(initialsOf('')).toBe('');
  });

  it('never splits a character made of two code units', () => {
    expect(initialsOf('𝒜lice 𝒷ob')).toBe('𝒜𝒷');
  });

  it('returns at most two uppercase letters', () => {
    const char = fc.constantFrom(...'abAB \t'.split(''));
    fc.assert(
      fc.property(fc.array(char).map((c) => c.join('')), (name) => {
        expect(initialsOf(name)).toMatch(/^[AB]{0,2}$/);
      }),
    );
  });
});
