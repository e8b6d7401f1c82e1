// Changes since the last run: a research compared with the user's earlier run of
// the same request, row by row. Pure: the server feeds it the stored rows of both runs and pages
// its answer; the browser never holds both runs to compare them.
// Rows are matched by key (a keyword's normalised text, a SERP result's URL); the first row with a
// key stands for it. The answer lists the current run's rows in their order, then the lost ones in
// the earlier run's order.

export const DIFF_METRICS = ['searchVolume', 'difficulty', 'cpc', 'position'] as const;
export type DiffMetric = (typeof DIFF_METRICS)[number];

export const CHANGE_STATUSES = ['new', 'lost', 'changed', 'unchanged'] as const;
export type ChangeStatus = (typeof CHANGE_STATUSES)[number];

export type DiffMetrics = Record<DiffMetric, number | null>;

export interface DiffItem extends DiffMetrics {
  /** What matches a row across runs. */
  key: string;
  /** What the row shows (the current run's spelling when the keyword is in both). */
  label: string;
}

export interface MetricChange {
  before: number | null;
  after: number | null;
  /** after - before when both are known, else null. */
  delta: number | null;
}

export type RowChange = { key: string; label: string; status: ChangeStatus } & Record<DiffMetric, MetricChange>;

export type ChangeCounts = Record<ChangeStatus, number>;

const NO_METRICS: DiffMetrics = { searchVolume: null, difficulty: null, cpc: null, position: null };

// 0.1 + 0.2 style float noise is not a change: metrics compare to 1e-9.
const EPSILON = 1e-9;

export function isSameMetric(before: number | null, after: number | null): boolean {
  if (before === null || after === null) return before === after;
  return Math.abs(before - after) < EPSILON;
}

function metricChange(before: number | null, after: number | null): MetricChange {
  return { before, after, delta: before === null || after === null ? null : after - before };
}

function firstByKey(items: readonly DiffItem[]): Map<string, DiffItem> {
  const byKey = new Map<string, DiffItem>();
  for (const item of items) if (!byKey.has(item.key)) byKey.set(item.key, item);
  return byKey;
}

function rowChange(label: string, key: string, status: ChangeStatus, before: DiffMetrics, after: DiffMetrics): RowChange {
  return {
    key,
    label,
    status,
    searchVolume: metricChange(before.searchVolume, after.searchVolume),
    difficulty: metricChange(before.difficulty, after.difficulty),
    cpc: metricChange(before.cpc, after.cpc),
    position: metricChange(before.position, after.position),
  };
}

/** Every row of either run once: new, lost, changed (any metric differs) or unchanged. */
export function diffResearchRows(previous: readonly DiffItem[], current: readonly DiffItem[]): RowChange[] {
  const before = firstByKey(previous);
  const after = firstByKey(current);
  const changes: RowChange[] = [];
  for (const item of after.values()) {
    const earlier = before.get(item.key);
    if (!earlier) {
      changes.push(rowChange(item.label, item.key, 'new', NO_METRICS, item));
      continue;
    }
    const isSame = DIFF_METRICS.every((metric) => isSameMetric(earlier[metric], item[metric]));
    changes.push(rowChange(item.label, item.key, isSame ? 'unchanged' : 'changed', earlier, item));
  }
  for (const item of before.values()) {
    if (!after.has(item.key)) changes.push(rowChange(item.label, item.key, 'lost', item, NO_METRICS));
  }
  return changes;
}

export function countChanges(changes: readonly Pick<RowChange, 'status'>[]): ChangeCounts {
  const counts: ChangeCounts = { new: 0, lost: 0, changed: 0, unchanged: 0 };
  for (const change of changes) counts[change.status] += 1;
  return counts;
}

/** "Show only changes": every row but the unchanged ones. */
export function isChange(change: Pick<RowChange, 'status'>): boolean {
  return change.status !== 'unchanged';
}

/**
 * The history's one-line summary of a run against the previous run of the same question:
 * "First run" when there was none, "No changes", or "3 new · 2 lost · 5 changed" (zeros left out).
 */
export function changeBadgeText(counts: ChangeCounts, hasPrevious: boolean): string {
  if (!hasPrevious) return 'First run';
  const parts = (['new', 'lost', 'changed'] as const).filter((status) => counts[status] > 0).map((status) => `${counts[status]} ${status}`);
  return parts.length === 0 ? 'No changes' : parts.join(' · ');
}
