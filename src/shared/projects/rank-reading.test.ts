import { describe, expect, it } from 'vitest';
import { rankTargetOf, readCheck, type RankSerp } from './rank-reading';

const serp = (over: Partial<RankSerp> = {}): RankSerp => ({
  organic: [
    { rankGroup: 1, rankAbsolute: 2, domain: 'rival.example', url: 'https://rival.example/a' },
    { rankGroup: 2, rankAbsolute: 4, domain: 'www.acme.example', url: 'https://www.acme.example/blog/shoes' },
    { rankGroup: 3, rankAbsolute: 5, domain: 'acme.example', url: 'https://acme.example/shop/shoes' },
  ],
  itemTypes: ['ai_overview', 'organic', 'organic', 'people_also_ask'],
  aiOverview: { references: [{ domain: 'wiki.example', url: 'https://wiki.example/x' }, { domain: 'blog.acme.example', url: 'https://blog.acme.example/y' }] },
  aiOverviewAsked: true,
  resultsRead: 30,
  ...over,
});

describe('readCheck', () => {
  it('finds our first organic result, its URL, features and our citation', () => {
    const reading = readCheck(serp(), rankTargetOf('acme.example'), ['rival.example', 'absent.example']);
    expect(reading).toMatchObject({ rankGroup: 2, rankAbsolute: 4, url: 'https://www.acme.example/blog/shoes', notInTop: null, aiOverview: 'cited', aiCitedPosition: 2 });
    expect(reading.serpFeatures).toEqual(['ai_overview', 'organic', 'people_also_ask']);
    expect(reading.aiCitedDomains).toEqual(['wiki.example', 'blog.acme.example']);
    expect(reading.competitors).toEqual({ 'rival.example': 1, 'absent.example': null });
  });

  it('reads a folder target only inside its folder', () => {
    const reading = readCheck(serp(), rankTargetOf('acme.example/shop/'));
    expect(reading.rankGroup).toBe(3);
    expect(rankTargetOf('https://acme.example/shop')).toEqual({ host: 'acme.example', path: '/shop/' });
  });

  it('says "not in the top N" when the results read hold no match', () => {
    expect(readCheck(serp(), rankTargetOf('nobody.example'))).toMatchObject({ rankGroup: null, url: null, notInTop: 30, aiOverview: 'present_not_cited' });
  });

  it('tells an overview without references from an absent one, and absence not asked for from absence', () => {
    expect(readCheck(serp({ aiOverview: { references: [] } }), rankTargetOf('acme.example')).aiOverview).toBe('present_without_references');
    expect(readCheck(serp({ aiOverview: null }), rankTargetOf('acme.example')).aiOverview).toBe('absent');
    expect(readCheck(serp({ aiOverview: null, aiOverviewAsked: false }), rankTargetOf('acme.example')).aiOverview).toBe('unknown');
  });
});
