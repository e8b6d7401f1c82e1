// Topic clusters of a keyword set: lexical always, SERP overlap where SERPs are
// known. Pure and language-neutral: the caller passes the language's stemmer (the server uses
// @orama/stemmers, src/server/features/clusters/stemmers.ts).
//
// 1. Each keyword becomes a set of stems: its words (keywordWords, the filter's own split), stop
//    words dropped, each stemmed. Stems in more than half of the keywords (the seed's words, in a
//    research) say nothing about the topic and are dropped too, unless nothing would be left.
// 2. Keywords are taken by volume, highest first. Each joins the cluster whose pillar (its first,
//    highest-volume keyword) shares the most stems with it, if the pillar's and its stem sets
//    overlap by at least half (Jaccard >= 0.5); otherwise it starts a new cluster as its pillar.
//    Comparing with the pillar, not with every member, keeps clusters from chaining into one.
// 3. Keywords whose known top-10 URLs share at least 3 merge their clusters (union-find).
// Each cluster is numbered after its pillar keyword (clusterNumberOf), so a saved link keeps its cluster.
import { keywordWords } from '../filters/keyword-words';
import { normalizeKeyword } from '../keyword-text';

export const CLUSTER_JACCARD_MIN = 0.5;
export const SERP_OVERLAP_MIN = 3;
/** A stem in more than this share of the keywords is dropped as the set's common words. */
export const COMMON_STEM_SHARE = 0.5;

export interface ClusterInput {
  keyword: string;
  searchVolume: number | null;
  /** The keyword's known top-10 organic URLs; absent when its SERP is not known. */
  serpUrls?: readonly string[];
}

export type Stemmer = (word: string) => string;

const STOP_WORDS: Readonly<Record<string, readonly string[]>> = {
  en: ['a', 'an', 'the', 'and', 'or', 'of', 'for', 'to', 'in', 'on', 'at', 'by', 'with', 'from', 'is', 'are', 'my', 'your', 'vs'],
  de: ['der', 'die', 'das', 'und', 'oder', 'für', 'mit', 'von', 'in', 'im', 'am', 'ein', 'eine', 'zu', 'auf'],
  fr: ['le', 'la', 'les', 'un', 'une', 'des', 'de', 'du', 'et', 'ou', 'pour', 'avec', 'en', 'au', 'aux', 'à'],
  es: ['el', 'la', 'los', 'las', 'un', 'una', 'de', 'del', 'y', 'o', 'para', 'con', 'en', 'por', 'a'],
  it: ['il', 'lo', 'la', 'i', 'gli', 'le', 'un', 'una', 'di', 'del', 'della', 'e', 'o', 'per', 'con', 'in', 'a'],
  pt: ['o', 'a', 'os', 'as', 'um', 'uma', 'de', 'do', 'da', 'e', 'ou', 'para', 'com', 'em', 'no', 'na'],
  nl: ['de', 'het', 'een', 'en', 'of', 'voor', 'met', 'van', 'in', 'op', 'te'],
};

export function stopWordsFor(language: string | undefined): ReadonlySet<string> {
  return new Set(STOP_WORDS[(language ?? 'en').toLowerCase().slice(0, 2)] ?? []);
}

/** The keyword's distinct stems, stop words left out (all of them kept if nothing else is left). */
export function keywordStems(keyword: string, stem: Stemmer, stopWords: ReadonlySet<string>): string[] {
  const words = keywordWords(keyword);
  const content = words.filter((w) => !stopWords.has(w));
  return [...new Set((content.length > 0 ? content : words).map(stem))];
}

class UnionFind {
  private readonly parent: number[];
  constructor(size: number) {
    this.parent = Array.from({ length: size }, (_, i) => i);
  }
  find(i: number): number {
    let root = i;
    while (this.parent[root] !== root) root = this.parent[root]!;
    while (this.parent[i] !== root) {
      const next = this.parent[i]!;
      this.parent[i] = root;
      i = next;
    }
    return root;
  }
  /** Keeps the smaller root, so the earlier (higher-volume) pillar stays the pillar. */
  union(a: number, b: number): void {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra !== rb) this.parent[Math.max(ra, rb)] = Math.min(ra, rb);
  }
}

const volumeOf = (row: ClusterInput) => (row.searchVolume !== null && Number.isFinite(row.searchVolume) ? row.searchVolume : -1);

/** Cluster numbers (clusterNumberOf the pillar) in the input's order. */
export function clusterKeywords(rows: readonly ClusterInput[], stem: Stemmer, language?: string): number[] {
  const stopWords = stopWordsFor(language);
  const stemCache = new Map<string, string>();
  const cachedStem = (word: string) => {
    let stemmed = stemCache.get(word);
    if (stemmed === undefined) {
      stemmed = stem(word);
      stemCache.set(word, stemmed);
    }
    return stemmed;
  };
  const allStems = rows.map((row) => keywordStems(row.keyword, cachedStem, stopWords));
  const frequency = new Map<string, number>();
  for (const stems of allStems) for (const s of stems) frequency.set(s, (frequency.get(s) ?? 0) + 1);
  const commonAbove = rows.length * COMMON_STEM_SHARE;
  const topicStems = allStems.map((stems) => {
    const kept = rows.length > 2 ? stems.filter((s) => (frequency.get(s) ?? 0) <= commonAbove) : stems;
    return kept.length > 0 ? kept : [];
  });

  const order = rows.map((_, i) => i).sort((a, b) => volumeOf(rows[b]!) - volumeOf(rows[a]!) || a - b);
  // Lexical pass: clusters by pillar; an inverted index from stem to the clusters whose pillar has it.
  const clusterOf = new Array<number>(rows.length).fill(-1);
  const pillarStems: string[][] = [];
  const byStem = new Map<string, number[]>();
  let emptyCluster = -1;
  for (const i of order) {
    const stems = topicStems[i]!;
    if (stems.length === 0) {
      if (emptyCluster < 0) {
        emptyCluster = pillarStems.length;
        pillarStems.push([]);
      }
      clusterOf[i] = emptyCluster;
      continue;
    }
    const shared = new Map<number, number>();
    for (const s of stems) for (const c of byStem.get(s) ?? []) shared.set(c, (shared.get(c) ?? 0) + 1);
    let best = -1;
    let bestScore = 0;
    for (const [c, overlap] of shared) {
      const score = overlap / (stems.length + pillarStems[c]!.length - overlap);
      if (score > bestScore || (score === bestScore && c < best)) {
        best = c;
        bestScore = score;
      }
    }
    if (best >= 0 && bestScore >= CLUSTER_JACCARD_MIN) {
      clusterOf[i] = best;
      continue;
    }
    const created = pillarStems.length;
    pillarStems.push(stems);
    clusterOf[i] = created;
    for (const s of stems) {
      const list = byStem.get(s);
      if (list) list.push(created);
      else byStem.set(s, [created]);
    }
  }

  // SERP pass: keywords sharing >= 3 top-10 URLs join their clusters.
  const unions = new UnionFind(pillarStems.length);
  const byUrl = new Map<string, number[]>();
  rows.forEach((row, i) => {
    for (const url of new Set((row.serpUrls ?? []).slice(0, 10))) {
      const list = byUrl.get(url);
      if (list) list.push(i);
      else byUrl.set(url, [i]);
    }
  });
  if (byUrl.size > 0) {
    const pairs = new Map<string, number>();
    for (const list of byUrl.values()) {
      for (let a = 0; a < list.length; a++) {
        for (let b = a + 1; b < list.length; b++) {
          const key = `${list[a]}:${list[b]}`;
          const n = (pairs.get(key) ?? 0) + 1;
          pairs.set(key, n);
          if (n === SERP_OVERLAP_MIN) unions.union(clusterOf[list[a]!]!, clusterOf[list[b]!]!);
        }
      }
    }
  }

  // Each cluster is numbered after its pillar (its highest-volume keyword), taken in volume order.
  const number = new Map<number, number>();
  const taken = new Set<number>();
  for (const i of order) {
    const root = unions.find(clusterOf[i]!);
    if (number.has(root)) continue;
    let id = clusterNumberOf(rows[i]!.keyword);
    while (taken.has(id)) id = (id % CLUSTER_NUMBER_MAX) + 1;
    taken.add(id);
    number.set(root, id);
  }
  return rows.map((_, i) => number.get(unions.find(clusterOf[i]!))!);
}

/** The largest cluster number (the `cluster` filter takes 1 to 7 digits). */
export const CLUSTER_NUMBER_MAX = 9_999_999;

/**
 * A cluster's number, from its pillar keyword alone (FNV-1a of the normalised keyword): the same
 * pillar has the same number whatever else the research or list holds, so a saved link to a cluster
 * keeps its cluster when rows are added or removed; a cluster whose pillar changed is gone, and
 * its number then matches nothing. Two pillars of one set with the same number (rare) keep the
 * higher-volume one's, and the other takes the next free number.
 */
export function clusterNumberOf(pillar: string): number {
  let hash = 0x811c9dc5;
  for (const char of normalizeKeyword(pillar)) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return (hash % CLUSTER_NUMBER_MAX) + 1;
}

export interface ClusterSummary {
  clusterId: number;
  pillar: string;
  size: number;
  totalVolume: number;
  /** Over the members with a difficulty; null when none has one. */
  averageDifficulty: number | null;
}

/** The cluster view's figures, largest total volume first (ties: cluster id). */
export function summarizeClusters(rows: readonly { keyword: string; searchVolume: number | null; difficulty: number | null; clusterId: number | null }[]): ClusterSummary[] {
  const acc = new Map<number, { pillar: string; pillarVolume: number; size: number; totalVolume: number; kdSum: number; kdCount: number }>();
  for (const row of rows) {
    if (row.clusterId === null) continue;
    const volume = row.searchVolume ?? 0;
    const entry = acc.get(row.clusterId);
    if (!entry) {
      acc.set(row.clusterId, { pillar: row.keyword, pillarVolume: row.searchVolume ?? -1, size: 1, totalVolume: volume, kdSum: row.difficulty ?? 0, kdCount: row.difficulty === null ? 0 : 1 });
      continue;
    }
    entry.size++;
    entry.totalVolume += volume;
    if (row.difficulty !== null) {
      entry.kdSum += row.difficulty;
      entry.kdCount++;
    }
    if ((row.searchVolume ?? -1) > entry.pillarVolume) {
      entry.pillar = row.keyword;
      entry.pillarVolume = row.searchVolume ?? -1;
    }
  }
  return [...acc.entries()]
    .map(([clusterId, e]) => ({ clusterId, pillar: e.pillar, size: e.size, totalVolume: e.totalVolume, averageDifficulty: e.kdCount > 0 ? e.kdSum / e.kdCount : null }))
    .sort((a, b) => b.totalVolume - a.totalVolume || a.clusterId - b.clusterId);
}
