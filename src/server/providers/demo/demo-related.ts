// The demo "searches related to" tree: each keyword has 8 related searches, so depth d holds 8^d
// keywords and depths 1-4 give 8, 72, 584, 4680 keywords, the counts DataForSEO documents.

const LEVEL_POOLS: readonly (readonly string[])[] = [
  ['tools', 'software', 'guide', 'tips', 'examples', 'strategy', 'services', 'course', 'ideas', 'platform', 'training', 'solutions'],
  ['best', 'free', 'top', 'online', 'easy', 'advanced', 'cheap', 'professional', 'simple', 'modern', 'smart', 'quick'],
  ['for beginners', 'for small business', 'for agencies', 'for ecommerce', 'for startups', 'for students', 'for teams', 'for freelancers', 'for nonprofits', 'for creators'],
  ['reddit', 'reviews', 'comparison', 'pricing', 'checklist', 'template', 'pdf', 'alternatives', 'examples list', 'case study'],
];
export const RELATED_BRANCHING = 8;
export const RELATED_MAX_DEPTH = 4;

export interface DemoRelatedNode {
  keyword: string;
  depth: number;
  relatedKeywords: string[];
}

function poolsFor(seed: string): string[][] {
  const seedWords = new Set(seed.split(' '));
  return LEVEL_POOLS.map((pool) => {
    // Prefer modifiers the seed does not already contain; a seed full of them still gets 8 per level.
    const fresh = pool.filter((m) => !m.split(' ').some((w) => seedWords.has(w)));
    return [...fresh, ...pool.filter((m) => !fresh.includes(m))].slice(0, RELATED_BRANCHING);
  });
}

/** Path digits (one per level, 0-7) -> keyword: "[L2] seed [L1] [L3] [L4]". */
function keywordAt(seed: string, pools: string[][], path: readonly number[]): string {
  const mod = (level: number): string | undefined => {
    const digit = path[level];
    return digit === undefined ? undefined : pools[level]?.[digit];
  };
  return [mod(1), seed, mod(0), mod(2), mod(3)].filter((p): p is string => p !== undefined).join(' ');
}

function children(seed: string, pools: string[][], path: readonly number[]): string[] {
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
export function buildRelatedTree(seed: string, depth: number): DemoRelatedNode[] {
  const pools = poolsFor(seed);
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
