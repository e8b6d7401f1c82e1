import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dedupeByKeyword, isSameKeyword, normalizeKeyword, placeSeedFirst, SEED_PLACEHOLDER_METRICS } from './seed';

interface Row {
  keyword: string;
  searchVolume: number | null;
  cpc: number | null;
  difficulty: number | null;
}

const row = (keyword: string, searchVolume: number | null = 10): Row => ({ keyword, searchVolume, cpc: 1, difficulty: 20 });
const placeholder = (keyword: string): Row => ({ keyword, ...SEED_PLACEHOLDER_METRICS });

describe('normalizeKeyword', () => {
  it('lowercases, trims and collapses spaces', () => {
    expect(normalizeKeyword('  Running   SHOES\t ')).toBe('running shoes');
    expect(isSameKeyword('Best  CRM', ' best crm ')).toBe(true);
    expect(isSameKeyword('best crm', 'best crms')).toBe(false);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(normalizeKeyword(normalizeKeyword(s))).toBe(normalizeKeyword(s));
      }),
    );
  });
});

describe('placeSeedFirst', () => {
  it('moves the matching row first and flags only it', () => {
    const out = placeSeedFirst([row('a'), row('Seed  Word'), row('b')], ' seed word ', placeholder);
    expect(out.map((r) => [r.keyword, r.isSeedKeyword])).toEqual([
      ['Seed  Word', true],
      ['a', false],
      ['b', false],
    ]);
  });

  it('creates a placeholder seed when the provider returned none', () => {
    const out = placeSeedFirst([row('a')], '  seo tools ', placeholder);
    expect(out[0]).toEqual({ keyword: 'seo tools', searchVolume: 0, cpc: 0, difficulty: null, isSeedKeyword: true });
    expect(out).toHaveLength(2);
  });

  it('shows the seed once even if the provider repeated it', () => {
    const out = placeSeedFirst([row('seo', 5), row('SEO', 7)], 'seo', placeholder);
    expect(out).toHaveLength(1);
    expect(out[0]?.searchVolume).toBe(5);
  });

  it('pins nothing for a blank seed', () => {
    const out = placeSeedFirst([row('a')], '  ', placeholder);
    expect(out).toEqual([{ ...row('a'), isSeedKeyword: false }]);
  });

  it('always yields exactly one seed, first, and keeps the other rows in order', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 4 })), fc.string({ minLength: 1, maxLength: 4 }).filter((s) => s.trim() !== ''), (keywords, seed) => {
        const out = placeSeedFirst(keywords.map((k) => row(k)), seed, placeholder);
        expect(out.filter((r) => r.isSeedKeyword)).toHaveLength(1);
        expect(out[0]?.isSeedKeyword).toBe(true);
        expect(isSameKeyword(out[0]!.keyword, seed)).toBe(true);
        expect(out.slice(1).map((r) => r.keyword)).toEqual(keywords.filter((k) => !isSameKeyword(k, seed)));
      }),
    );
  });

  it('does not change the input rows', () => {
    const input = [row('x')];
    placeSeedFirst(input, 'x', placeholder);
    expect(input[0]).not.toHaveProperty('isSeedKeyword');
  });
});

describe('dedupeByKeyword', () => {
  it('drops keywords already loaded, ignoring case, and counts them', () => {
    const result = dedupeByKeyword([row('Alpha'), row('beta')], [row('ALPHA'), row('gamma'), row('Gamma'), row('delta')]);
    expect(result.added.map((r) => r.keyword)).toEqual(['gamma', 'delta']);
    expect(result.duplicateCount).toBe(2);
  });

  it('adds plus duplicates always equals the page size, and adds nothing twice', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 3 })), fc.array(fc.string({ maxLength: 3 })), (before, page) => {
        const { added, duplicateCount } = dedupeByKeyword(before.map((k) => row(k)), page.map((k) => row(k)));
        expect(added.length + duplicateCount).toBe(page.length);
        expect(new Set(added.map((r) => normalizeKeyword(r.keyword))).size).toBe(added.length);
        for (const r of added) expect(before.map(normalizeKeyword)).not.toContain(normalizeKeyword(r.keyword));
      }),
    );
  });
});
