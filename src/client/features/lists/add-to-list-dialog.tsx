// "Add to list" on a results table: choose one of the user's lists or name a new
// one; the chosen rows (or every row matching the filters) are added on the server. The plan's cap
// and a full list are refused there, and their messages are shown as sent.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { AddFromResearch } from '@shared/contract/lists';
import { formatCount } from '@shared/format/number';
import { addedToListMessage, keywordCountText } from '@shared/messages/lists';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useAddToList } from './api/lists';
import { AddToListShell } from './add-to-list-shell';
import { ListChoiceFields, useListChoice } from './list-choice';

export interface AddToListDialogProps {
  /** What to add; null while nothing is selected (the button is disabled). */
  body: AddFromResearch | null;
  count: number;
  onAdded: () => void;
}

export function AddToListDialog({ body, count, onAdded }: AddToListDialogProps) {
  return (
    <AddToListShell disabled={body === null} description={`Add ${keywordCountText(count)} to a saved list.`} onAdded={onAdded}>
      {(done) => (body !== null ? <AddToListForm body={body} onDone={done} /> : null)}
    </AddToListShell>
  );
}

function AddToListForm({ body, onDone }: { body: AddFromResearch; onDone: () => void }) {
  const choice = useListChoice();
  const add = useAddToList();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const pending = choice.isCreating || add.isPending;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const list = await choice.resolve();
      if (!list) return;
      const answer = await add.mutateAsync({ listId: list.id, body });
      toast.success(addedToListMessage(answer.added, list.name), {
        description: answer.alreadyInList > 0 ? `${formatCount(answer.alreadyInList)} were already in the list.` : undefined,
        action: { label: 'Open list', onClick: () => void navigate(`/lists/${list.id}`) },
      });
      onDone();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <ListChoiceFields choice={choice} />
      {error !== null ? <Alert tone="error">{error}</Alert> : null}
      <Button type="submit" className="self-start" disabled={pending || !choice.isReady}>
        {pending ? 'Adding…' : 'Add keywords'}
      </Button>
    </form>
  );
}
