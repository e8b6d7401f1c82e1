// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SortState } from '@shared/sorting';
import type { KeywordSortKey } from '@shared/sorting';
import { cpcColumn, difficultyColumn, intentColumn, keywordColumn, volumeColumn } from './columns';
import { KeywordTable } from './keyword-table';

interface Row {
  keyword: string;
  searchVolume: number | null;
  cpc: number | null;
  difficulty: number | null;
  intent: string | null;
  isSeedKeyword: boolean;
}

const isSeed = (row: Row) => row.isSeedKeyword;
const columns = [keywordColumn<Row>(isSeed), volumeColumn<Row>(), difficultyColumn<Row>(), cpcColumn<Row>(2826), intentColumn<Row>()];
const rows: Row[] = Array.from({ length: 5000 }, (_, i) => ({
  keyword: i === 0 ? 'seo' : `seo idea ${i}`,
  searchVolume: i === 1 ? null : 5000 - i,
  cpc: 1.5,
  difficulty: i % 50,
  intent: i === 2 ? null : 'commercial',
  isSeedKeyword: i === 0,
}));

afterEach(cleanup);

// jsdom has no layout: give every element the size of a 600 px scroll area so the virtualiser
// has a viewport to fill.
const sizeProps = ['offsetHeight', 'offsetWidth'] as const;
const originals = sizeProps.map((prop) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, prop));
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { configurable: true, get: () => 1024 });
});
afterAll(() => {
  sizeProps.forEach((prop, i) => {
    const original = originals[i];
    if (original) Object.defineProperty(HTMLElement.prototype, prop, original);
  });
});

function renderTable(sort: SortState<KeywordSortKey>, onSortChange = vi.fn()) {
  render(<KeywordTable caption="Keyword results" rows={rows} columns={columns} getRowKey={(r) => r.keyword} sort={sort} onSortChange={onSortChange} isSeedRow={isSeed} />);
  return onSortChange;
}

describe('KeywordTable', () => {
  it('puts only a screenful of the 5,000 rows in the DOM', () => {
    renderTable({ key: 'searchVolume', direction: 'desc' });
    const table = screen.getByRole('table', { name: 'Keyword results' });
    const bodyRows = within(table).getAllByRole('row').filter((r) => r.getAttribute('aria-rowindex') !== '1' && r.getAttribute('aria-hidden') !== 'true');
    expect(bodyRows.length).toBeGreaterThan(5);
    expect(bodyRows.length).toBeLessThan(60);
    expect(table.getAttribute('aria-rowcount')).toBe('5001');
  });

  it('formats cells with the shared rules and marks the seed', () => {
    renderTable({ key: 'searchVolume', direction: 'desc' });
    const first = screen.getAllByRole('row')[1]!;
    expect(within(first).getByText('SEED')).toBeTruthy();
    expect(within(first).getByText('5.0K')).toBeTruthy();
    expect(within(first).getByText('US$1.50')).toBeTruthy();
    expect(within(first).getByText('Commercial')).toBeTruthy();
    const second = screen.getAllByRole('row')[2]!;
    expect(within(second).getAllByText('—').length).toBeGreaterThan(0);
  });

  it('reports aria-sort and the next sort when a header is clicked', () => {
    const onSortChange = renderTable({ key: 'searchVolume', direction: 'desc' });
    const volumeHeader = screen.getByRole('columnheader', { name: 'Volume' });
    expect(volumeHeader.getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: 'CPC' }).getAttribute('aria-sort')).toBe('none');
    fireEvent.click(screen.getByRole('button', { name: 'Volume' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'searchVolume', direction: 'asc' });
    fireEvent.click(screen.getByRole('button', { name: 'CPC' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'cpc', direction: 'desc' });
  });

  it("applies the user's layout through the column model: hidden, ordered, sized and compact", () => {
    const layout = {
      layout: { order: ['keyword', 'cpc', 'searchVolume', 'difficulty', 'intent'], hidden: ['difficulty'], sizes: { cpc: 200 }, density: 'compact' as const },
      setLayout: vi.fn(),
    };
    render(<KeywordTable caption="Keyword results" rows={rows} columns={columns} getRowKey={(r) => r.keyword} layout={layout} captionNote="All rows: Demo data" />);
    const table = screen.getByRole('table', { name: 'Keyword results' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Keyword', 'CPC', 'Volume', 'Intent']);
    expect(table.className).toContain('text-xs');
    expect(Array.from(table.querySelectorAll('col')).map((col) => col.style.width)).toContain('200px');
    expect(table.querySelector('caption')?.textContent).toContain('All rows: Demo data');
  });
});

describe('rows read by position (decision 068)', () => {
  it('is as long as the whole list, draws the places not read yet as empty busy rows, and says which places are drawn', () => {
    const onRangeChange = vi.fn();
    // The window holds 3 rows starting at place 2 of 50,000: places 0 and 1 and from 5 on are not read yet.
    render(<KeywordTable caption="Keyword results" rows={rows.slice(2, 5)} columns={columns} getRowKey={(r) => r.keyword} totalRowCount={50_000} rowsWindow={{ offset: 2, onRangeChange }} />);
    const table = screen.getByRole('table', { name: 'Keyword results' });
    expect(table.getAttribute('aria-rowcount')).toBe('50001');
    const drawn = within(table).getAllByRole('row').slice(1);
    expect(drawn[0]?.getAttribute('aria-busy')).toBe('true');
    expect(drawn[0]?.textContent).toBe('');
    expect(drawn[2]?.getAttribute('aria-rowindex')).toBe('4');
    expect(drawn[2]?.textContent).toContain('seo idea 2');
    expect(drawn[5]?.getAttribute('aria-busy')).toBe('true');
    expect(onRangeChange).toHaveBeenCalledWith(0, expect.any(Number));
  });
});
