import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { explainDifficulty, median, siteStrength, summarizeStrength, type PageStrengthFigures } from './serp-strength';
import { formatCount } from '../format/number';

const page = (domainRank: number | null, referringDomains: number | null): PageStrengthFigures => ({
  domainRank, pageRank: null, referringDomains, backlinks: null, estimatedTraffic: null, keywords: null,
});

const figureArb = fc.option(fc.integer({ min: 0, max: 1000 }), { nil: null });
const linksArb = fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: null });
const pagesArb = fc.array(fc.tuple(figureArb, linksArb).map(([dr, rd]) => page(dr, rd)), { maxLength: 10 });

describe('median', () => {
  it('takes the middle value, or the mean of the middle two, of the known values', () => {
    expect(median([3, null, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([null, null])).toBeNull();
    expect(median([])).toBeNull();
  });

  it('property: lies between the smallest and largest known value', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { nil: null })), (values) => {
        const m = median(values);
        const seen = values.filter((v): v is number => v !== null);
        if (seen.length === 0) return m === null;
        return m !== null && m >= Math.min(...seen) && m <= Math.max(...seen);
      }),
    );
  });
});

describe('summarizeStrength', () => {
  it('takes the medians of the pages when they carry links', () => {
    const summary = summarizeStrength({ pages: [page(500, 100), page(300, 50), page(700, 900)], topAverage: null, missing: [] });
    expect(summary).toEqual({ basis: 'pages', domainRank: 500, referringDomains: 100, pagesWithLinks: 3, pageCount: 3, missing: [] });
  });

  it('falls back to the provider’s top-10 average without per-page links, and keeps what is missing', () => {
    const summary = summarizeStrength({
      pages: [page(null, null)],
      topAverage: { domainRank: 512.4, pageRank: 113.1, referringDomains: 210.3, backlinks: 4739.3 },
      missing: ['links', 'links'],
    });
    expect(summary).toMatchObject({ basis: 'average', domainRank: 512.4, referringDomains: 210.3, missing: ['links'] });
  });

  it('says none when nothing is known', () => {
    expect(summarizeStrength({ pages: [], topAverage: null, missing: ['links'] }).basis).toBe('none');
  });
});

describe('explainDifficulty', () => {
  it('explains a hard keyword by strong sites', () => {
    const summary = summarizeStrength({ pages: [page(512, 210)], topAverage: null, missing: [] });
    expect(explainDifficulty(53, summary)).toBe(
      'Difficulty 53 (Hard): the top 10 results’ sites have a median domain rank of 512 of 1000 and the pages a median of 210 referring domains, so ranking takes an established site and many links.',
    );
  });

  it('says when the score and the sites disagree', () => {
    const weak = summarizeStrength({ pages: [page(90, 4)], topAverage: null, missing: [] });
    expect(explainDifficulty(75, weak)).toContain('higher than the links suggest');
    const strong = summarizeStrength({ pages: [page(800, 4000)], topAverage: null, missing: [] });
    expect(explainDifficulty(12, strong)).toContain('lower than the sites suggest');
  });

  it('names the average as an average, and says when nothing can be judged', () => {
    const average = summarizeStrength({ pages: [], topAverage: { domainRank: 300, pageRank: null, referringDomains: 40, backlinks: null }, missing: ['links'] });
    expect(explainDifficulty(null, average)).toMatch(/^The top 10 results’ sites \(the provider’s average\) have an average domain rank of 300/);
    expect(explainDifficulty(40, summarizeStrength({ pages: [], topAverage: null, missing: [] }))).toBe(
      'Difficulty 40 (Hard): no domain rank is known for the sites ranking here, so their strength cannot be judged.',
    );
  });

  it('property: one sentence that names the difficulty and the rounded median domain rank and links', () => {
    fc.assert(
      fc.property(pagesArb, fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }), (pages, difficulty) => {
        const summary = summarizeStrength({ pages, topAverage: null, missing: [] });
        const text = explainDifficulty(difficulty, summary);
        expect(text.length).toBeGreaterThan(20);
        expect(text.charAt(0)).toBe(text.charAt(0).toUpperCase());
        if (difficulty !== null) expect(text).toContain(`Difficulty ${difficulty} `);
        if (summary.domainRank !== null) {
          expect(text).toContain(`domain rank of ${Math.round(summary.domainRank)} of 1000`);
          if (siteStrength(summary.domainRank) === 'weak') expect(text).toContain('a few good links');
        }
        if (summary.referringDomains !== null) expect(text).toContain(formatCount(summary.referringDomains));
      }),
    );
  });
});
