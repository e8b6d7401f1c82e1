import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportFileName, fileNameKeyword, localDateStamp, localExportFileName, locationFileCode, utcDateStamp } from './export-file-name';

describe('exportFileName', () => {
  it("names a saved list's export after the list and its market", () => {
    expect(exportFileName({ kind: 'list', seed: 'Garden ideas: spring', locationCode: 2826, languageCode: 'en', day: '2026-11-29', format: 'csv' })).toBe(
      'list-garden-ideas-spring-gb-en-2026-11-29.csv',
    );
  });

  it('names the seed, market and day', () => {
    expect(exportFileName({ kind: 'keywords', seed: 'Running Shoes', locationCode: 2840, languageCode: 'en', day: '2026-11-24', format: 'csv' })).toBe(
      'keyword-research-running-shoes-us-en-2026-11-24.csv',
    );
    expect(exportFileName({ kind: 'related', seed: 'laufschuhe damen', locationCode: 2276, languageCode: 'de', day: '2026-11-24', format: 'json' })).toBe(
      'related-keywords-laufschuhe-damen-de-de-2026-11-24.json',
    );
  });

  it('keeps keywords in any script and makes illegal characters dashes', () => {
    expect(exportFileName({ kind: 'keywords', seed: 'Кроссовки / Nike', locationCode: 2840, languageCode: 'ru', day: '2026-01-02', format: 'txt' })).toBe(
      'keyword-research-кроссовки-nike-us-ru-2026-01-02.txt',
    );
  });

  it('uses the numeric code for a location it has no letters for', () => {
    expect(locationFileCode(2999)).toBe('2999');
    expect(locationFileCode(2826)).toBe('gb');
  });

  it('stamps the UTC day on the server and the local day in the browser', () => {
    expect(utcDateStamp(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-24');
    expect(localExportFileName({ kind: 'keywords', seed: 'seo', locationCode: 2840, languageCode: 'en', format: 'csv' }, new Date(2026, 0, 5, 12))).toBe(
      'keyword-research-seo-us-en-2026-01-05.csv',
    );
  });
});

describe('file-name parts', () => {
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
        const part = fileNameKeyword(keyword);
        expect(part).toMatch(/^[^-.].*$|^keyword$/u);
        expect(part).not.toMatch(/[<>:"/\\|?*\p{Cc}\s]/u);
        expect(Array.from(part).length).toBeLessThanOrEqual(80);
      }),
    );
  });
});
