import { describe, expect, it } from 'vitest';
import type { KeywordResultRecord } from '@shared/api/research';
import { buildResultRows } from './keyword-result-rows';

const record = (keyword: string, overrides: Partial<KeywordResultRecord> = {}): KeywordResultRecord => ({
  keyword,
  search_volume: 10,
  cpc: 1,
  intent: 'commercial',
  difficulty: 20,
  competition: null,
  competition_level: null,
  suggestions: [],
  related_keywords: [],
  cluster_id: null,
  metrics_source: 'demo',
  monthly_searches: [],
  metrics_fetched_at: null,
  metrics_updated_at: null,
  is_seed_keyword: false,
  ...overrides,
});

describe('buildResultRows', () => {
  it('puts the seed first, matching it by case and spaces', () => {
    const rows = buildResultRows([record('seo tools'), record('SEO  Audit ')], 'seo audit');
    expect(rows.map((r) => [r.keyword, r.isSeedKeyword])).toEqual([
      ['SEO  Audit ', true],
      ['seo tools', false],
    ]);
  });

  it('trusts the row the server marked as the seed', () => {
    const rows = buildResultRows([record('running shoe'), record('running-shoes', { is_seed_keyword: true })], 'running shoes');
    expect(rows.map((r) => [r.keyword, r.isSeedKeyword])).toEqual([
      ['running-shoes', true],
      ['running shoe', false],
    ]);
  });

  it('creates a placeholder seed with volume 0, CPC 0 and no difficulty when it is missing', () => {
    const rows = buildResultRows([record('seo tools')], ' seo audit ');
    expect(rows[0]).toMatchObject({ keyword: 'seo audit', searchVolume: 0, cpc: 0, difficulty: null, isSeedKeyword: true });
    expect(rows).toHaveLength(2);
  });

  it('shows nothing when there are no results', () => {
    expect(buildResultRows([], 'seo')).toEqual([]);
  });
});
