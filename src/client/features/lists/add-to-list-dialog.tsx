// "Add to list" on a results table (issue 16 item 1): choose one of the user's lists or name a new
// one; the chosen rows (or every row matching the filters) are added on the server. The plan's cap
// and a full list are refused there, and their messages are shown as sent.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { AddFromResearch } from '@shared/contract/lists';
import { addedToListMessage } from '@shared/messages/lists';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { useAddToList, useCreateList, useLists } from './api/lists';

const NEW_LIST = 'new';

export interface AddToListDialogProps {
  /** What to add; null while nothing is selected (the button is disabled). */
  body: AddFromResearch | null;
  count: number;
  onAdded: () => void;
}

export function AddToListDialog({ body, count, onAdded }: AddToListDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" disabled={body === null}>
          Add to list
        </Button>
      </DialogTrigger>
      {body !== null ? (
        <DialogContent title="Add to list" description={`Add ${count.toLocaleString('en-US')} keywords to a saved list.`}>
          <AddToListForm
            body={body}
            onDone={() => {
              setOpen(false);
              onAdded();
            }}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function AddToListForm({ body, onDone }: { body: AddFromResearch; onDone: () => void }) {
  const lists = useLists();
  const create = useCreateList();
  const add = useAddToList();
  const navigate = useNavigate();
  const [choice, setChoice] = useState<string>('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const existing = lists.data?.lists ?? [];
  const target = choice === '' ? (existing[0]?.id ?? NEW_LIST) : choice;
  const pending = create.isPending || add.isPending;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const list = target === NEW_LIST ? await create.mutateAsync(name) : existing.find((each) => each.id === target);
      if (!list) return;
      const answer = await add.mutateAsync({ listId: list.id, body });
      toast.success(addedToListMessage(answer.added, list.name), {
        description: answer.alreadyInList > 0 ? `${answer.alreadyInList.toLocaleString('en-US')} were already in the list.` : undefined,
        action: { label: 'Open list', onClick: () => void navigate(`/lists/${list.id}`) },
      });
      onDone();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      {existing.length > 0 ? (
        <div className="flex flex-col gap-1">
          <Label htmlFor="add-to-list-choice">List</Label>
          <Select id="add-to-list-choice" value={target} onChange={(event) => setChoice(event.target.value)}>
            {existing.map((list) => (
              <option key={list.id} value={list.id}>
                {list.name}
              </option>
            ))}
            <option value={NEW_LIST}>A new list…</option>
          </Select>
        </div>
      ) : null}
      {target === NEW_LIST ? (
        <div className="flex flex-col gap-1">
          <Label htmlFor="add-to-list-name">New list name</Label>
          <Input id="add-to-list-name" value={name} onChange={(event) => setName(event.target.value)} maxLength={80} required />
        </div>
      ) : null}
      {error !== null ? <Alert tone="error">{error}</Alert> : null}
      <Button type="submit" className="self-start" disabled={pending || lists.isPending || (target === NEW_LIST && name.trim() === '')}>
        {pending ? 'Adding…' : 'Add keywords'}
      </Button>
    </form>
  );
}
