import { describe, expect, it } from 'vitest';
import type { CompetitorReport, DiscoveredCompetitor } from '@shared/contract/competitors';
import { canChooseMore, compareHref, shownCompetitors } from './discovery-choice';
import { urlPath } from './competitor-cells';
import { summaryStats } from './ranking-summary';

const competitor = (domain: string, isMegaDomain = false): DiscoveredCompetitor => ({
  domain,
  sharedKeywords: 10,
  avgPosition: 5,
  estimatedTraffic: 100,
  keywords: 50,
  visibility: null,
  isMegaDomain,
});

const bands = { pos1: 1, pos2to3: 2, pos4to10: 3, pos11to20: 4, pos21to100: 5, notRanking: 6, estimatedTraffic: 12.4 };

describe('the competitor views', () => {
  it('list mega-domains only when shown, and take at most ten into a gap', () => {
    const list = [competitor('a.com'), competitor('wikipedia.org', true), competitor('b.com')];
    expect(shownCompetitors(list, false).map((c) => c.domain)).toEqual(['a.com', 'b.com']);
    expect(shownCompetitors(list, true)).toHaveLength(3);
    expect(canChooseMore(new Set(Array.from({ length: 9 }, (_, i) => `c${i}.com`)))).toBe(true);
    expect(canChooseMore(new Set(Array.from({ length: 10 }, (_, i) => `c${i}.com`)))).toBe(false);
  });

  it('open the gap form with the chosen competitors in the table’s order, your site only for a site’s discovery', () => {
    const report = {
      source: { kind: 'domain', id: null, name: 'me.com' },
      sites: [{ label: 'me.com', kind: 'domain', role: 'own', index: 0 }],
      languageCode: 'de',
      locationCode: 2276,
      competitors: [competitor('a.com'), competitor('b.com'), competitor('c.com')],
    } as const satisfies Pick<CompetitorReport, 'source' | 'sites' | 'languageCode' | 'locationCode' | 'competitors'>;
    const sent = new URLSearchParams(compareHref(report, new Set(['c.com', 'a.com'])).split('?')[1]);
    expect(sent.get('own')).toBe('me.com');
    expect(sent.getAll('vs')).toEqual(['a.com', 'c.com']);
    expect([sent.get('language'), sent.get('location')]).toEqual(['de', '2276']);
    const fromList = new URLSearchParams(compareHref({ ...report, source: { kind: 'list', id: null, name: 'My list' } }, new Set(['b.com'])).split('?')[1]);
    expect(fromList.get('own')).toBeNull();
  });

  it('summarise the whole target from the provider, else the rows read', () => {
    const provider = { keywords: 100, pos1: 1, pos2to3: 2, pos4to10: 3, pos11to20: 4, pos21to100: 90, estimatedTraffic: 55.6, isNew: 3, isUp: null, isDown: 1, isLost: 0 };
    const whole = summaryStats({ summary: provider, storedBands: bands });
    expect(whole.ofWholeTarget).toBe(true);
    expect(whole.bands.map((b) => b.value)).toEqual([100, 1, 2, 3, 4, 90, 56]);
    expect(whole.movement.map((m) => m.label)).toEqual(['New', 'Down', 'Lost']);
    const stored = summaryStats({ summary: null, storedBands: bands });
    expect(stored.ofWholeTarget).toBe(false);
    expect(stored.bands[0]?.value).toBe(15);
    expect(stored.movement).toEqual([]);
  });

  it('show a ranking URL by its path', () => {
    expect(urlPath('https://example.com/blog/post?x=1')).toBe('/blog/post?x=1');
    expect(urlPath('not a url')).toBe('not a url');
  });
});
