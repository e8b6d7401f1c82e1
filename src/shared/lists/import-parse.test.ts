import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeKeyword } from '../keyword-text';
import { KEYWORD_FORMULA_LIKE, KEYWORD_NO_LETTERS, NOT_STORABLE_NUL } from '../messages/validation';
import { IMPORT_BATCH_SIZE, IMPORT_MAX_ROWS, IMPORT_REFUSED_LISTED, importBatch, importBatches } from './import-limits';
import { parseImport } from './import-parse';

describe('parseImport', () => {
  it('normalises, de-duplicates and counts invalid lines', () => {
    const parsed = parseImport('  Running   Shoes \nrunning shoes\n\nx\nTrail RUNNING shoes\r\n', 'paste');
    expect(parsed).toEqual({
      keywords: ['running shoes', 'trail running shoes'],
      rows: 4,
      duplicates: 1,
      invalid: 1,
      refused: [{ row: 3, keyword: 'x', reason: 'Please enter a keyword with at least 2 characters.' }],
      unstorable: 0,
      tooManyRows: false,
    });
  });

  it('refuses what no search engine takes as a query, each line with its reason, before anything is charged', () => {
    const text = ['=HYPERLINK("http://evil.test","x")', "+cmd|' /C calc'!A0", '@SUM(1+1)', '-2+3+cmd', '🏃‍♂️👟', 'c++ tutorial', '-5 celsius to fahrenheit', '東京 ラーメン', 'seo\u0000tools'].join('\n');
    const parsed = parseImport(text, 'paste');
    expect(parsed.keywords).toEqual(['c++ tutorial', '-5 celsius to fahrenheit', '東京 ラーメン']);
    expect(parsed.invalid).toBe(6);
    expect(parsed.unstorable).toBe(1);
    expect(parsed.refused.map((line) => [line.row, line.reason])).toEqual([
      [1, KEYWORD_FORMULA_LIKE],
      [2, KEYWORD_FORMULA_LIKE],
      [3, KEYWORD_FORMULA_LIKE],
      [4, KEYWORD_FORMULA_LIKE],
      [5, KEYWORD_NO_LETTERS],
      [9, NOT_STORABLE_NUL],
    ]);
    // What goes back to the browser can be shown: the NUL is replaced.
    expect(parsed.refused[5]?.keyword).toBe('seo\ufffdtools');
  });

  it('lists at most IMPORT_REFUSED_LISTED refused lines, and counts them all', () => {
    const parsed = parseImport(Array.from({ length: 50 }, (_, i) => `=A${i}`).join('\n'), 'paste');
    expect(parsed.invalid).toBe(50);
    expect(parsed.refused).toHaveLength(IMPORT_REFUSED_LISTED);
  });

  it('reads the keyword column of a CSV with a header, else the first column', () => {
    expect(parseImport('Volume,Keyword\n10,Garden Hoe\n20,"garden, rake"\n', 'csv').keywords).toEqual(['garden hoe', 'garden, rake']);
    expect(parseImport('garden hoe,10\ngarden rake,20\n', 'csv').keywords).toEqual(['garden hoe', 'garden rake']);
  });

  it('flags more lines than the limit', () => {
    const text = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => `keyword ${i}`).join('\n');
    expect(parseImport(text, 'txt').tooManyRows).toBe(true);
  });

  it('every keyword it keeps is normalised and unique (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 30 }), { maxLength: 50 }), (lines) => {
        const parsed = parseImport(lines.join('\n'), 'paste');
        expect(new Set(parsed.keywords).size).toBe(parsed.keywords.length);
        for (const k of parsed.keywords) expect(normalizeKeyword(k)).toBe(k);
        expect(parsed.keywords.length + parsed.duplicates + parsed.invalid).toBe(parsed.rows);
      }),
    );
  });
});

describe('batches', () => {
  it('split the keywords in batches of IMPORT_BATCH_SIZE', () => {
    const keywords = Array.from({ length: IMPORT_BATCH_SIZE * 2 + 5 }, (_, i) => i);
    expect(importBatches(keywords.length)).toBe(3);
    expect(importBatch(keywords, 2)).toHaveLength(5);
    expect(importBatches(0)).toBe(0);
  });
});
