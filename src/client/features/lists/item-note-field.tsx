// The note of one keyword on the list page: an inline field labelled
// "Note for <keyword>", saved on blur or Enter when it changed; an empty field clears the note.
import { useState, type KeyboardEvent } from 'react';
import { toast } from 'sonner';
import { LIST_NOTE_MAX } from '@shared/lists/import-limits';
import { LIST_TOASTS } from '@shared/messages/lists';
import { Input } from '../../components/ui/input';
import { useSetNote } from './api/lists';

export function ItemNoteField({ listId, itemId, keyword, note }: { listId: string; itemId: string; keyword: string; note: string | null }) {
  const [text, setText] = useState(note ?? '');
  const setNote = useSetNote(listId);

  const save = () => {
    const next = text.trim() === '' ? null : text.trim();
    if (next === (note ?? null)) return;
    setNote.mutate(
      { itemId, note: next },
      { onSuccess: () => toast.success(LIST_TOASTS.noteSaved), onError: (error) => toast.error(error.message) },
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    }
  };

  return (
    <Input
      aria-label={`Note for ${keyword}`}
      value={text}
      maxLength={LIST_NOTE_MAX}
      placeholder="Add a note"
      className="h-8"
      onChange={(event) => setText(event.target.value)}
      onBlur={save}
      onKeyDown={onKeyDown}
      disabled={setNote.isPending}
    />
  );
}
