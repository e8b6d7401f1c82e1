import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  fileNameKeyword,
  localDateStamp,
  relatedExportFileName,
  toRelatedCsv,
  toRelatedJson,
  type RelatedExportRow,
} from './related-export';

const rows: RelatedExportRow[] = [
  {
    keyword: 'buy "red" shoes',
    searchVolume: 1830,
    cpc: 1.47,
    competition: 0.96,
    competitionLevel: 'HIGH',
    difficulty: 66,
    intent: 'transactional',
    relevance: 0.8,
    categories: ['Apparel', 'Footwear'],
  },
  { keyword: 'shoes', searchVolume: null, cpc: null, competition: 'LOW', competitionLevel: null, difficulty: null, intent: null, relevance: null, categories: null },
];

describe('toRelatedCsv', () => {
  it('has the nine spec columns, quotes text with doubled quotes, leaves empties blank', () => {
    const csv = toRelatedCsv(rows);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      '"Keyword","Search Volume","CPC","Competition","Competition Level","Difficulty","Intent","Relevance","Categories"',
    );
    expect(lines[1]).toBe('"buy ""red"" shoes",1830,1.47,0.96,"HIGH",66,"transactional",0.8,"Apparel, Footwear"');
    expect(lines[2]).toBe('"shoes",,,"LOW",,,,,');
  });

  it('parses back with a standard CSV parser', () => {
    const parsed = Papa.parse<string[]>(toRelatedCsv(rows).slice(1), { newline: '\r\n' }).data;
    expect(parsed[1]?.[0]).toBe('buy "red" shoes');
    expect(parsed[1]?.[8]).toBe('Apparel, Footwear');
  });
});

describe('toRelatedJson', () => {
  it('pretty-prints the rows unchanged', () => {
    expect(JSON.parse(toRelatedJson(rows))).toEqual(rows);
    expect(toRelatedJson(rows)).toContain('\n  {');
  });
});

describe('relatedExportFileName', () => {
  const day = new Date(2024, 0, 5, 23, 59);

  it('uses the keyword with dashes and the local date', () => {
    expect(relatedExportFileName('best running shoes', day, 'csv')).toBe('related-keywords-best-running-shoes-2024-01-05.csv');
    expect(relatedExportFileName('  seo  ', day, 'json')).toBe('related-keywords-seo-2024-01-05.json');
  });

  it('uses the local calendar day', () => {
    expect(localDateStamp(new Date(2023, 11, 31, 0, 0))).toBe('2023-12-31');
  });

  it('keeps keywords in any script', () => {
    expect(fileNameKeyword('Schuhe kaufen')).toBe('Schuhe-kaufen');
    expect(fileNameKeyword('東京 ホテル')).toBe('東京-ホテル');
  });

  it('replaces characters that are illegal in file names', () => {
    expect(fileNameKeyword('a/b\\c:d*e?f"g<h>i|j')).toBe('a-b-c-d-e-f-g-h-i-j');
    expect(fileNameKeyword('../etc/passwd')).toBe('etc-passwd');
    expect(fileNameKeyword('???')).toBe('keyword');
  });

  it('always gives a safe, bounded file name', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (keyword) => {
        const name = relatedExportFileName(keyword, day, 'csv');
        expect(name).toMatch(/^related-keywords-.+-2024-01-05\.csv$/);
        expect(name).not.toMatch(/[<>:"/\\|?*\p{Cc}\s]/u);
        expect(Array.from(fileNameKeyword(keyword)).length).toBeLessThanOrEqual(80);
      }),
    );
  });
});
