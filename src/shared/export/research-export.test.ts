import { describe, expect, it } from 'vitest';
import { RESEARCH_EXPORT_HEADERS, researchExportRows, txtCell, type ResearchExportRow } from './research-export';

const rows: ResearchExportRow[] = [
  { keyword: 'running shoes', searchVolume: 12000, cpc: 1.25, intent: 'commercial', difficulty: 45 },
  { keyword: 'shoes, "cheap"', searchVolume: null, cpc: undefined, intent: '', difficulty: Number.NaN },
  { keyword: 'tab\there\nnewline', searchVolume: 0, cpc: 0, intent: 'informational', difficulty: 0 },
];

describe('research export cells', () => {
  it('has the export headers', () => {
    expect(RESEARCH_EXPORT_HEADERS).toEqual(['Keyword', 'Search Volume', 'CPC', 'Intent', 'Difficulty']);
  });

  it('turns empty values into dashes but keeps zeros', () => {
    expect(researchExportRows(rows)).toEqual([
      ['running shoes', 12000, 1.25, 'commercial', 45],
      ['shoes, "cheap"', '-', '-', '-', '-'],
      ['tab\there\nnewline', 0, 0, 'informational', 0],
    ]);
  });

  it('keeps a TXT cell on one line and in one column, numbers as they are', () => {
    expect(txtCell('tab\there\r\nnewline')).toBe('tab here newline');
    expect(txtCell(1.25)).toBe('1.25');
    expect(txtCell(0)).toBe('0');
  });

  it('guards formula-like text in a TXT cell', () => {
    expect(txtCell('=cmd')).toBe("'=cmd");
    expect(txtCell('+1')).toBe("'+1");
    expect(txtCell('running shoes')).toBe('running shoes');
  });
});
