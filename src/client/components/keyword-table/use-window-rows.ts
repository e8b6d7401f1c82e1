// Which rows of a long list are in the window: TanStack Virtual over the page's own scroll (no
// inner scroll box), with the padding above and below the drawn rows that keeps the list's full
// height. Row positions count from the top of the document, so the list's own top is measured.
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { RefObject } from 'react';
import { useDocumentTop } from './use-document-top';
import { useNearEnd } from './use-near-end';
import { useRangeChange } from './use-range-change';

export function useWindowRows(
  listRef: RefObject<HTMLElement | null>,
  options: {
    count: number;
    estimateSize: number;
    overscan: number;
    initialRect: { width: number; height: number };
    /** Rows arriving page by page: called when the last row in view is within `nearEndMargin` rows of the end. */
    onNearEnd?: () => void;
    nearEndMargin?: number;
    /** Rows read by position: called with the first and last index drawn whenever they change. */
    onRangeChange?: (first: number, last: number) => void;
  },
) {
  const listTop = useDocumentTop(listRef);
  const virtualizer = useWindowVirtualizer({
    count: options.count,
    estimateSize: () => options.estimateSize,
    overscan: options.overscan,
    scrollMargin: listTop,
    // Before layout (first paint, tests without layout) draw one screenful, not nothing.
    initialRect: options.initialRect,
  });
  const items = virtualizer.getVirtualItems();
  const paddingTop = (items[0]?.start ?? listTop) - listTop;
  const paddingBottom = virtualizer.getTotalSize() - ((items[items.length - 1]?.end ?? listTop) - listTop);
  const lastIndex = items[items.length - 1]?.index ?? -1;
  useNearEnd(lastIndex, options.count, options.nearEndMargin ?? options.overscan * 2, options.onNearEnd);
  useRangeChange(items[0]?.index ?? -1, lastIndex, options.onRangeChange);
  return { virtualizer, items, paddingTop, paddingBottom };
}
