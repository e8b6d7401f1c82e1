import { describe, expect, it } from 'vitest';
import { categoryName, categoryNames } from './category-names';

describe('category names', () => {
  it('names a known id, as a number or a string', () => {
    expect(categoryName(10021)).toBe('Apparel');
    expect(categoryName('10178')).toBe('Apparel Accessories');
  });
  it('shows an id with no name as the id, and keeps the order', () => {
    expect(categoryName('99999999')).toBe('99999999');
    expect(categoryNames(['10178', 99999999, '10021'])).toBe('Apparel Accessories, 99999999, Apparel');
    expect(categoryNames(null)).toBe('');
  });
});

describe('the bundled list', () => {
  it('is the full provider list: every id once, every parent listed, the demo ids named', async () => {
    const { default: list } = await import('./keyword-categories.json', { with: { type: 'json' } });
    const codes = list.categories.map(([code]) => code);
    expect(codes.length).toBeGreaterThan(3000);
    expect(new Set(codes).size).toBe(codes.length);
    const known = new Set(codes);
    for (const [, name, parent] of list.categories) {
      expect(String(name).trim()).not.toBe('');
      if (parent !== null) expect(known.has(parent)).toBe(true);
    }
    for (const id of ['10004', '10007', '10019', '10276', '10878', '11088', '12204', '13418']) expect(categoryName(id)).not.toBe(id);
  });
});

describe('the related CSV', () => {
  it('writes categories by name', async () => {
    const { relatedExportRows } = await import('../export/related-export');
    const [row] = relatedExportRows([{ keyword: 'scarf', categories: ['10178', '10004'] }]);
    expect(row?.at(-1)).toBe('Apparel Accessories, Business & Industrial');
  });
});

describe('the related JSON export', () => {
  it('keeps the ids and adds their names', async () => {
    const { exportJsonRecord } = await import('../export/export-layout');
    const record = exportJsonRecord(
      { keyword: 'scarf', categories: ['10178', '99999999'], monthlySearches: [] },
      { kind: 'related', locationCode: 2840, languageCode: 'en', months: [], providers: [] },
    );
    expect(record).toMatchObject({ categories: ['10178', '99999999'], categoryNames: ['Apparel Accessories', '99999999'] });
  });
});
