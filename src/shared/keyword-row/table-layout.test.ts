import { describe, expect, it } from 'vitest';
import { defaultTableLayout, moveColumn, readOverviewOpen, readTableLayout, sharedProvenance } from './table-layout';

const COLUMNS = ['select', 'keyword', 'searchVolume', 'difficulty', 'cpc', 'source', 'tools'];

describe('readTableLayout', () => {
  it('gives the default for nothing saved or something unreadable', () => {
    for (const saved of [null, undefined, 'x', 3, [], { order: 'no' }]) {
      const layout = readTableLayout(saved, 'results', COLUMNS);
      expect(layout.order).toEqual(COLUMNS);
      expect(layout.density).toBe('comfortable');
    }
    expect(defaultTableLayout('results', COLUMNS).hidden).toEqual(['source']);
    expect(defaultTableLayout('related', COLUMNS).hidden).toEqual([]);
  });

  it('keeps a saved order and puts a column it lacks after the one it follows by default', () => {
    const layout = readTableLayout({ order: ['keyword', 'cpc', 'searchVolume', 'select', 'tools'], hidden: [] }, 'results', COLUMNS);
    // difficulty followed searchVolume, source followed cpc... which is before it in the saved order.
    expect(layout.order).toEqual(['keyword', 'cpc', 'source', 'searchVolume', 'difficulty', 'select', 'tools']);
    // A column the user never saw takes the table's default: source starts hidden.
    expect(layout.hidden).toEqual(['source']);
  });

  it('drops unknown and repeated ids, never hides a locked column, bounds the sizes and the density', () => {
    const layout = readTableLayout(
      { order: ['gone', ...COLUMNS, 'keyword'], hidden: ['keyword', 'select', 'cpc', 'gone'], sizes: { keyword: 2000, cpc: 10.4, gone: 90, tools: 'wide' }, density: 'tiny' },
      'results',
      COLUMNS,
    );
    expect(layout.order).toEqual(COLUMNS);
    expect(layout.hidden).toEqual(['cpc']);
    expect(layout.sizes).toEqual({ keyword: 900, cpc: 56 });
    expect(layout.density).toBe('comfortable');
    expect(readTableLayout({ order: COLUMNS, density: 'compact' }, 'results', COLUMNS).density).toBe('compact');
  });

  it('shows a default-hidden column the user chose to show', () => {
    expect(readTableLayout({ order: COLUMNS, hidden: [] }, 'list', COLUMNS).hidden).toEqual([]);
  });
});

describe('moveColumn', () => {
  it('swaps with the neighbour, and never past the ends or a locked column', () => {
    expect(moveColumn(COLUMNS, 'cpc', -1)).toEqual(['select', 'keyword', 'searchVolume', 'cpc', 'difficulty', 'source', 'tools']);
    expect(moveColumn(COLUMNS, 'tools', 1)).toEqual(COLUMNS);
    expect(moveColumn(COLUMNS, 'searchVolume', -1)).toEqual(COLUMNS);
    expect(moveColumn(COLUMNS, 'keyword', 1)).toEqual(COLUMNS);
    expect(moveColumn(COLUMNS, 'nope', 1)).toEqual(COLUMNS);
  });
});

describe('readOverviewOpen', () => {
  it('is closed unless saved open', () => {
    expect(readOverviewOpen(undefined)).toBe(false);
    expect(readOverviewOpen('true')).toBe(false);
    expect(readOverviewOpen(true)).toBe(true);
  });
});

describe('sharedProvenance', () => {
  const row = (metricsSource: string, fetched: string | null, updated: string | null = null) => ({ metricsSource, metricsFetchedAt: fetched, metricsUpdatedAt: updated });
  it('names the source and day every row shares', () => {
    expect(sharedProvenance([row('demo', '2026-11-28T09:00:00.000Z'), row('demo', '2026-11-28T17:30:00.000Z')])).toEqual({
      source: 'demo',
      dateKind: 'Fetched',
      date: '2026-11-28T09:00:00.000Z',
    });
    expect(sharedProvenance([row('dataforseo_labs', null, '2026-11-01T00:00:00.000Z')])?.dateKind).toBe('Updated');
  });
  it('is null when the rows differ in source, day or kind of date, or there are none', () => {
    expect(sharedProvenance([])).toBeNull();
    expect(sharedProvenance([row('demo', '2026-11-28T09:00:00.000Z'), row('dataforseo_labs', '2026-11-28T09:00:00.000Z')])).toBeNull();
    expect(sharedProvenance([row('demo', '2026-11-28T09:00:00.000Z'), row('demo', '2026-11-27T09:00:00.000Z')])).toBeNull();
    expect(sharedProvenance([row('demo', '2026-11-28T09:00:00.000Z'), row('demo', null, '2026-11-28T09:00:00.000Z')])).toBeNull();
  });
});
