// @vitest-environment jsdom
// The row selection of the keyword tables: ticks and shift ranges over the rows shown, "every row
// matching the filters", unticking one row out of that, and a reset when the view changes.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRowSelection } from './use-row-selection';

const shown = ['a', 'b', 'c', 'd', 'e'];

function setup(resetKey = 'view-1') {
  return renderHook(({ keys, view }) => useRowSelection(keys, view), { initialProps: { keys: shown, view: resetKey } });
}

describe('useRowSelection', () => {
  it('ticks rows and a shift range from the last ticked row', () => {
    const { result } = setup();
    act(() => result.current.toggle('b', true, false));
    act(() => result.current.toggle('d', true, true));
    expect(result.current.selection).toEqual({ kind: 'keys', keys: ['b', 'c', 'd'] });
    expect(['a', 'e'].map(result.current.isSelected)).toEqual([false, false]);
  });

  it('unticking one row out of "every matching row" keeps the other rows shown', () => {
    const { result } = setup();
    act(() => result.current.setAllMatching(true));
    expect(result.current.selection).toEqual({ kind: 'matching' });
    act(() => result.current.toggle('c', false, false));
    expect(result.current.allMatching).toBe(false);
    expect(result.current.selection).toEqual({ kind: 'keys', keys: ['a', 'b', 'd', 'e'] });
  });

  it('starts again when the view changes (another filter or research)', () => {
    const { result, rerender } = setup();
    act(() => result.current.toggle('a', true, false));
    act(() => result.current.setAllMatching(true));
    rerender({ keys: shown, view: 'view-2' });
    expect(result.current.selection).toBeNull();
    expect(result.current.allMatching).toBe(false);
    // The old anchor is gone: a shift-click now ticks only its own row.
    act(() => result.current.toggle('c', true, true));
    expect(result.current.selection).toEqual({ kind: 'keys', keys: ['c'] });
  });
});
