// A long list read by position (decision 068): the table is as long as the whole list from its first
// page, and holds a window of a few pages read at their offsets. Scrolling on reads the page before
// or after the window; a jump (the scrollbar dragged, End pressed) starts a new window with one read
// of the page at that place, not every page in between. The window's pages are one infinite query
// per starting offset, so a window read once is in the cache when the reader comes back to it.
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';

/** What a page read by offset answers (RowsPage and its kin). */
export interface OffsetPage<R> {
  rows: R[];
  offset: number;
  nextOffset: number | null;
}

/** Pages held at once: enough for a screen and its neighbours, bounded however far the reader scrolls. */
const WINDOW_PAGES = 4;
/** A jump waits this long for the scrollbar to stop, so dragging through 50,000 rows does not read every page it passes. */
const JUMP_SETTLE_MS = 120;
// Rows under one key change only with a new key, so an answer read once is kept (five minutes).
const ROWS_STALE_MS = 5 * 60 * 1000;

/** The page-aligned offset of the page holding `index`. */
export function pageStart(index: number, pageSize: number): number {
  return Math.max(0, Math.floor(index / pageSize) * pageSize);
}

/**
 * What to do for the places `first`..`last` in view, given the window's loaded stretch
 * [`start`, `end`): read the page after it, before it, or start a new window at the page of `first`.
 */
export function windowStep(range: { first: number; last: number }, window: { start: number; end: number }, pageSize: number, margin: number): 'next' | 'previous' | { jumpTo: number } | null {
  const { first, last } = range;
  const { start, end } = window;
  // Out of reach of one neighbouring page: one read at the new place.
  if (last < start - pageSize || first >= end + pageSize) return { jumpTo: pageStart(first, pageSize) };
  if (last >= end - margin) return 'next';
  if (first < start + margin && start > 0) return 'previous';
  return null;
}

/** The pages of the window starting at `start` (a page-aligned offset): the route's prefetch reads the first one under the same key. */
export function rowsWindowOptions<P extends OffsetPage<unknown>>(queryKey: readonly unknown[], readPage: (offset: number, signal: AbortSignal) => Promise<P>, pageSize: number, start = 0) {
  return infiniteQueryOptions({
    queryKey: [...queryKey, 'from', start],
    queryFn: ({ pageParam, signal }) => readPage(pageParam, signal),
    initialPageParam: start,
    getNextPageParam: (last: P) => last.nextOffset ?? undefined,
    getPreviousPageParam: (first: P) => (first.offset > 0 ? Math.max(0, first.offset - pageSize) : undefined),
    maxPages: WINDOW_PAGES,
    staleTime: ROWS_STALE_MS,
    retry: false,
  });
}

export function useRowsWindow<R, P extends OffsetPage<R>>(options: {
  queryKey: readonly unknown[];
  readPage: (offset: number, signal: AbortSignal) => Promise<P>;
  pageSize: number;
  enabled?: boolean;
  /** How near the window's edge (in rows) the next or previous page is read. */
  margin?: number;
}) {
  const { queryKey, readPage, pageSize, enabled = true, margin = Math.floor(pageSize / 5) } = options;
  const keyText = JSON.stringify(queryKey);
  // A new view (filter, sort) starts again at the top.
  const [anchor, setAnchor] = useState({ key: keyText, start: 0 });
  const start = anchor.key === keyText ? anchor.start : 0;
  const query = useInfiniteQuery({
    ...rowsWindowOptions(queryKey, readPage, pageSize, start),
    enabled,
    // While a new view or a new window loads, the rows already read stay at their places.
    placeholderData: keepPreviousData,
  });
  const pages = query.data?.pages;
  const offset = pages?.[0]?.offset ?? 0;
  const loaded = pages?.reduce((sum, page) => sum + page.rows.length, 0) ?? 0;

  const jumpTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (jumpTimer.current) clearTimeout(jumpTimer.current);
  }, []);

  const waiting = query.isPlaceholderData || query.isPending;
  const { hasNextPage, hasPreviousPage, isFetchingNextPage, isFetchingPreviousPage, fetchNextPage, fetchPreviousPage } = query;
  // A new identity whenever the window changes, so the table asks again for the same places: a
  // jump's page may end just before the last place in view.
  const onRangeChange = useCallback(
    (first: number, last: number) => {
      if (jumpTimer.current) clearTimeout(jumpTimer.current);
      // Rows of another view or window still on their way: their first page decides.
      if (waiting) return;
      const step = windowStep({ first, last }, { start: offset, end: offset + loaded }, pageSize, margin);
      if (step === 'next') {
        if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
      } else if (step === 'previous') {
        if (hasPreviousPage && !isFetchingPreviousPage) void fetchPreviousPage();
      } else if (step) {
        const to = step.jumpTo;
        jumpTimer.current = setTimeout(() => setAnchor({ key: keyText, start: to }), JUMP_SETTLE_MS);
      }
    },
    [waiting, offset, loaded, pageSize, margin, keyText, hasNextPage, hasPreviousPage, isFetchingNextPage, isFetchingPreviousPage, fetchNextPage, fetchPreviousPage],
  );

  return { query, rows: pages?.flatMap((page) => page.rows) ?? [], firstPage: pages?.[0] ?? null, offset, onRangeChange };
}
