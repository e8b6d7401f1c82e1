// Row selection of a keyword table: chosen keys (click, shift-click for a range of the rows shown)
// or "every row matching the filters" (the server resolves the filter). A new filter or research
// clears it, so the selection always means the rows in view.
import { useCallback, useMemo, useState } from 'react';
import { keysBetween } from './select-range';

export type RowSelection<K> = { kind: 'keys'; keys: K[] } | { kind: 'matching' };

export function useRowSelection<K>(shownKeys: readonly K[], resetKey: string) {
  const [keys, setKeys] = useState<ReadonlySet<K>>(() => new Set());
  const [allMatching, setAllMatching] = useState(false);
  const [key, setKey] = useState(resetKey);
  const [anchor, setAnchor] = useState<K | null>(null);
  if (key !== resetKey) {
    setKey(resetKey);
    setKeys(new Set());
    setAllMatching(false);
    setAnchor(null);
  }

  const toggle = useCallback(
    (chosen: K, checked: boolean, range: boolean) => {
      const changed = range ? keysBetween(shownKeys, anchor, chosen) : [chosen];
      setAnchor(chosen);
      setAllMatching(false);
      // Leaving "every matching row" by unticking one keeps the rest of the rows shown chosen.
      setKeys((current) => {
        const next = new Set(allMatching ? shownKeys : current);
        for (const each of changed) {
          if (checked) next.add(each);
          else next.delete(each);
        }
        return next;
      });
    },
    [shownKeys, anchor, allMatching],
  );

  const clear = useCallback(() => {
    setKeys(new Set());
    setAllMatching(false);
    setAnchor(null);
  }, []);

  const isSelected = useCallback((chosen: K) => allMatching || keys.has(chosen), [allMatching, keys]);
  const selection = useMemo<RowSelection<K> | null>(
    () => (allMatching ? { kind: 'matching' } : keys.size > 0 ? { kind: 'keys', keys: [...keys] } : null),
    [allMatching, keys],
  );

  return { selection, isSelected, toggle, allMatching, setAllMatching, clear, selectedCount: keys.size };
}

export type RowSelectionState<K> = ReturnType<typeof useRowSelection<K>>;
