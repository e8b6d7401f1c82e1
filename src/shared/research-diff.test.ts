import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changeBadgeText, countChanges, diffResearchRows, DIFF_METRICS, isChange, isSameMetric, type DiffItem, type RowChange } from './research-diff';

const item = (key: string, metrics: Partial<DiffItem> = {}): DiffItem => ({
  key,
  label: key,
  searchVolume: null,
  difficulty: null,
  cpc: null,
  position: null,
  ...metrics,
});

const metric = fc.option(fc.oneof(fc.integer({ min: 0, max: 100_000 }), fc.double({ min: 0, max: 50, noNaN: true })), { nil: null });
const itemArb = fc.record({
  key: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'),
  label: fc.string({ maxLength: 5 }),
  searchVolume: metric,
  difficulty: metric,
  cpc: metric,
  position: metric,
});
const runArb = fc.array(itemArb, { maxLength: 12 });

const keys = (items: readonly DiffItem[]) => new Set(items.map((i) => i.key));
const byStatus = (changes: readonly RowChange[], ...statuses: RowChange['status'][]) =>
  new Set(changes.filter((c) => statuses.includes(c.status)).map((c) => c.key));

describe('diffResearchRows', () => {
  it('marks new, lost, changed and unchanged rows with before, after and the difference', () => {
    const previous = [item('seo', { searchVolume: 100, difficulty: 40, cpc: 1.5 }), item('seo tools', { searchVolume: 50 }), item('gone', { searchVolume: 9 })];
    const current = [item('seo', { searchVolume: 120, difficulty: 40, cpc: 1.5 }), item('seo tools', { searchVolume: 50 }), item('fresh', { cpc: 2 })];
    const changes = diffResearchRows(previous, current);
    expect(changes.map((c) => [c.key, c.status])).toEqual([
      ['seo', 'changed'],
      ['seo tools', 'unchanged'],
      ['fresh', 'new'],
      ['gone', 'lost'],
    ]);
    expect(changes[0]?.searchVolume).toEqual({ before: 100, after: 120, delta: 20 });
    expect(changes[2]?.cpc).toEqual({ before: null, after: 2, delta: null });
    expect(changes[3]?.searchVolume).toEqual({ before: 9, after: null, delta: null });
    expect(countChanges(changes)).toEqual({ new: 1, lost: 1, changed: 1, unchanged: 1 });
    expect(changes.filter(isChange).map((c) => c.key)).toEqual(['seo', 'fresh', 'gone']);
  });

  it('treats a SERP position move as a change and float noise as none', () => {
    const [moved] = diffResearchRows([item('https://a.test/', { position: 3 })], [item('https://a.test/', { position: 1 })]);
    expect(moved).toMatchObject({ status: 'changed', position: { before: 3, after: 1, delta: -2 } });
    expect(isSameMetric(0.1 + 0.2, 0.3)).toBe(true);
    expect(isSameMetric(null, 0)).toBe(false);
  });

  it('lists every key of either run exactly once, in the right group', () => {
    fc.assert(
      fc.property(runArb, runArb, (previous, current) => {
        const changes = diffResearchRows(previous, current);
        const seen = changes.map((c) => c.key);
        expect(new Set(seen).size).toBe(seen.length);
        expect(byStatus(changes, 'new', 'changed', 'unchanged')).toEqual(keys(current));
        expect(byStatus(changes, 'lost', 'changed', 'unchanged')).toEqual(keys(previous));
        const counts = countChanges(changes);
        expect(counts.new + counts.changed + counts.unchanged).toBe(keys(current).size);
        expect(counts.lost + counts.changed + counts.unchanged).toBe(keys(previous).size);
      }),
    );
  });

  it('finds no change between a run and itself', () => {
    fc.assert(
      fc.property(runArb, (run) => {
        expect(diffResearchRows(run, run).every((c) => c.status === 'unchanged')).toBe(true);
      }),
    );
  });

  it('is its own mirror: swapping the runs swaps new and lost, before and after', () => {
    const mirror: Record<RowChange['status'], RowChange['status']> = { new: 'lost', lost: 'new', changed: 'changed', unchanged: 'unchanged' };
    fc.assert(
      fc.property(runArb, runArb, (previous, current) => {
        const forward = new Map(diffResearchRows(previous, current).map((c) => [c.key, c]));
        for (const back of diffResearchRows(current, previous)) {
          const there = forward.get(back.key);
          expect(there?.status).toBe(mirror[back.status]);
          for (const m of DIFF_METRICS) expect([back[m].before, back[m].after]).toEqual([there?.[m].after, there?.[m].before]);
        }
      }),
    );
  });

  it('calls a row changed exactly when one of its metrics differs', () => {
    fc.assert(
      fc.property(runArb, runArb, (previous, current) => {
        for (const change of diffResearchRows(previous, current)) {
          if (change.status !== 'changed' && change.status !== 'unchanged') continue;
          const differs = DIFF_METRICS.some((m) => !isSameMetric(change[m].before, change[m].after));
          expect(change.status === 'changed').toBe(differs);
        }
      }),
    );
  });
});

describe('changeBadgeText', () => {
  const counts = (n: number, l: number, c: number, u = 0) => ({ new: n, lost: l, changed: c, unchanged: u });
  it('says a run with no earlier one is the first', () => {
    expect(changeBadgeText(counts(0, 0, 0), false)).toBe('First run');
  });
  it('says nothing changed when every row is the same', () => {
    expect(changeBadgeText(counts(0, 0, 0, 40), true)).toBe('No changes');
  });
  it('names each kind of change that happened, in one order, zeros left out', () => {
    expect(changeBadgeText(counts(3, 2, 5, 10), true)).toBe('3 new · 2 lost · 5 changed');
    expect(changeBadgeText(counts(0, 4, 0), true)).toBe('4 lost');
  });
});
