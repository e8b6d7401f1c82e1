import { describe, expect, it } from 'vitest';
import type { KeywordResultRow } from '@shared/contract/keyword-result';
import { buildResultRows, seedPlaceholder } from './keyword-result-rows';

const row = (keyword: string, isSeedKeyword = false): KeywordResultRow => ({ ...seedPlaceholder(keyword), isPlaceholder: false, isSeedKeyword, rank: 1 });

describe('buildResultRows', () => {
  it('keeps the loaded rows when the seed is stored', () => {
    const rows = buildResultRows([row('seo audit', true), row('seo tools')], { seedKeyword: 'seo audit', seedStored: true, unfiltered: true });
    expect(rows.map((r) => [r.keyword, r.isSeedKeyword])).toEqual([
      ['seo audit', true],
      ['seo tools', false],
    ]);
  });

  it('puts a placeholder seed with volume 0, CPC 0 and no difficulty on top of the unfiltered list when the seed is missing', () => {
    const rows = buildResultRows([row('seo tools')], { seedKeyword: ' seo audit ', seedStored: false, unfiltered: true });
    expect(rows[0]).toMatchObject({ keyword: 'seo audit', searchVolume: 0, cpc: 0, difficulty: null, isSeedKeyword: true, isPlaceholder: true });
    expect(rows).toHaveLength(2);
  });

  it('adds no placeholder to a filtered list', () => {
    expect(buildResultRows([row('seo tools')], { seedKeyword: 'seo audit', seedStored: false, unfiltered: false })).toHaveLength(1);
  });
});
