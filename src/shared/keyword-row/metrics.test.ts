// Every declared metric reaches every place derived from the declaration: the API's row schema,
// the sort keys, the filter vocabulary (ranges, their URL keys, the other filters' URL keys) and
// the export's headers and JSON properties. Derived, so they cannot drift; this proves the
// derivation leaves none out.
import { describe, expect, it } from 'vitest';
import { keywordRowSchema, ROW_SORT_KEYS } from '../contract/researches';
import { APPENDED_EXPORT_METRICS, exportHeaders, exportJsonRecord, type ExportLayout } from '../export/export-layout';
import { RANGE_FIELD, RANGE_METRICS } from '../filters/keyword-filter';
import { KEYWORD_FILTER_PARAM_KEYS, keywordFilterQuerySchema, RANGE_PARAM } from '../filters/keyword-filter-url';
import { KEYWORD_SORT_KEYS } from '../sorting';
import { emptyApiMetrics, KEYWORD_METRICS, METRIC_KEYS, toApiMetrics, type MetricDeclaration } from './metrics';

const declared = (key: (typeof METRIC_KEYS)[number]): MetricDeclaration => KEYWORD_METRICS[key];
const layout = (kind: ExportLayout['kind']): ExportLayout => ({ kind, locationCode: 2840, languageCode: 'en', months: [], providers: [] });

describe('the metric declaration', () => {
  it('gives every metric a field of the row schema', () => {
    for (const key of METRIC_KEYS) expect(Object.keys(keywordRowSchema.shape)).toContain(key);
    expect(keywordRowSchema.safeParse({ rank: 0, keyword: 'a', ...emptyApiMetrics(), metricsSource: 'demo', metricsFetchedAt: null, metricsUpdatedAt: null, isSeedKeyword: false }).success).toBe(true);
  });

  it('sorts the rows by every sortable metric, and the tables by every sortable one with a column', () => {
    for (const key of METRIC_KEYS) {
      expect(ROW_SORT_KEYS.includes(key as (typeof ROW_SORT_KEYS)[number])).toBe(declared(key).sortable);
      expect(KEYWORD_SORT_KEYS.includes(key as (typeof KEYWORD_SORT_KEYS)[number])).toBe(declared(key).sortable && declared(key).column !== null);
    }
  });

  it('puts every range and every other filter of a metric in the filter vocabulary and the URL', () => {
    const queryKeys = Object.keys(keywordFilterQuerySchema.shape);
    for (const key of METRIC_KEYS) {
      const filter = declared(key).filter;
      if (!filter) continue;
      expect(KEYWORD_FILTER_PARAM_KEYS).toContain(filter.url);
      expect(queryKeys).toContain(filter.url);
      if (filter.kind === 'range') {
        expect(RANGE_METRICS).toContain(filter.name);
        expect(RANGE_PARAM[filter.name as (typeof RANGE_METRICS)[number]]).toBe(filter.url);
        expect(RANGE_FIELD[filter.name as (typeof RANGE_METRICS)[number]]).toBe(key);
      }
    }
    expect(new Set(KEYWORD_FILTER_PARAM_KEYS).size).toBe(KEYWORD_FILTER_PARAM_KEYS.length);
  });

  it('exports every exported metric under its header and JSON property, the new ones at the end', () => {
    const kinds = ['keywords', 'related', 'domain', 'gap'] as const;
    const headers = kinds.flatMap((kind) => exportHeaders(layout(kind)));
    const json = Object.assign({}, ...kinds.map((kind) => exportJsonRecord({ keyword: 'a', monthlySearches: [] }, layout(kind)))) as Record<string, unknown>;
    for (const key of METRIC_KEYS) {
      const exported = declared(key).export;
      if (!exported) continue;
      expect(headers).toContain(exported.header);
      expect(Object.keys(json)).toContain(exported.json);
    }
    const tail = exportHeaders(layout('keywords')).slice(-APPENDED_EXPORT_METRICS.length || undefined);
    if (APPENDED_EXPORT_METRICS.length > 0) expect(tail).toEqual(APPENDED_EXPORT_METRICS.map((key) => declared(key).export?.header));
  });

  it('answers what a store does not keep as empty, and category ids as text', () => {
    const api = toApiMetrics({ searchVolume: 10, categories: [13, 10021] });
    expect(api.searchVolume).toBe(10);
    expect(api.categories).toEqual(['13', '10021']);
    expect(api.depth).toBeNull();
    expect(api.monthlySearches).toEqual([]);
    expect(Object.keys(api)).toEqual(METRIC_KEYS);
  });
});
