import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeKeyword } from '../keyword-text';
import { IMPORT_BATCH_SIZE, IMPORT_MAX_ROWS, importBatch, importBatches } from './import-limits';
import { parseImport } from './import-parse';

describe('parseImport', () => {
  it('normalises, de-duplicates and counts invalid lines', () => {
    const parsed = parseImport('  Running   Shoes \nrunning shoes\n\nx\nTrail RUNNING shoes\r\n', 'paste');
    expect(parsed).toEqual({ keywords: ['running shoes', 'trail running shoes'], rows: 4, duplicates: 1, invalid: 1, unstorable: 0, tooManyRows: false });
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
