import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  RESEARCH_EXPORT_FILE_NAMES,
  RESEARCH_EXPORT_HEADERS,
  researchExportRows,
  toResearchCsv,
  toResearchJson,
  toResearchTxt,
  type ResearchExportRow,
} from './research-export';

const rows: ResearchExportRow[] = [
  { keyword: 'running shoes', searchVolume: 12000, cpc: 1.25, intent: 'commercial', difficulty: 45 },
  { keyword: 'shoes, "cheap"', searchVolume: null, cpc: undefined, intent: '', difficulty: Number.NaN },
  { keyword: 'tab\there\nnewline', searchVolume: 0, cpc: 0, intent: 'informational', difficulty: 0 },
];

describe('research exports', () => {
  it('has the spec headers and file names', () => {
    expect(RESEARCH_EXPORT_HEADERS).toEqual(['Keyword', 'Search Volume', 'CPC', 'Intent', 'Difficulty']);
    expect(RESEARCH_EXPORT_FILE_NAMES).toEqual({
      csv: 'keyword-research.csv',
      txt: 'keyword-research.txt',
      json: 'keyword-research.json',
    });
  });

  it('turns empty values into dashes but keeps zeros', () => {
    expect(researchExportRows(rows)).toEqual([
      ['running shoes', 12000, 1.25, 'commercial', 45],
      ['shoes, "cheap"', '-', '-', '-', '-'],
      ['tab\there\nnewline', 0, 0, 'informational', 0],
    ]);
  });

  it('writes CSV that parses back to the rows', () => {
    const csv = toResearchCsv(rows);
    expect(csv.startsWith('\uFEFFKeyword,Search Volume,CPC,Intent,Difficulty\r\n')).toBe(true);
    const parsed = Papa.parse<string[]>(csv.slice(1), { newline: '\r\n' }).data;
    expect(parsed[2]).toEqual(['shoes, "cheap"', '-', '-', '-', '-']);
    expect(parsed[3]).toEqual(['tab\there\nnewline', '0', '0', 'informational', '0']);
  });

  it('writes one tab-separated line per row', () => {
    const lines = toResearchTxt(rows).split('\n');
    expect(lines).toEqual([
      'Keyword\tSearch Volume\tCPC\tIntent\tDifficulty',
      'running shoes\t12000\t1.25\tcommercial\t45',
      'shoes, "cheap"\t-\t-\t-\t-',
      'tab here newline\t0\t0\tinformational\t0',
    ]);
  });

  it('writes pretty JSON keyed by the headers', () => {
    const json = toResearchJson(rows);
    expect(json).toContain('\n  {');
    expect(JSON.parse(json)).toEqual([
      { Keyword: 'running shoes', 'Search Volume': 12000, CPC: 1.25, Intent: 'commercial', Difficulty: 45 },
      { Keyword: 'shoes, "cheap"', 'Search Volume': '-', CPC: '-', Intent: '-', Difficulty: '-' },
      { Keyword: 'tab\there\nnewline', 'Search Volume': 0, CPC: 0, Intent: 'informational', Difficulty: 0 },
    ]);
  });

  it('exports an empty table as headers only', () => {
    expect(toResearchCsv([])).toBe('\uFEFFKeyword,Search Volume,CPC,Intent,Difficulty');
    expect(toResearchJson([])).toBe('[]');
  });

  it('guards formula-like keywords in CSV and TXT but not in JSON', () => {
    const risky = [{ keyword: '=cmd', searchVolume: 1, cpc: 1, intent: 'x', difficulty: 1 }];
    expect(toResearchCsv(risky)).toContain("\r\n'=cmd,");
    expect(toResearchTxt(risky)).toContain("\n'=cmd\t");
    expect(JSON.parse(toResearchJson(risky))[0].Keyword).toBe('=cmd');
  });
});
