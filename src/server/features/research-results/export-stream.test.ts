import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { exportMonths, type ExportLayout, type FullExportRow } from '../../../shared/export/export-layout.js';
import { PROVIDER_PROFILES } from '../../providers/profiles.js';
import { contentDisposition, exportStream, ROWS_PER_CHUNK } from './export-stream.js';

const layout: ExportLayout = { kind: 'keywords', locationCode: 2840, languageCode: 'en', months: exportMonths([], new Date('2026-11-25T00:00:00Z')), providers: PROVIDER_PROFILES };
const row = (i: number): FullExportRow => ({ keyword: i === 0 ? '=cmd' : `keyword ${i}, "q"`, searchVolume: i, cpc: 1.5, intent: null, difficulty: 10, monthlySearches: [] });

async function* counted(total: number, counter: { read: number }) {
  for (let i = 0; i < total; i++) {
    counter.read++;
    yield row(i);
  }
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  // Response#text() would drop the byte order mark this test looks for.
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await new Response(stream).arrayBuffer());
}

describe('exportStream', () => {
  it('writes CSV with a BOM, CRLF rows and the formula guard', async () => {
    const text = await readAll(exportStream(counted(3, { read: 0 }), 'csv', layout));
    expect(text.startsWith('\uFEFFKeyword,Search Volume,CPC,Intent,Difficulty,Location,Language,Nov 2025,')).toBe(true);
    const parsed = Papa.parse<string[]>(text.slice(1), { newline: '\r\n' }).data;
    expect(parsed).toHaveLength(4);
    expect(parsed[1]?.slice(0, 7)).toEqual(["'=cmd", '0', '1.5', '-', '10', 'United States', 'English']);
    expect(parsed[2]?.[0]).toBe('keyword 1, "q"');
  });

  it('writes TXT as tab-separated lines', async () => {
    const lines = (await readAll(exportStream(counted(2, { read: 0 }), 'txt', layout))).split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]?.split('\t')[0]).toBe("'=cmd");
  });

  it('writes JSON as one array of camelCase objects, empty or not', async () => {
    const parsed = JSON.parse(await readAll(exportStream(counted(3, { read: 0 }), 'json', layout))) as { keyword: string; searchVolume: number }[];
    expect(parsed.map((r) => r.keyword)).toEqual(['=cmd', 'keyword 1, "q"', 'keyword 2, "q"']);
    expect(await readAll(exportStream(counted(0, { read: 0 }), 'json', layout))).toBe('[]');
  });

  it('reads rows only as the client reads: the first bytes leave before the rows are read', async () => {
    const counter = { read: 0 };
    const reader = exportStream(counted(100_000, counter), 'csv', layout).getReader();
    await reader.read();
    await reader.read();
    expect(counter.read).toBeLessThanOrEqual(ROWS_PER_CHUNK * 2);
    await reader.cancel();
    const after = counter.read;
    await new Promise((r) => setTimeout(r, 10));
    expect(counter.read).toBe(after);
  });
});

describe('contentDisposition', () => {
  it('names the file in UTF-8 with an ASCII fallback', () => {
    expect(contentDisposition('keyword-research-кроссовки-us-ru-2026-01-02.csv')).toBe(
      "attachment; filename=\"keyword-research-_________-us-ru-2026-01-02.csv\"; filename*=UTF-8''keyword-research-%D0%BA%D1%80%D0%BE%D1%81%D1%81%D0%BE%D0%B2%D0%BA%D0%B8-us-ru-2026-01-02.csv",
    );
  });
});
