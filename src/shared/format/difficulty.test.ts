import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { difficultyLabel, difficultyTone, intentLabel, intentTone } from './difficulty';

describe('difficultyTone', () => {
  it.each([
    [0, 'success'],
    [29.99, 'success'],
    [30, 'warning'],
    [39.99, 'warning'],
    [40, 'destructive'],
    [100, 'destructive'],
    ['35', 'warning'],
    [null, 'muted'],
    [undefined, 'muted'],
    [NaN, 'muted'],
    ['hard', 'muted'],
  ])('%s -> %s', (value, tone) => {
    expect(difficultyTone(value)).toBe(tone);
  });

  it('never gets easier as the number grows', () => {
    const rank = { success: 0, warning: 1, destructive: 2, muted: -1 };
    fc.assert(
      fc.property(fc.double({ noNaN: true, min: -1e6, max: 1e6 }), fc.double({ noNaN: true, min: -1e6, max: 1e6 }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(rank[difficultyTone(low)]).toBeLessThanOrEqual(rank[difficultyTone(high)]);
      }),
    );
  });

  it('labels the same bands in words', () => {
    expect(difficultyLabel(10)).toBe('Easy');
    expect(difficultyLabel(30)).toBe('Medium');
    expect(difficultyLabel(40)).toBe('Hard');
    expect(difficultyLabel(null)).toBe('No data');
  });
});

describe('intent', () => {
  it('gives each intent its own tone', () => {
    const tones = ['informational', 'navigational', 'commercial', 'transactional'].map(intentTone);
    expect(new Set(tones).size).toBe(4);
    expect(tones).not.toContain('muted');
  });

  it('ignores case and spaces, and mutes unknown intents', () => {
    expect(intentTone(' Commercial ')).toBe(intentTone('commercial'));
    expect(intentTone('unknown')).toBe('muted');
    expect(intentTone(null)).toBe('muted');
  });

  it('labels intents', () => {
    expect(intentLabel('transactional')).toBe('Transactional');
    expect(intentLabel('')).toBe('—');
    expect(intentLabel(undefined)).toBe('—');
  });
});
