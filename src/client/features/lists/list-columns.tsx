// The list page's columns (issue 16 item 1): the results table's columns in the list's market
// (opportunity, seasonality, source and date, the links to the other tools), then the list's own:
// an inline note per keyword with its Remove button beside it (one column: a Remove column of its
// own was clipped to "Remov" at 1366 px beside the results table's nine).
import { Trash2 } from 'lucide-react';
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
      width: '20%',
      cell: (row) => (
        <div className="flex items-center gap-1">
          <div className="min-w-0 flex-1">
            <ItemNoteField listId={listId} itemId={row.id} keyword={row.keyword} note={row.note} />
          </div>
          <Button variant="ghost" size="sm" aria-label={`Remove ${row.keyword}`} title="Remove from the list" onClick={() => onRemove(row)}>
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </Button>
        </div>
      ),
    },
  ];
}
