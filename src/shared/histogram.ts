// Histogram bins of the results charts: volume on a decade scale, difficulty in
// tens. One rule for both sides: the server counts rows per bin in SQL from these edges
// (distribution.ts), the reference `histogram` below is what the tests hold it to, and the chart
// labels come from `binLabels`.
import { formatCount } from './format/number';

/** Lower edges, ascending; a bin runs from its edge up to (not including) the next; the last is open. */
export type BinEdges = readonly number[];

export const VOLUME_BIN_EDGES: BinEdges = [0, 10, 100, 1_000, 10_000, 100_000, 1_000_000];
export const DIFFICULTY_BIN_EDGES: BinEdges = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90];
/** Difficulty never exceeds this, so its last bin reads "90–100". */
export const DIFFICULTY_MAX = 100;

/** The bin a value falls in; -1 for a missing, non-finite or below-range value. */
export function binIndex(value: number | null | undefined, edges: BinEdges): number {
  if (value === null || value === undefined || !Number.isFinite(value) || edges.length === 0 || value < (edges[0] ?? 0)) return -1;
  let index = 0;
  while (index + 1 < edges.length && value >= (edges[index + 1] ?? Infinity)) index += 1;
  return index;
}

/** Counts per bin, and how many values had no bin (missing metrics). */
export function histogram(values: ReadonlyArray<number | null | undefined>, edges: BinEdges): { counts: number[]; missing: number } {
  const counts = edges.map(() => 0);
  let missing = 0;
  for (const value of values) {
    const index = binIndex(value, edges);
    if (index < 0) missing += 1;
    else counts[index] = (counts[index] ?? 0) + 1;
  }
  return { counts, missing };
}

/** "0–9", "10–99", …, "1,000,000+" (whole numbers); with `max`, the last bin reads "90–100". */
export function binLabels(edges: BinEdges, max?: number): string[] {
  return edges.map((from, i) => {
    const next = edges[i + 1];
    if (next === undefined) return max === undefined ? `${formatCount(from)}+` : `${formatCount(from)}–${formatCount(max)}`;
    return `${formatCount(from)}–${formatCount(next - 1)}`;
  });
}
