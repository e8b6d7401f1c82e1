// The shared export layout with the registered providers' profiles, which name each source's endpoints.
import { describe, expect, it } from 'vitest';
import { exportCells, exportHeaders, exportJsonRecord, exportMonths, monthLabel, trendPercent, type ExportLayout, type FullExportRow } from '../../../shared/export/export-layout.js';
import { PROVIDER_PROFILES } from '../../providers/profiles.js';

const months = exportMonths([{ monthlySearches: [{ year: 2026, month: 10, searchVolume: 5 }, { year: 2025, month: 3, searchVolume: 1 }] }], new Date());
const layout: ExportLayout = { kind: 'keywords', locationCode: 2276, languageCode: 'de', months, providers: PROVIDER_PROFILES };
const row: FullExportRow = {
  keyword: '=laufschuhe',
  searchVolume: 1200,
  cpc: null,
  intent: 'commercial',
  difficulty: 33,
  metricsSource: 'dataforseo_labs',
  metricsFetchedAt: '2026-11-20T08:00:00.000Z',
  monthlySearches: [
    { year: 2025, month: 11, searchVolume: 100 },
    { year: 2026, month: 10, searchVolume: 150 },
  ],
};

describe('export layout', () => {
  it('takes the 12 months up to the latest one seen, oldest first', () => {
    expect(months).toHaveLength(12);
    expect(monthLabel(months[0]!)).toBe('Nov 2025');
    expect(monthLabel(months[11]!)).toBe('Oct 2026');
    expect(exportMonths([], new Date('2026-03-15T00:00:00Z')).at(-1)).toEqual({ year: 2026, month: 2 });
  });

  it('has the table columns, the market, the months and the trend', () => {
    expect(exportHeaders(layout)).toEqual([
      'Keyword', 'Search Volume', 'CPC', 'Intent', 'Difficulty', 'Location', 'Language',
      ...months.map(monthLabel), 'Trend (%)', 'Opportunity', 'Peak Month', 'Cluster', 'Source', 'Fetched At', 'Word Count', 'YoY (%)', 'SERP Features',
      'Traffic Potential', 'Parent Topic', 'Global Search Volume',
    ]);
    expect(exportHeaders({ ...layout, kind: 'related' }).slice(0, 9)).toContain('Relevance');
  });

  it('fills months by date, dashes the empty ones and computes the trend', () => {
    const cells = exportCells(row, layout);
    expect(cells.slice(0, 7)).toEqual(['=laufschuhe', 1200, '-', 'commercial', 33, 'Germany', 'German']);
    expect(cells[7]).toBe(100);
    expect(cells[8]).toBe('-');
    expect(cells[18]).toBe(150);
    // Two months are no 3-month trend (the table's rule, decision 046): a dash, as in the table.
    expect(cells[19]).toBe('-');
    expect(cells.slice(20, 23)).toEqual(['-', '-', '-']);
    expect(exportCells({ ...row, opportunity: 42, peakMonth: 12, clusterId: 3 }, layout).slice(20, 23)).toEqual([42, 12, 3]);
    expect(cells.slice(23)).toEqual(['dataforseo_labs: dataforseo_labs/google/keyword_suggestions, keyword_ideas, keyword_overview', '2026-11-20T08:00:00.000Z', '-', '-', '-', '-', '-', '-']);
    expect(exportCells({ ...row, metricsSource: 'demo', metricsFetchedAt: null }, { ...layout, kind: 'related' }).slice(-8)).toEqual(['demo', '', null, null, null, null, null, null]);
    // Metrics declared after the export's own columns are appended at the end, each in its place.
    expect(exportCells({ ...row, wordCount: 1 }, layout).at(-6)).toBe(1);
    expect(exportCells({ ...row, trafficPotential: 5400, parentTopic: 'running shoes', globalSearchVolume: 90500 }, layout).slice(-3)).toEqual([5400, 'running shoes', 90500]);
    expect(exportJsonRecord({ ...row, wordCount: 1 }, layout)).toMatchObject({ fetchedAt: '2026-11-20T08:00:00.000Z', wordCount: 1 });
    // The year-over-year change and the SERP features (a list of the provider's names) follow it.
    expect(exportCells({ ...row, trendYoy: -12, serpFeatures: ['organic', 'ai_overview'] }, layout).slice(-5, -3)).toEqual([-12, 'organic, ai_overview']);
    expect(exportJsonRecord({ ...row, trendYoy: 7, serpFeatures: ['video'] }, layout)).toMatchObject({ wordCount: null, trendYoyPercent: 7, serpFeatures: ['video'] });
  });

  it('writes camelCase JSON with nulls', () => {
    const record = exportJsonRecord(row, layout);
    expect(record).toMatchObject({ keyword: '=laufschuhe', cpc: null, location: 'Germany', languageCode: 'de', trendPercent: null });
    expect(record.monthlySearches[0]).toEqual({ year: 2025, month: 11, searchVolume: 100 });
    expect(exportJsonRecord({ ...row, metricsSource: 'demo' }, { ...layout, kind: 'related' })).toMatchObject({ source: 'demo', fetchedAt: '2026-11-20T08:00:00.000Z' });
    expect(exportJsonRecord({ keyword: 'x', monthlySearches: [] }, layout)).toMatchObject({ source: null, fetchedAt: null });
  });

  it("has the table's trend: the last 3 months against the 3 before, none without 6 months or from zero", () => {
    const monthsOf = (volumes: (number | null)[]) => volumes.map((searchVolume, i) => ({ year: 2026, month: i + 1, searchVolume }));
    expect(trendPercent({ monthlySearches: monthsOf([100, 100, 100, 150, 150, 150]) })).toBe(50);
    expect(trendPercent({ monthlySearches: monthsOf([200, 200, 200, 100, 100, 100]) })).toBe(-50);
    expect(trendPercent({ monthlySearches: monthsOf([null, 5]) })).toBeNull();
    expect(trendPercent({ monthlySearches: monthsOf([0, 0, 0, 5, 5, 5]) })).toBeNull();
    expect(trendPercent({ monthlySearches: monthsOf([200, null, 100]) })).toBeNull();
  });

  it("gives a saved list's export the competition, the CPC currency, the peak month's name, the cluster's pillar and the note", () => {
    const listLayout: ExportLayout = { ...layout, list: { clusterPillars: new Map([[4, 'trail running shoes']]) } };
    const headers = exportHeaders(listLayout);
    expect(headers.slice(0, 9)).toEqual(['Keyword', 'Search Volume', 'CPC', 'Intent', 'Difficulty', 'Competition', 'CPC Currency', 'Location', 'Language']);
    expect(headers.slice(-13)).toEqual(['Trend (%)', 'Opportunity', 'Peak Month', 'Cluster', 'Note', 'Source', 'Fetched At', 'Word Count', 'YoY (%)', 'SERP Features', 'Traffic Potential', 'Parent Topic', 'Global Search Volume']);
    // The market is named once: one Location and one Language column.
    expect(headers.filter((header) => header === 'Location' || header === 'Language')).toHaveLength(2);
    const item: FullExportRow = { ...row, competition: 0.42, opportunity: 61, peakMonth: 5, clusterId: 4, note: 'pitch to the client' };
    const cells = exportCells(item, listLayout);
    const at = (header: string) => cells[headers.indexOf(header)];
    expect([at('Competition'), at('CPC Currency'), at('Peak Month'), at('Cluster'), at('Note')]).toEqual([0.42, 'USD', 'May', 'trail running shoes', 'pitch to the client']);
    // Unknown, dashed as every empty value of a keyword export.
    const bare = exportCells({ ...row, clusterId: 9, peakMonth: null, note: null }, listLayout);
    expect([bare[headers.indexOf('Cluster')], bare[headers.indexOf('Peak Month')], bare[headers.indexOf('Note')], bare[headers.indexOf('Competition')]]).toEqual(['-', '-', '-', '-']);
    expect(exportJsonRecord(item, listLayout)).toMatchObject({ peakMonth: 5, peakMonthName: 'May', clusterId: 4, clusterPillar: 'trail running shoes', note: 'pitch to the client', cpcCurrency: 'USD', competition: 0.42 });
    // A research's export keeps its columns.
    expect(exportHeaders(layout)).not.toContain('Note');
    expect(exportJsonRecord(item, layout)).not.toHaveProperty('clusterPillar');
  });
});
