// Above a research's table (results or related keywords): the selection controls and Add to list
// (the chosen ranks, or the filter itself for all matching rows).
import { useMemo } from 'react';
import type { AddFromResearch } from '@shared/contract/lists';
import { keywordFilterQueryInput } from '@shared/filters/keyword-filter-url';
import type { KeywordFilter } from '@shared/filters/keyword-filter';
import { chosenCount, SelectionControls, type RowSelectionState } from '../../../components/row-selection';
import { AddToListDialog } from '../../lists';

export interface SelectionBarProps {
  researchId: string;
  filter: KeywordFilter;
  totalMatching: number;
  selection: RowSelectionState<number>;
  /** While the table shows the previous view's rows. */
  disabled?: boolean;
}

export function SelectionBar({ researchId, filter, totalMatching, selection, disabled = false }: SelectionBarProps) {
  const current = selection.selection;
  const body = useMemo<AddFromResearch | null>(() => {
    if (current === null) return null;
    return current.kind === 'matching' ? { researchId, filter: keywordFilterQueryInput(filter) } : { researchId, ranks: current.keys };
  }, [current, researchId, filter]);

  return (
    <SelectionControls totalMatching={totalMatching} selection={selection} disabled={disabled}>
      <AddToListDialog body={disabled ? null : body} count={chosenCount(selection, totalMatching)} onAdded={selection.clear} />
    </SelectionControls>
  );
}
