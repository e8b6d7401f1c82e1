// The checkbox column of the results table: "Select <keyword>", shift-click selects the range
// from the last clicked row. Placeholder rows (the seed the provider did not return) have none.
import type { KeywordResultRow } from '@shared/api/research';
import type { KeywordSortKey } from '@shared/sorting';
import type { KeywordColumn } from '../../../components/keyword-table';
import { Checkbox } from '../../../components/ui/checkbox';
import type { RowSelectionState } from './use-row-selection';

export function selectColumn({ isSelected, toggle }: Pick<RowSelectionState, 'isSelected' | 'toggle'>): KeywordColumn<KeywordResultRow, KeywordSortKey> {
  return {
    id: 'select',
    header: 'Select',
    align: 'center',
    width: '6%',
    cell: (row) =>
      row.isPlaceholder ? null : (
        <Checkbox
          aria-label={`Select ${row.keyword}`}
          checked={isSelected(row.rank)}
          onChange={(event) => toggle(row.rank, event.target.checked, event.nativeEvent instanceof MouseEvent && event.nativeEvent.shiftKey)}
        />
      ),
  };
}
