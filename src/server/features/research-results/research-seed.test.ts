import { describe, expect, it } from 'vitest';
import { seedPlaceholder } from './research-seed.js';

describe('seedPlaceholder', () => {
  it('is the trimmed seed keyword with volume 0, CPC 0 and no difficulty, marked as the stand-in', () => {
    expect(seedPlaceholder(' seo audit ')).toMatchObject({ keyword: 'seo audit', searchVolume: 0, cpc: 0, difficulty: null, isSeedKeyword: true, isPlaceholder: true });
  });
});
