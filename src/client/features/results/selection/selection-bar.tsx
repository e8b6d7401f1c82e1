// Above the results table: "Select all N matching the filters", how many rows are chosen, Clear,
// and Add to list (the chosen ranks, or the filter itself for all matching rows).
import { useMemo } from 'react';
import type { AddFromResearch } from '@shared/contract/lists';
import { keywordFilterQueryInput } from '@shared/filters/keyword-filter-url';
import type { KeywordFilter } from '@shared/filters/keyword-filter';
import { formatCount } from '@shared/format/number';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { AddToListDialog } from '../../lists';
import type { RowSelectionState } from './use-row-selection';

export interface SelectionBarProps {
  researchId: string;
  filter: KeywordFilter;
  totalMatching: number;
  selection: RowSelectionState;
}

export function SelectionBar({ researchId, filter, totalMatching, selection }: SelectionBarProps) {
  const { allMatching, setAllMatching, selectedCount, clear } = selection;
  const current = selection.selection;
  const count = allMatching ? totalMatching : selectedCount;
  const body = useMemo<AddFromResearch | null>(() => {
    if (current === null) return null;
    return current.kind === 'matching' ? { researchId, filter: keywordFilterQueryInput(filter) } : { researchId, ranks: current.ranks };
  }, [current, researchId, filter]);

  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <label className="inline-flex items-center gap-2">
        <Checkbox checked={allMatching} onChange={(event) => setAllMatching(event.target.checked)} />
        Select all {formatCount(totalMatching)} matching the filters
      </label>
      <span aria-live="polite" className="text-muted-foreground">
        {count > 0 ? `${formatCount(count)} selected` : ''}
      </span>
      {count > 0 ? (
        <Button variant="ghost" size="sm" onClick={clear}>
          Clear selection
        </Button>
      ) : null}
      <AddToListDialog body={body} count={count} onAdded={clear} />
    </div>
  );
}
