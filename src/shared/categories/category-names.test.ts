import { describe, expect, it } from 'vitest';
import { categoryName, categoryNames } from './category-names';

describe('category names', () => {
  it('names a known id, as a number or a string', () => {
    expect(categoryName(10021)).toBe('Apparel');
    expect(categoryName('10178')).toBe('Apparel Accessories');
  });
  it('shows an id with no name as the id, and keeps the order', () => {
    expect(categoryName('10004')).toBe('10004');
    expect(categoryNames(['10178', 10004, '10021'])).toBe('Apparel Accessories, 10004, Apparel');
    expect(categoryNames(null)).toBe('');
  });
});

describe('the related CSV', () => {
  it('writes categories by name', async () => {
    const { relatedExportRows } = await import('../export/related-export');
    const [row] = relatedExportRows([{ keyword: 'scarf', categories: ['10178', '10004'] }]);
    expect(row?.at(-1)).toBe('Apparel Accessories, 10004');
  });
});
