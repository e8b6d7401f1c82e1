// @vitest-environment jsdom
// Below 640 px the keyword table is a list of cards: same rows and order, a
// "Sort by" select and a direction button instead of header buttons, and only a screenful in the DOM.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { KeywordSortKey, SortState } from '@shared/sorting';
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
const rows: Row[] = Array.from({ length: 2000 }, (_, i) => ({
  keyword: i === 0 ? 'running shoes' : `running shoes idea ${i}`,
  searchVolume: 9000 - i,
  cpc: 1.25,
  difficulty: i % 60,
  intent: 'commercial',
  isSeedKeyword: i === 0,
}));

let narrow = true;
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => 844 });
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { configurable: true, get: () => 390 });
  // jsdom has no matchMedia; the hook reads only these members.
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: narrow && query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
});
afterAll(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});
afterEach(cleanup);

function renderList(sort: SortState<KeywordSortKey>, onSortChange = vi.fn()) {
  render(<KeywordTable caption="Keyword results" rows={rows} columns={columns} getRowKey={(r) => r.keyword} sort={sort} onSortChange={onSortChange} isSeedRow={isSeed} />);
  return onSortChange;
}

describe('KeywordTable below 640 px', () => {
  it('shows cards, not a table, with each metric labelled, and only a screenful of them', () => {
    renderList({ key: 'searchVolume', direction: 'desc' });
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Keyword results' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThan(40);
    const first = cards[0];
    if (!first) throw new Error('no card');
    expect(within(first).getByText('running shoes')).toBeTruthy();
    for (const label of ['Volume', 'Difficulty', 'CPC', 'Intent']) {
      expect(within(first).queryAllByText(new RegExp(label, 'i')).length).toBeGreaterThan(0);
    }
  });

  it('sorts through the Sort by select and the direction button', () => {
    const onSortChange = renderList({ key: 'searchVolume', direction: 'desc' });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'difficulty' } });
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'difficulty', direction: 'desc' });
    fireEvent.click(screen.getByRole('button', { name: /sort ascending/i }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'searchVolume', direction: 'asc' });
  });

  it('puts a control column (the row checkbox) beside the card title, not among its figures, and names it in the table header for screen readers only', () => {
    const checkbox: (typeof columns)[number] = { id: 'select', header: 'Select', compact: true, width: '3%', cell: (row) => <input type="checkbox" aria-label={`Select ${row.keyword}`} /> };
    const withSelect = [checkbox, ...columns];
    render(<KeywordTable caption="Keyword results" rows={rows} columns={withSelect} getRowKey={(r) => r.keyword} />);
    const first = within(screen.getByRole('list', { name: 'Keyword results' })).getAllByRole('listitem')[0]!;
    const box = within(first).getByRole('checkbox', { name: 'Select running shoes' });
    expect(box.closest('dl')).toBeNull();
    expect(within(first).queryByText('Select')).toBeNull();
    cleanup();

    narrow = false;
    render(<KeywordTable caption="Keyword results" rows={rows} columns={withSelect} getRowKey={(r) => r.keyword} />);
    const header = screen.getByRole('columnheader', { name: 'Select' });
    expect(header.querySelector('.sr-only')?.textContent).toBe('Select');
    narrow = true;
  });

  it('is a table again from 640 px', () => {
    narrow = false;
    renderList({ key: 'searchVolume', direction: 'desc' });
    expect(screen.getByRole('table', { name: 'Keyword results' })).toBeTruthy();
    narrow = true;
  });
});
