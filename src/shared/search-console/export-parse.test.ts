import fc from 'fast-check';
import { zipSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readExportFiles } from './export-files';
import { parseDecimal, parsePercent, parseSearchConsoleCsv } from './export-parse';
import { csvFilesOfZip, isZip } from './export-zip';

// The first line of Queries.csv and Pages.csv as Search Console writes it in each UI language.
const HEADERS: Record<string, { queries: string; pages: string }> = {
  en: { queries: 'Top queries,Clicks,Impressions,CTR,Position', pages: 'Top pages,Clicks,Impressions,CTR,Position' },
  de: { queries: 'Häufigste Suchanfragen,Klicks,Impressionen,CTR,Position', pages: 'Häufigste Seiten,Klicks,Impressionen,CTR,Position' },
  fr: { queries: 'Requêtes les plus fréquentes,Clics,Impressions,CTR,Position', pages: 'Pages les plus populaires,Clics,Impressions,CTR,Position' },
  es: { queries: 'Consultas principales,Clics,Impresiones,CTR,Posición', pages: 'Páginas principales,Clics,Impresiones,CTR,Posición' },
  it: { queries: 'Query principali,Clic,Impressioni,CTR,Posizione', pages: 'Pagine principali,Clic,Impressioni,CTR,Posizione' },
  pt: { queries: 'Principais consultas,Cliques,Impressões,CTR,Posição', pages: 'Principais páginas,Cliques,Impressões,CTR,Posição' },
  nl: { queries: 'Populairste zoekopdrachten,Klikken,Vertoningen,CTR,Positie', pages: "Populairste pagina's,Klikken,Vertoningen,CTR,Positie" },
  pl: { queries: 'Najczęstsze zapytania,Kliknięcia,Wyświetlenia,CTR,Pozycja', pages: 'Najpopularniejsze strony,Kliknięcia,Wyświetlenia,CTR,Pozycja' },
  ja: { queries: '上位のクエリ,クリック数,表示回数,CTR,掲載順位', pages: '上位のページ,クリック数,表示回数,CTR,掲載順位' },
};

describe('parseSearchConsoleCsv', () => {
  it.each(Object.entries(HEADERS))('reads the %s export of queries and of pages', (_language, header) => {
    const queries = parseSearchConsoleCsv(`\ufeff${header.queries}\nseo tools,12,480,2.5%,7.3\n"keyword, research",0,51,"0,4%","11,5"\n`, 'Queries.csv');
    expect(queries).toEqual({
      ok: true,
      kind: 'queries',
      rows: [
        { key: 'seo tools', clicks: 12, impressions: 480, ctr: 0.025, position: 7.3 },
        { key: 'keyword, research', clicks: 0, impressions: 51, ctr: 0.004, position: 11.5 },
      ],
    });
    const pages = parseSearchConsoleCsv(`${header.pages}\r\nhttps://example.com/a,3,100,3%,4\r\n`, 'Pages.csv');
    expect(pages).toEqual({ ok: true, kind: 'pages', rows: [{ key: 'https://example.com/a', clicks: 3, impressions: 100, ctr: 0.03, position: 4 }] });
  });

  it('tells queries from pages by the file name or the values when the first header is in an unknown language', () => {
    const unknown = 'Топ запросов,Clicks,Impressions,CTR,Position\nseo,1,10,10%,3';
    expect(parseSearchConsoleCsv(unknown, 'Queries.csv')).toMatchObject({ ok: true, kind: 'queries' });
    expect(parseSearchConsoleCsv('Топ страниц,Clicks,Impressions,CTR,Position\nhttps://example.com/,1,10,10%,3', 'export.csv')).toMatchObject({ ok: true, kind: 'pages' });
    expect(parseSearchConsoleCsv(unknown, 'export.csv').ok).toBe(false);
  });

  it('refuses a file that is not an export, with a message naming it', () => {
    for (const text of ['keyword\nseo tools', 'Country,Clicks,Impressions,CTR,Position\nGermany,1,2,50%,3', '', 'Top queries,Clicks,Impressions\nseo,1,2']) {
      const parsed = parseSearchConsoleCsv(text, 'Countries.csv');
      expect(parsed).toEqual({ ok: false, error: expect.stringContaining('Countries.csv is not a Search Console export') });
    }
  });

  it('names the row and column of an unreadable number', () => {
    expect(parseSearchConsoleCsv('Top queries,Clicks,Impressions,CTR,Position\nseo,1,2,50%,3\nseo 2,x,2,1%,3', 'Queries.csv')).toEqual({
      ok: false,
      error: 'Queries.csv, row 3: the clicks value is not a number.',
    });
  });

  it('reads numbers in either notation', () => {
    expect(parseDecimal('1,234.5')).toBe(1234.5);
    expect(parseDecimal('1.234,5')).toBe(1234.5);
    expect(parseDecimal('7,3')).toBe(7.3);
    expect(parseDecimal('abc')).toBeNull();
    expect(parsePercent('2,5 %')).toBeCloseTo(0.025);
    expect(parsePercent('0%')).toBe(0);
    expect(parsePercent('-1%')).toBeNull();
  });

  it('reads back any rows written in any language and decimal notation (property)', () => {
    const row = fc.record({
      key: fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim() === s && s.trim() !== '' && !s.startsWith('\ufeff')),
      clicks: fc.nat(100_000),
      impressions: fc.nat(10_000_000),
      ctrBasisPoints: fc.nat(10_000),
      positionTenths: fc.integer({ min: 10, max: 1000 }),
    });
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(HEADERS)), fc.boolean(), fc.array(row, { maxLength: 20 }), (language, comma, rows) => {
        const decimal = (n: number) => (comma ? String(n).replace('.', ',') : String(n));
        const quote = (s: string) => `"${s.replaceAll('"', '""')}"`;
        const lines = rows.map((r) => [quote(r.key), r.clicks, r.impressions, quote(`${decimal(r.ctrBasisPoints / 100)}%`), quote(decimal(r.positionTenths / 10))].join(','));
        const parsed = parseSearchConsoleCsv([HEADERS[language]!.queries, ...lines].join('\n'), 'Queries.csv');
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        expect(parsed.rows).toHaveLength(rows.length);
        parsed.rows.forEach((got, i) => {
          const want = rows[i]!;
          expect(got.key).toBe(want.key);
          expect(got.clicks).toBe(want.clicks);
          expect(got.impressions).toBe(want.impressions);
          expect(got.ctr).toBeCloseTo(want.ctrBasisPoints / 10_000, 10);
          expect(got.position).toBeCloseTo(want.positionTenths / 10, 10);
        });
      }),
    );
  });

  it('never throws on arbitrary text (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const parsed = parseSearchConsoleCsv(text, 'x.csv');
        if (!parsed.ok) expect(parsed.error).not.toBe('');
      }),
    );
  });
});

describe('readExportFiles and the zip', () => {
  const zip = zipSync({
    'Queries.csv': strToU8(`${HEADERS.de!.queries}\nseo tools,12,480,"2,5%","7,3"\n`),
    'Pages.csv': strToU8(`${HEADERS.de!.pages}\nhttps://example.com/,3,100,3%,4\n`),
    'Countries.csv': strToU8('Land,Klicks,Impressionen,CTR,Position\nDeutschland,1,2,50%,3\n'),
    'Filters.csv': strToU8('Filter,Wert\nSuchtyp,Web\n'),
  });

  it('reads the queries and pages of an export zip, passing over its other tables', () => {
    expect(isZip(zip)).toBe(true);
    const files = csvFilesOfZip(zip)!;
    expect(files.map((f) => f.name).sort()).toEqual(['Countries.csv', 'Filters.csv', 'Pages.csv', 'Queries.csv']);
    const read = readExportFiles(files);
    expect(read).toMatchObject({ ok: true, queries: [{ key: 'seo tools', position: 7.3 }], pages: [{ key: 'https://example.com/' }] });
  });

  it('refuses a zip without queries or pages, a lone CSV that is no export, and two files of one kind', () => {
    expect(csvFilesOfZip(strToU8('not a zip'))).toBeNull();
    expect(readExportFiles(csvFilesOfZip(zipSync({ 'Filters.csv': strToU8('Filter,Value\n') }))!)).toMatchObject({ ok: false });
    expect(readExportFiles([{ name: 'Countries.csv', text: 'Country,Clicks,Impressions,CTR,Position\n' }])).toMatchObject({ ok: false, error: expect.stringContaining('Countries.csv') });
    const queries = { name: 'Queries.csv', text: `${HEADERS.en!.queries}\nseo,1,2,50%,3` };
    expect(readExportFiles([queries, queries])).toEqual({ ok: false, error: 'Choose one Queries.csv per upload.' });
  });
});
