// Deterministic pseudo-random numbers for the demo provider: the same keyword, location and
// language always produce the same numbers (no Math.random), so demo data is stable across runs.

/** 32-bit FNV-1a hash of a string. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a tiny, fast generator of floats in [0, 1). */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function randomFor(...parts: Array<string | number>): () => number {
  return createRandom(hashString(parts.join('|')));
}

export function between(random: () => number, min: number, max: number): number {
  return min + random() * (max - min);
}

export function pick<T>(random: () => number, list: readonly T[]): T {
  const item = list[Math.floor(random() * list.length) % list.length];
  if (item === undefined) throw new Error('pick() needs a non-empty list');
  return item;
}

/** Fisher-Yates shuffle driven by the seeded generator; returns a new array. */
export function shuffled<T>(random: () => number, list: readonly T[]): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    const a = copy[i] as T;
    copy[i] = copy[j] as T;
    copy[j] = a;
  }
  return copy;
}
