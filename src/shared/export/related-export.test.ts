import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvCell, type CsvCell } from './csv';
import { RELATED_EXPORT_HEADERS, relatedExportRows, type RelatedExportRow } from './related-export';

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

// A line as the server's export stream writes it for a related research (every text cell quoted).
const csvLine = (cells: readonly CsvCell[]) => cells.map((cell) => csvCell(cell, { quoteStrings: true })).join(',');

describe('related export cells', () => {
  it('has the nine related-export columns, quotes text with doubled quotes, leaves empties blank', () => {
    expect(csvLine(RELATED_EXPORT_HEADERS)).toBe(
      '"Keyword","Search Volume","CPC","Competition","Competition Level","Difficulty","Intent","Relevance","Categories"',
    );
    const [first, second] = relatedExportRows(rows).map(csvLine);
    expect(first).toBe('"buy ""red"" shoes",1830,1.47,0.96,"HIGH",66,"transactional",0.8,"Apparel, Footwear"');
    expect(second).toBe('"shoes",,,"LOW",,,,,');
  });

  it('parses back with a standard CSV parser', () => {
    const parsed = Papa.parse<string[]>(relatedExportRows(rows).map(csvLine).join('\r\n'), { newline: '\r\n' }).data;
    expect(parsed[0]?.[0]).toBe('buy "red" shoes');
    expect(parsed[0]?.[8]).toBe('Apparel, Footwear');
  });
});
