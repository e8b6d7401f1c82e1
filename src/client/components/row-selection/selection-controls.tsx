// Above a keyword table with checkboxes: "Select all N matching the filters", how many rows are
// chosen and Clear; the screen's action on the chosen rows (Add to list, Remove) comes after.
import type { ReactNode } from 'react';
import { formatCount } from '@shared/format/number';
import { Button } from '../ui/button';
import { Checkbox } from '../ui/checkbox';
import type { RowSelectionState } from './use-row-selection';

export interface SelectionControlsProps<K> {
  totalMatching: number;
  selection: RowSelectionState<K>;
  /** The action on the chosen rows. */
  children: ReactNode;
  /** The select-all checkbox's words; by default "Select all N matching the filters". */
  allLabel?: string;
  /** While the rows and count shown are not those of the current filter (a new one loads). */
  disabled?: boolean;
}

/** How many rows the selection means: every matching row, or the ones ticked. */
export function chosenCount<K>(selection: RowSelectionState<K>, totalMatching: number): number {
  return selection.allMatching ? totalMatching : selection.selectedCount;
}

export function SelectionControls<K>({ totalMatching, selection, children, allLabel, disabled = false }: SelectionControlsProps<K>) {
  const { allMatching, setAllMatching, clear } = selection;
  const count = chosenCount(selection, totalMatching);
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <label className="inline-flex items-center gap-2">
        <Checkbox checked={allMatching} disabled={disabled} onChange={(event) => setAllMatching(event.target.checked)} />
        {allLabel ?? `Select all ${formatCount(totalMatching)} matching the filters`}
      </label>
      <span aria-live="polite" className="text-muted-foreground">
        {count > 0 ? `${formatCount(count)} selected` : ''}
      </span>
      {count > 0 ? (
        <Button variant="ghost" size="sm" onClick={clear}>
          Clear selection
        </Button>
      ) : null}
      {children}
    </div>
  );
}
