import { stemmer } from '@orama/stemmers/english';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLUSTER_NUMBER_MAX, clusterKeywords, clusterNumberOf, keywordStems, stopWordsFor, summarizeClusters, type ClusterInput } from './topic-clusters';

const kw = (keyword: string, searchVolume: number | null, serpUrls?: string[]): ClusterInput => ({ keyword, searchVolume, ...(serpUrls ? { serpUrls } : {}) });

describe('keywordStems', () => {
  it('stems the words and drops stop words', () => {
    expect(keywordStems('Running Shoes for Women', stemmer, stopWordsFor('en'))).toEqual(['run', 'shoe', 'women']);
    expect(keywordStems('the', stemmer, stopWordsFor('en'))).toEqual(['the']);
  });
});

describe('clusterKeywords', () => {
  it('groups by shared stems beyond the set’s common words, the pillar first', () => {
    const rows = [
      kw('running shoes', 10_000),
      kw('nike running shoes', 5_000),
      kw('running shoe nike', 800),
      kw('best running shoes', 3_000),
      kw('running shoes best', 100),
      kw('trail running shoes women', 900),
      kw('women running shoes', 2_000),
    ];
    const ids = clusterKeywords(rows, stemmer, 'en');
    // "running shoes" holds only the common stems: its own cluster. Each cluster is numbered after
    // its pillar, the highest-volume member.
    expect(ids[0]).toBe(clusterNumberOf('running shoes'));
    expect(ids[1]).toBe(ids[2]);
    expect(ids[3]).toBe(ids[4]);
    expect(ids[5]).toBe(ids[6]);
    expect(new Set(ids).size).toBe(4);
    expect(ids[1]).toBe(clusterNumberOf('nike running shoes'));
    expect(ids[5]).toBe(clusterNumberOf('Women  Running Shoes'));
  });

  it('joins keywords that share at least 3 top-10 URLs', () => {
    const urls = ['https://a.com/1', 'https://b.com/2', 'https://c.com/3'];
    const rows = [kw('alpha', 100, urls), kw('beta', 90, [...urls, 'https://d.com']), kw('gamma', 80, urls.slice(0, 2)), kw('delta', 70)];
    const ids = clusterKeywords(rows, stemmer, 'en');
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).not.toBe(ids[0]);
    expect(new Set(ids).size).toBe(3);
  });

  it('property: numbers are distinct per cluster, within the filter\'s range, the same for the same input, and kept by a cluster whose pillar stays', () => {
    const words = ['shoe', 'shoes', 'red', 'blue', 'running', 'trail', 'nike', 'cheap', 'best', 'women', 'men', 'kids'];
    const rowArb = fc.record({ keyword: fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 4 }).map((w) => w.join(' ')), searchVolume: fc.option(fc.nat(100_000), { nil: null }) });
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 60 }), fc.array(rowArb, { maxLength: 10 }), (rows, added) => {
        const ids = clusterKeywords(rows, stemmer, 'en');
        expect(ids).toHaveLength(rows.length);
        for (const id of ids) expect(id >= 1 && id <= CLUSTER_NUMBER_MAX).toBe(true);
        expect(clusterKeywords(rows, stemmer, 'en')).toEqual(ids);
        // A row with the number of a cluster is in it; the pillar (first in volume order) names it.
        const pillars = new Map<number, string>();
        const byVolume = rows.map((_, i) => i).sort((a, b) => (rows[b]!.searchVolume ?? -1) - (rows[a]!.searchVolume ?? -1) || a - b);
        for (const i of byVolume) if (!pillars.has(ids[i]!)) pillars.set(ids[i]!, rows[i]!.keyword);
        // Rows added: every cluster whose members and pillar are unchanged keeps its number.
        const grown = clusterKeywords([...rows, ...added], stemmer, 'en');
        const members = (list: number[], id: number) => list.flatMap((value, i) => (value === id && i < rows.length ? [i] : []));
        for (const id of new Set(ids)) {
          const before = members(ids, id);
          const after = grown[before[0]!]!;
          const sameMembers = JSON.stringify(members(grown, after)) === JSON.stringify(before) && grown.slice(rows.length).every((value) => value !== after);
          if (sameMembers && [...new Set(ids)].every((other) => other === id || clusterNumberOf(pillars.get(other)!) !== clusterNumberOf(pillars.get(id)!))) {
            expect(after, pillars.get(id)).toBe(id);
          }
        }
      }),
    );
  });
});

describe('summarizeClusters', () => {
  it('gives the pillar, size, total volume and average difficulty', () => {
    const summary = summarizeClusters([
      { keyword: 'a', searchVolume: 10, difficulty: 20, clusterId: 1 },
      { keyword: 'b', searchVolume: 50, difficulty: null, clusterId: 1 },
      { keyword: 'c', searchVolume: 100, difficulty: 40, clusterId: 2 },
      { keyword: 'd', searchVolume: null, difficulty: 60, clusterId: 2 },
      { keyword: 'e', searchVolume: 5, difficulty: 1, clusterId: null },
    ]);
    expect(summary).toEqual([
      { clusterId: 2, pillar: 'c', size: 2, totalVolume: 100, averageDifficulty: 50 },
      { clusterId: 1, pillar: 'b', size: 2, totalVolume: 60, averageDifficulty: 20 },
    ]);
  });
});
