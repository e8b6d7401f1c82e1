// The demo "searches related to" tree: each keyword has 8 related searches, so depth d holds 8^d
// keywords and depths 1-4 give 8, 72, 584, 4680 keywords, the counts DataForSEO documents. The
// modifiers are the research language's own (phrases/).

import { containsWords, modifiersFor } from './phrases/index.js';

export const RELATED_BRANCHING = 8;
export const RELATED_MAX_DEPTH = 4;

export interface DemoRelatedNode {
  keyword: string;
  depth: number;
  relatedKeywords: string[];
}

type Place = 'before' | 'after' | 'qualifier' | 'pattern';

interface Modifier {
  text: string;
  place: Place;
}

/** The walk's context: the seed and the research language (its patterns), and the year. */
export interface RelatedContext {
  languageCode: string;
  year: number;
}

/**
 * Four levels of 8 modifiers in the research language: level 1 adds a modifier after the seed,
 * level 2 one before it (after it where nothing goes before: ja, ko, zh), level 3 a qualifier,
 * level 4 wraps the phrase in a pattern ("where to buy …"). Modifiers the seed already holds go last.
 */
function poolsFor(seed: string, ctx: RelatedContext): Modifier[][] {
  const set = modifiersFor(seed, ctx.languageCode, ctx.year);
  const seedHas = (m: string): boolean => m.split(' ').some((w) => containsWords(seed, w, ctx.languageCode));
  const ordered = (list: readonly string[], place: Place): Modifier[] => {
    const all = list.map((text) => ({ text, place }));
    return [...all.filter((m) => !seedHas(m.text)), ...all.filter((m) => seedHas(m.text))];
  };
  const after = ordered(set.after, 'after');
  const used = new Set<Modifier>();
  const take = (...sources: Modifier[][]): Modifier[] => {
    const pool: Modifier[] = [];
    for (const m of sources.flat()) {
      if (pool.length === RELATED_BRANCHING) break;
      if (!used.has(m)) {
        pool.push(m);
        used.add(m);
      }
    }
    return pool;
  };
  const level1 = take(after);
  const level2 = take(ordered(set.before, 'before'), after);
  const level3 = take(ordered(set.qualifiers, 'qualifier'), after);
  const level4 = take(ordered(set.patterns, 'pattern'));
  return [level1, level2, level3, level4];
}

/** Path digits (one per level, 0-7) -> keyword: "[before] seed [after…] [qualifier]", wrapped in a pattern. */
function keywordAt(seed: string, pools: Modifier[][], path: readonly number[]): string {
  const chosen = path.map((digit, level) => pools[level]?.[digit]).filter((m): m is Modifier => m !== undefined);
  const of = (place: Place): string[] => chosen.filter((m) => m.place === place).map((m) => m.text);
  const core = [...of('before'), seed, ...of('after'), ...of('qualifier')].join(' ');
  const pattern = of('pattern')[0];
  return pattern ? pattern.replace('{x}', core) : core;
}

function children(seed: string, pools: Modifier[][], path: readonly number[]): string[] {
  if (path.length >= RELATED_MAX_DEPTH) return [];
  const out: string[] = [];
  for (let i = 0; i < RELATED_BRANCHING; i += 1) out.push(keywordAt(seed, pools, [...path, i]));
  return out;
}

/** Number of keywords a walk of `depth` returns, the seed (depth 0) included. */
export function countRelated(depth: number): number {
  let total = 1;
  for (let d = 1; d <= depth; d += 1) total += RELATED_BRANCHING ** d;
  return total;
}

/** Every node of the walk to `depth` (seed first, then breadth-first). */
export function buildRelatedTree(seed: string, depth: number, ctx: RelatedContext): DemoRelatedNode[] {
  const pools = poolsFor(seed, ctx);
  const nodes: DemoRelatedNode[] = [];
  let frontier: number[][] = [[]];
  for (let d = 0; d <= depth; d += 1) {
    const next: number[][] = [];
    for (const path of frontier) {
      nodes.push({ keyword: keywordAt(seed, pools, path), depth: d, relatedKeywords: children(seed, pools, path) });
      if (d < depth) for (let i = 0; i < RELATED_BRANCHING; i += 1) next.push([...path, i]);
    }
    frontier = next;
  }
  return nodes;
}
