// @vitest-environment jsdom
// Every declared metric with a column is a column of the keyword tables (the card list on a phone
// shows the same columns as fields), in declaration order, sorting where it is declared sortable.
import { describe, expect, it } from 'vitest';
import { COLUMN_METRIC_KEYS, KEYWORD_METRICS, TABLE_SORT_KEYS } from '@shared/keyword-row/metrics';
import { relatedColumns } from '../../features/related/related-columns';
import { resultsColumns } from '../../features/results/results-columns';
import { metricColumns } from './columns';

const shownEverywhere = COLUMN_METRIC_KEYS.filter((key) => KEYWORD_METRICS[key].column.tables === 'all');
const shownIn = (table: 'related' | 'competitors') => COLUMN_METRIC_KEYS.filter((key) => ['all', table].includes(KEYWORD_METRICS[key].column.tables));

describe('the metric columns', () => {
  it('are every declared column, in order, with its header and sort', () => {
    const related = metricColumns('related');
    expect(related.map((column) => column.id)).toEqual(shownIn('related'));
    expect(metricColumns('results').map((column) => column.id)).toEqual(shownEverywhere);
    expect(metricColumns('competitors').map((column) => column.id)).toEqual(shownIn('competitors'));
    expect(new Set([...shownIn('related'), ...shownIn('competitors')])).toEqual(new Set(COLUMN_METRIC_KEYS));
    for (const column of related) {
      expect(column.header).toBe(KEYWORD_METRICS[column.id as (typeof COLUMN_METRIC_KEYS)[number]].column.header);
      expect(column.sortKey !== undefined).toBe((TABLE_SORT_KEYS as readonly string[]).includes(column.id));
    }
  });

  it('are in the results (and list) table and the related table', () => {
    const results = resultsColumns(2840).map((column) => column.id);
    for (const key of shownEverywhere) expect(results).toContain(key);
    const related = relatedColumns(2840).map((column) => column.id);
    for (const key of shownIn('related')) expect(related).toContain(key);
  });
});
