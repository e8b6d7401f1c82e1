// Above a list's table: the selection controls and "Remove selected", which asks
// once before the chosen keywords (or every keyword matching the filters) leave the list.
import { useState } from 'react';
import { toast } from 'sonner';
import type { RemoveItems } from '@shared/contract/lists';
import { LIST_REMOVE_MAX } from '@shared/lists/import-limits';
import { keywordFilterQueryInput } from '@shared/filters/keyword-filter-url';
import type { KeywordFilter } from '@shared/filters/keyword-filter';
import { keywordCountText, LIST_REMOVE_TOO_MANY, removedFromListMessage } from '@shared/messages/lists';
import { chosenCount, SelectionControls, type RowSelectionState } from '../../components/row-selection';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../components/ui/dialog';
import { useRemoveItems } from './api/lists';

export interface ListSelectionBarProps {
  listId: string;
  filter: KeywordFilter;
  totalMatching: number;
  selection: RowSelectionState<string>;
  /** While the table shows the previous view's rows. */
  disabled?: boolean;
}

function removalOf(selection: RowSelectionState<string>, filter: KeywordFilter): RemoveItems | null {
  const current = selection.selection;
  if (current === null) return null;
  return current.kind === 'matching' ? { filter: keywordFilterQueryInput(filter) } : { ids: current.keys };
}

export function ListSelectionBar({ listId, filter, totalMatching, selection, disabled = false }: ListSelectionBarProps) {
  const [open, setOpen] = useState(false);
  const remove = useRemoveItems(listId);
  const body = removalOf(selection, filter);
  const count = chosenCount(selection, totalMatching);
  const words = keywordCountText(count);
  // The server takes at most LIST_REMOVE_MAX ids; more go by "Select all matching the filters".
  const tooMany = selection.selection?.kind === 'keys' && selection.selection.keys.length > LIST_REMOVE_MAX;

  // Removing every keyword that matches leaves none to match, and this bar (with its dialog) goes
  // with them once the list is read again, which happens before the mutation settles: mutate's own
  // callbacks then never ran and the removal went without its toast. The promise always settles.
  const onConfirm = async () => {
    if (!body) return;
    const answer = await remove.mutateAsync(body).catch(() => null); // the dialog shows remove.error
    if (!answer) return;
    toast.success(removedFromListMessage(answer.removed));
    selection.clear();
    setOpen(false);
  };

  return (
    <SelectionControls totalMatching={totalMatching} selection={selection} disabled={disabled}>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) remove.reset();
        }}
      >
        <DialogTrigger asChild>
          <Button variant="outline" disabled={body === null || disabled || tooMany}>
            Remove selected
          </Button>
        </DialogTrigger>
        <DialogContent title="Remove from the list" description={`Remove ${words} from this list? Their notes go with them.`}>
          <div className="flex flex-col gap-4">
            {remove.error ? <Alert tone="error">{remove.error.message}</Alert> : null}
            <div className="flex gap-2">
              <Button variant="destructive" disabled={remove.isPending} onClick={() => void onConfirm()}>
                {remove.isPending ? 'Removing…' : `Remove ${words}`}
              </Button>
              <DialogClose asChild>
                <Button variant="outline">Keep them</Button>
              </DialogClose>
            </div>
          </div>
        </DialogContent>
      </Dialog>
      {tooMany ? <span className="text-muted-foreground">{LIST_REMOVE_TOO_MANY}</span> : null}
    </SelectionControls>
  );
}
