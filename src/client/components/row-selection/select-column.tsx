// The checkbox column of a keyword table: "Select <keyword>", shift-click selects the range from
// the last clicked row. Rows that cannot be chosen (the seed the provider did not return) have none.
import type { KeywordSortKey } from '@shared/sorting';
import type { KeywordColumn } from '../keyword-table';
import { Checkbox } from '../ui/checkbox';
import type { RowSelectionState } from './use-row-selection';

export interface SelectColumnOptions<Row, K> extends Pick<RowSelectionState<K>, 'isSelected' | 'toggle'> {
  keyOf: (row: Row) => K;
  /** False for a row without a checkbox. */
  isSelectable?: (row: Row) => boolean;
}

export function selectColumn<Row extends { keyword: string }, K>({ isSelected, toggle, keyOf, isSelectable }: SelectColumnOptions<Row, K>): KeywordColumn<Row, KeywordSortKey> {
  return {
    id: 'select',
    header: 'Select',
    align: 'center',
    width: '3%',
    compact: true,
    cell: (row) =>
      isSelectable && !isSelectable(row) ? null : (
        <Checkbox
          aria-label={`Select ${row.keyword}`}
          checked={isSelected(keyOf(row))}
          onChange={(event) => toggle(keyOf(row), event.target.checked, event.nativeEvent instanceof MouseEvent && event.nativeEvent.shiftKey)}
        />
      ),
  };
}
