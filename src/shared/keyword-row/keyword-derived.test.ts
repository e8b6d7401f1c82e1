// The word count is the keyword rules' count (keywordWordCount: the keyword as sent, split on
// spaces), and its SQL twin splits on exactly the characters JavaScript calls white space.
// tests/api/keyword-filter-sql.test.ts compares the stored (generated) value with this rule on random keywords.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keywordWordCount } from '../keyword-rule';
import { KEYWORD_DERIVED_METRICS, KEYWORD_SPACE_CODE_POINTS } from './keyword-derived';

describe('the keyword-derived metrics', () => {
  it('list exactly the code points JavaScript trims and splits on as white space', () => {
    const spaces: number[] = [];
    for (let point = 0; point <= 0xffff; point++) if (/\s/.test(String.fromCharCode(point))) spaces.push(point);
    expect(spaces).toEqual([...KEYWORD_SPACE_CODE_POINTS]);
  });

  it('count the words as the keyword rules do', () => {
    const { wordCount } = KEYWORD_DERIVED_METRICS;
    expect(wordCount.value).toBe(keywordWordCount);
    expect(wordCount.value('  best   running\u00a0shoes ')).toBe(3);
    expect(wordCount.value('e-bike')).toBe(1);
    expect(wordCount.value('')).toBe(0);
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'ü', '東', '-', ' ', '\t', '\u3000', '\u00a0', '\n')).map((parts) => parts.join('')), (keyword) => {
        expect(wordCount.value(keyword)).toBe(keyword.split(/\s+/).filter((word) => word !== '').length);
      }),
    );
    expect(wordCount.sql('"keyword"')).toContain('"keyword"');
  });
});
