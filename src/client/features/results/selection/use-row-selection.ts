// Row selection of the results table: chosen ranks (click, shift-click for a range of the rows
// shown) or "every row matching the filters" (the server resolves the filter). A new filter or
// research clears it, so the selection always means the rows in view.
import { useCallback, useMemo, useState } from 'react';
import { ranksBetween } from './select-range';

export type RowSelection = { kind: 'ranks'; ranks: number[] } | { kind: 'matching' };

export function useRowSelection(shownRanks: readonly number[], resetKey: string) {
  const [ranks, setRanks] = useState<ReadonlySet<number>>(() => new Set());
  const [allMatching, setAllMatching] = useState(false);
  const [key, setKey] = useState(resetKey);
  const [anchor, setAnchor] = useState<number | null>(null);
  if (key !== resetKey) {
    setKey(resetKey);
    setRanks(new Set());
    setAllMatching(false);
    setAnchor(null);
  }

  const toggle = useCallback(
    (rank: number, checked: boolean, range: boolean) => {
      const changed = range ? ranksBetween(shownRanks, anchor, rank) : [rank];
      setAnchor(rank);
      setAllMatching(false);
      setRanks((current) => {
        const next = new Set(current);
        for (const each of changed) {
          if (checked) next.add(each);
          else next.delete(each);
        }
        return next;
      });
    },
    [shownRanks, anchor],
  );

  const clear = useCallback(() => {
    setRanks(new Set());
    setAllMatching(false);
    setAnchor(null);
  }, []);

  const isSelected = useCallback((rank: number) => allMatching || ranks.has(rank), [allMatching, ranks]);
  const selection = useMemo<RowSelection | null>(
    () => (allMatching ? { kind: 'matching' } : ranks.size > 0 ? { kind: 'ranks', ranks: [...ranks] } : null),
    [allMatching, ranks],
  );

  return { selection, isSelected, toggle, allMatching, setAllMatching, clear, selectedCount: ranks.size };
}

export type RowSelectionState = ReturnType<typeof useRowSelection>;
