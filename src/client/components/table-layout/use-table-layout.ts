// A keyword table's layout for the signed-in user: read from their saved preference through the
// shared rules (readTableLayout), so the current columns always have a place, and saved on change
// (in this browser and on the server).
import { useCallback, useMemo } from 'react';
import { defaultTableLayout, readTableLayout, type KeywordTableId, type TableLayout } from '@shared/keyword-row/table-layout';
import { useUserPreference } from '../../lib/user-preference';
import type { KeywordTableLayoutState } from '../keyword-table';

const passSaved = (saved: unknown) => saved;

export function useTableLayout(table: KeywordTableId, columnIds: readonly string[]): KeywordTableLayoutState & { reset: () => void } {
  const [saved, save] = useUserPreference<unknown>(`table.${table}`, passSaved);
  const idsKey = columnIds.join(' ');
  // The columns can change while the page is open (the Analyze links arrive with the market): the
  // saved layout is fitted to the current ones each time.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- idsKey stands for columnIds' content
  const layout = useMemo(() => readTableLayout(saved, table, columnIds), [saved, table, idsKey]);
  const setLayout = useCallback((next: TableLayout) => save(next), [save]);
  // The default saved as a choice, so the reset reaches the user's other browsers too.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- idsKey stands for columnIds' content
  const reset = useCallback(() => save(defaultTableLayout(table, columnIds)), [save, table, idsKey]);
  return { layout, setLayout, reset };
}
