import { describe, expect, it } from 'vitest';
import type { KeywordResultRow } from '@shared/contract/keyword-result';
import { emptyApiMetrics } from '@shared/keyword-row/metrics';
import { buildResultRows } from './keyword-result-rows';

const row = (keyword: string, isSeedKeyword = false): KeywordResultRow => ({
  rank: 1,
  keyword,
  ...emptyApiMetrics(),
  metricsSource: 'demo',
  isSeedKeyword,
  metricsFetchedAt: null,
  metricsUpdatedAt: null,
});
// The server's stand-in for a seed the provider returned nothing for (research-seed.ts).
const standIn: KeywordResultRow = { ...row('seo audit', true), rank: -1, searchVolume: 0, cpc: 0, difficulty: null, metricsSource: '', isPlaceholder: true };

describe('buildResultRows', () => {
  it('keeps the loaded rows when the seed is stored', () => {
    const seed = row('seo audit', true);
    const rows = buildResultRows([seed, row('seo tools')], { seed, unfiltered: true });
    expect(rows.map((r) => [r.keyword, r.isSeedKeyword])).toEqual([
      ['seo audit', true],
      ['seo tools', false],
    ]);
  });

  it("puts the server's stand-in seed with volume 0, CPC 0 and no difficulty on top of the unfiltered list when the seed is missing", () => {
    const rows = buildResultRows([row('seo tools')], { seed: standIn, unfiltered: true });
    expect(rows[0]).toMatchObject({ keyword: 'seo audit', searchVolume: 0, cpc: 0, difficulty: null, isSeedKeyword: true, isPlaceholder: true });
    expect(rows).toHaveLength(2);
  });

  it('adds no stand-in to a filtered list', () => {
    expect(buildResultRows([row('seo tools')], { seed: standIn, unfiltered: false })).toHaveLength(1);
  });

  it('adds nothing while the research is not read yet', () => {
    expect(buildResultRows([row('seo tools')], { seed: null, unfiltered: true })).toHaveLength(1);
  });
});
