import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvCell, neutralizeFormula, toCsv, UTF8_BOM, type CsvCell } from './csv';

describe('csvCell', () => {
  it('quotes only what needs it and doubles quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
  });

  it('writes empty cells for missing values and keeps numbers as numbers', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(0)).toBe('0');
  });

  it('neutralises text that a spreadsheet would run as a formula', () => {
    expect(csvCell('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(csvCell('+1 phone')).toBe("'+1 phone");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('\tindent')).toBe("'\tindent");
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it('leaves the lone dash placeholder alone', () => {
    expect(neutralizeFormula('-')).toBe('-');
  });

  it('can quote every text cell', () => {
    expect(csvCell('plain', { quoteStrings: true })).toBe('"plain"');
    expect(csvCell(3, { quoteStrings: true })).toBe('3');
  });
});

describe('toCsv', () => {
  it('starts with a BOM and separates rows with CRLF', () => {
    expect(toCsv(['A', 'B'], [['x', 1], [null, -2]])).toBe(`${UTF8_BOM}A,B\r\nx,1\r\n,-2`);
  });

  it('reads back to the same table with a standard CSV parser', () => {
    const cell: fc.Arbitrary<CsvCell> = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.constant(null),
    );
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 2, maxLength: 2 }), { minLength: 1 }), (rows) => {
        const text = toCsv(['h1', 'h2'], rows);
        expect(text.startsWith(UTF8_BOM)).toBe(true);
        const parsed = Papa.parse<string[]>(text.slice(1), { newline: '\r\n' }).data;
        const expected = rows.map((r) =>
          r.map((c) => (c === null || c === undefined ? '' : typeof c === 'number' ? String(c) : neutralizeFormula(c))),
        );
        expect(parsed).toEqual([['h1', 'h2'], ...expected]);
      }),
    );
  });
});
