import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_KEYWORD_FILTER } from './keyword-filter';
import { keywordFilterArb } from './keyword-filter.arbitraries';
import { isPresetWorthy, presetFilterText, readPresetFilterText } from './filter-preset-text';
import { FILTER_PRESET_EMPTY, FILTER_PRESET_UNKNOWN_PART } from '../messages/filter-presets';

describe('a preset filter as text', () => {
  it('is canonical: the same filter in any order is the same text', () => {
    const a = readPresetFilterText('exc=FREE&vol=100..&intent=transactional,commercial');
    const b = readPresetFilterText('?intent=commercial,transactional&vol=100..&exc=free');
    expect(a).toEqual(b);
    expect(a.ok && a.text).toBe('vol=100..&exc=free&intent=commercial%2Ctransactional');
  });

  it('round-trips every filter worth saving', () => {
    fc.assert(
      fc.property(keywordFilterArb, (filter) => {
        const text = presetFilterText(filter);
        const read = readPresetFilterText(text);
        if (!isPresetWorthy(filter)) return expect(read).toEqual({ ok: false, message: FILTER_PRESET_EMPTY });
        expect(read.ok && read.text).toBe(text);
      }),
    );
  });

  it('refuses unknown or repeated parts, invalid values and an empty filter', () => {
    expect(readPresetFilterText('vol=1..2&id=x')).toEqual({ ok: false, message: FILTER_PRESET_UNKNOWN_PART });
    expect(readPresetFilterText('vol=1..2&vol=1..3')).toEqual({ ok: false, message: FILTER_PRESET_UNKNOWN_PART });
    expect(readPresetFilterText('kd=hard').ok).toBe(false);
    expect(readPresetFilterText('')).toEqual({ ok: false, message: FILTER_PRESET_EMPTY });
    expect(isPresetWorthy({ ...EMPTY_KEYWORD_FILTER, search: ' shoes ' })).toBe(true);
  });
});
