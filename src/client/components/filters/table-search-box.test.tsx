// @vitest-environment jsdom
// The table's search box (decision 043): typing re-renders the box alone, the search is applied
// once typing pauses (one commit, so one read of the rows), the address follows each key, and a
// search set elsewhere (Back, a preset) replaces the text being typed.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TableSearchBox } from './table-search-box';
import { useKeywordFilterParams } from './use-keyword-filter-params';
import { SEARCH_PAUSE_MS } from './use-search-draft';

afterEach(cleanup);
beforeEach(() => {
  vi.useFakeTimers();
  return () => vi.useRealTimers();
});

const drafts: string[] = [];
let pageRenders = 0;

function Page() {
  const [filter, , setSearch] = useKeywordFilterParams();
  const location = useLocation();
  const navigate = useNavigate();
  const renders = useRef(0);
  useEffect(() => {
    renders.current += 1;
    pageRenders = renders.current;
  });
  return (
    <>
      <TableSearchBox committed={filter.search} onCommit={setSearch} onDraft={(text) => drafts.push(text)} />
      <output aria-label="query">{location.search}</output>
      <output aria-label="applied">{filter.search}</output>
      <button type="button" onClick={() => void navigate('/keyword-results?id=r1&q=boots')}>
        preset
      </button>
    </>
  );
}

const box = () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search keywords' });
const typeKeys = (text: string) => {
  for (let i = 1; i <= text.length; i += 1) {
    fireEvent.change(box(), { target: { value: text.slice(0, i) } });
    act(() => {
      vi.advanceTimersByTime(SEARCH_PAUSE_MS / 3);
    });
  }
};

describe('TableSearchBox', () => {
  beforeEach(() => {
    drafts.length = 0;
    render(
      <MemoryRouter initialEntries={['/keyword-results?id=r1']}>
        <Page />
      </MemoryRouter>,
    );
  });

  it('applies the search once typing pauses, not per key, and the page renders once for it', () => {
    const before = pageRenders;
    typeKeys('shoes');
    expect(box().value).toBe('shoes');
    expect(drafts).toEqual(['s', 'sh', 'sho', 'shoe', 'shoes']);
    expect(screen.getByLabelText('applied').textContent).toBe('');
    expect(pageRenders).toBe(before);
    act(() => {
      vi.advanceTimersByTime(SEARCH_PAUSE_MS);
    });
    expect(screen.getByLabelText('applied').textContent).toBe('shoes');
    expect(screen.getByLabelText('query').textContent).toBe('?id=r1&q=shoes');
    expect(pageRenders).toBe(before + 1);
  });

  it('keeps the text typed after a commit while that commit lands', () => {
    fireEvent.change(box(), { target: { value: 'sho' } });
    act(() => {
      vi.advanceTimersByTime(SEARCH_PAUSE_MS);
    });
    expect(screen.getByLabelText('applied').textContent).toBe('sho');
    fireEvent.change(box(), { target: { value: 'shoes' } });
    expect(box().value).toBe('shoes');
    act(() => {
      vi.advanceTimersByTime(SEARCH_PAUSE_MS);
    });
    expect(screen.getByLabelText('applied').textContent).toBe('shoes');
    expect(box().value).toBe('shoes');
  });

  it('takes a search set elsewhere and drops the pending text', () => {
    fireEvent.change(box(), { target: { value: 'trai' } });
    fireEvent.click(screen.getByRole('button', { name: 'preset' }));
    expect(box().value).toBe('boots');
    act(() => {
      vi.advanceTimersByTime(SEARCH_PAUSE_MS * 2);
    });
    expect(screen.getByLabelText('applied').textContent).toBe('boots');
    expect(box().value).toBe('boots');
  });
});
