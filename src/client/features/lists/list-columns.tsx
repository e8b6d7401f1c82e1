// The list page's columns: the results table's columns in the list's market
// (opportunity, seasonality, source and date, the links to the other tools), with the list's own
// parts in the keyword's cell: under the keyword, its inline note and its Remove button. A Note
// column of its own left every column too narrow at 1366 px ("Opportunit", "Add a n").
import { Trash2 } from 'lucide-react';
import type { ListItem } from '@shared/contract/lists';
import type { KeywordSortKey } from '@shared/sorting';
import { KeywordCell, withWidths, type KeywordColumn } from '../../components/keyword-table';
import { Button } from '../../components/ui/button';
import { resultsColumns } from '../results';
import { ItemNoteField } from './item-note-field';

export interface ListColumnsOptions {
  listId: string;
  locationCode: number;
  languageCode: string;
  onRemove: (item: ListItem) => void;
}

/**
 * A list row's height: the cell's padding (8) and border (1), the keyword (20), the gap (4) and the
 * note's line with its Remove button (32). The table draws rows at this height and estimates the
 * rows not yet drawn with it, so the page keeps its height as rows scroll into view.
 */
export const LIST_ROW_HEIGHT = 65;

/** The list table's default widths (shares of a 1200 px table; the keyword column takes what the others leave). */
const LIST_WIDTHS = { keyword: '19%', searchVolume: '7%', difficulty: '7%', cpc: '6%', intent: '10%', opportunity: '11%', trend: '17%', source: '13%', tools: '9%' };

export function listColumns({ listId, locationCode, languageCode, onRemove }: ListColumnsOptions): KeywordColumn<ListItem, KeywordSortKey>[] {
  const columns = resultsColumns(locationCode, { locationCode, languageCode }).map(
    (column): KeywordColumn<ListItem, KeywordSortKey> =>
      column.id === 'keyword'
        ? {
            ...column,
            cell: (row) => (
              <div className="flex flex-col gap-1">
                <KeywordCell keyword={row.keyword} />
                <div className="flex items-center gap-1">
                  <div className="min-w-0 flex-1">
                    <ItemNoteField listId={listId} itemId={row.id} keyword={row.keyword} note={row.note} />
                  </div>
                  <Button variant="ghost" size="sm" aria-label={`Remove ${row.keyword}`} title="Remove from the list" onClick={() => onRemove(row)}>
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                  </Button>
                </div>
              </div>
            ),
          }
        : column,
  );
  return withWidths(columns, LIST_WIDTHS);
}
