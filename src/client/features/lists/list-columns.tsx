// The list page's columns (issue 16 item 1): the results table's columns in the list's market
// (opportunity, seasonality, source and date, the links to the other tools), then the list's own:
// an inline note per keyword and Remove.
import type { ListItem } from '@shared/contract/lists';
import type { KeywordSortKey } from '@shared/sorting';
import type { KeywordColumn } from '../../components/keyword-table';
import { Button } from '../../components/ui/button';
import { resultsColumns } from '../results';
import { ItemNoteField } from './item-note-field';

export interface ListColumnsOptions {
  listId: string;
  locationCode: number;
  languageCode: string;
  onRemove: (item: ListItem) => void;
}

export function listColumns({ listId, locationCode, languageCode, onRemove }: ListColumnsOptions): KeywordColumn<ListItem, KeywordSortKey>[] {
  return [
    ...resultsColumns(locationCode, { locationCode, languageCode }),
    {
      id: 'note',
      header: 'Note',
      width: '18%',
      cell: (row) => <ItemNoteField listId={listId} itemId={row.id} keyword={row.keyword} note={row.note} />,
    },
    {
      id: 'remove',
      header: 'Remove',
      align: 'center',
      width: '9%',
      cell: (row) => (
        <Button variant="ghost" size="sm" aria-label={`Remove ${row.keyword}`} onClick={() => onRemove(row)}>
          Remove
        </Button>
      ),
    },
  ];
}
