import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comparableUrl, diffSerpSnapshots, serpDiffIsEmpty, type SerpDiffInput, type SerpDiffResult } from './serp-diff';

const result = (position: number, site: string): SerpDiffResult => ({ position, url: `https://www.${site}/page`, domain: `www.${site}`, title: `Title ${site}` });
const feature = (type: string) => ({ type, label: type.replace('_', ' ') });

describe('diffSerpSnapshots', () => {
  it('reports moves, new and dropped pages, features gained and lost', () => {
    const earlier: SerpDiffInput = {
      results: [result(1, 'a.example'), result(2, 'b.example'), result(3, 'c.example'), result(4, 'd.example')],
      features: [feature('featured_snippet'), feature('local_pack')],
    };
    const later: SerpDiffInput = {
      results: [result(1, 'b.example'), result(2, 'a.example'), result(3, 'e.example'), result(4, 'd.example')],
      features: [feature('featured_snippet'), feature('video')],
    };
    const diff = diffSerpSnapshots(earlier, later);
    expect(diff.results.map((r) => [r.domain, r.previousPosition, r.change, r.movement])).toEqual([
      ['www.b.example', 2, 1, 'up'],
      ['www.a.example', 1, -1, 'down'],
      ['www.e.example', null, null, 'new'],
      ['www.d.example', 4, 0, 'same'],
    ]);
    expect(diff.dropped.map((r) => [r.domain, r.position])).toEqual([['www.c.example', 3]]);
    expect(diff.featuresGained.map((f) => f.type)).toEqual(['video']);
    expect(diff.featuresLost.map((f) => f.type)).toEqual(['local_pack']);
    expect(diff.featuresKept.map((f) => f.type)).toEqual(['featured_snippet']);
    expect(diff.counts).toEqual({ new: 1, dropped: 1, up: 1, down: 1, same: 1 });
    expect(serpDiffIsEmpty(diff)).toBe(false);
  });

  it('treats the same page with another scheme, www., trailing slash or fragment as one result', () => {
    expect(comparableUrl('https://www.Example.com/a/')).toBe(comparableUrl('http://example.com/a#top'));
    expect(comparableUrl('https://example.com/a?x=1')).not.toBe(comparableUrl('https://example.com/a?x=2'));
    const diff = diffSerpSnapshots(
      { results: [{ position: 1, url: 'https://www.example.com/a/', domain: 'www.example.com', title: 'A' }], features: [] },
      { results: [{ position: 1, url: 'https://example.com/a', domain: 'example.com', title: 'A' }], features: [] },
    );
    expect(serpDiffIsEmpty(diff)).toBe(true);
  });

  it('counts a page listed twice once, at its best position', () => {
    const twice = { results: [result(3, 'a.example'), result(1, 'a.example')], features: [] };
    const diff = diffSerpSnapshots({ results: [result(2, 'a.example')], features: [] }, twice);
    expect(diff.results).toHaveLength(1);
    expect(diff.results[0]).toMatchObject({ position: 1, previousPosition: 2, change: 1, movement: 'up' });
  });
});

// Snapshots of up to 10 results drawn from 15 sites, positions 1..n in a random order of sites.
const snapshot = fc
  .record({
    sites: fc.uniqueArray(fc.integer({ min: 0, max: 14 }), { maxLength: 10 }),
    features: fc.uniqueArray(fc.constantFrom('featured_snippet', 'people_also_ask', 'local_pack', 'video', 'images', 'shopping', 'ai_overview'), { maxLength: 7 }),
  })
  .map(({ sites, features }): SerpDiffInput => ({ results: sites.map((s, i) => result(i + 1, `s${s}.example`)), features: features.map(feature) }));

describe('diffSerpSnapshots properties', () => {
  it('a snapshot compared with itself has no changes', () => {
    fc.assert(fc.property(snapshot, (s) => serpDiffIsEmpty(diffSerpSnapshots(s, s)) && diffSerpSnapshots(s, s).counts.same === s.results.length));
  });

  it('kept + new pages are the later page; kept + dropped pages are the earlier page', () => {
    fc.assert(
      fc.property(snapshot, snapshot, (a, b) => {
        const diff = diffSerpSnapshots(a, b);
        const kept = diff.results.filter((r) => r.movement !== 'new');
        expect(diff.results.map((r) => r.url)).toEqual(b.results.map((r) => r.url));
        expect(new Set([...kept.map((r) => r.url), ...diff.dropped.map((r) => r.url)])).toEqual(new Set(a.results.map((r) => r.url)));
        expect(kept.length + diff.dropped.length).toBe(a.results.length);
      }),
    );
  });

  it('swapping the snapshots swaps gained and lost, new and dropped, and negates every change', () => {
    fc.assert(
      fc.property(snapshot, snapshot, (a, b) => {
        const forward = diffSerpSnapshots(a, b);
        const backward = diffSerpSnapshots(b, a);
        expect(forward.featuresGained).toEqual(backward.featuresLost);
        expect(forward.featuresLost).toEqual(backward.featuresGained);
        expect(forward.counts.new).toBe(backward.counts.dropped);
        expect(forward.counts.up).toBe(backward.counts.down);
        for (const moved of forward.results.filter((r) => r.change !== null)) {
          const back = backward.results.find((r) => r.url === moved.url);
          expect((back?.change ?? 0) + (moved.change ?? 0)).toBe(0);
          expect(back?.position).toBe(moved.previousPosition);
        }
      }),
    );
  });
});
