// The list a dialog adds keywords to: one of the user's lists, or a new one named here (created
// only when the user goes on, in the market given). Shared by Add to list of research rows and of
// plain keywords (a SERP's questions and related searches).
import { useState } from 'react';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { LIST_NAME_MAX } from '@shared/lists/import-limits';
import { useCreateList, useLists } from './api/lists';

const NEW_LIST = 'new';

export interface ChosenList {
  id: string;
  name: string;
  locationCode: number;
  languageCode: string;
}

export function useListChoice(market?: { locationCode: number; languageCode: string }) {
  const lists = useLists();
  const create = useCreateList();
  const [choice, setChoice] = useState<string>('');
  const [name, setName] = useState('');
  const existing = lists.data?.lists ?? [];
  const target = choice === '' ? (existing[0]?.id ?? NEW_LIST) : choice;
  const isNew = target === NEW_LIST;

  /** The chosen list; a new one is created now (its id becomes the choice, so a retry reuses it). */
  const resolve = async (): Promise<ChosenList | null> => {
    if (!isNew) return existing.find((each) => each.id === target) ?? null;
    const created = await create.mutateAsync(market ? { name, ...market } : name);
    setChoice(created.id);
    return created;
  };

  return {
    existing,
    target,
    setChoice,
    name,
    setName,
    isNew,
    resolve,
    isCreating: create.isPending,
    isReady: !lists.isPending && (!isNew || name.trim() !== ''),
  };
}

export type ListChoice = ReturnType<typeof useListChoice>;

export function ListChoiceFields({ choice, disabled = false }: { choice: ListChoice; disabled?: boolean }) {
  return (
    <>
      {choice.existing.length > 0 ? (
        <div className="flex flex-col gap-1">
          <Label htmlFor="add-to-list-choice">List</Label>
          <Select id="add-to-list-choice" value={choice.target} disabled={disabled} onChange={(event) => choice.setChoice(event.target.value)}>
            {choice.existing.map((list) => (
              <option key={list.id} value={list.id}>
                {list.name}
              </option>
            ))}
            <option value={NEW_LIST}>A new list…</option>
          </Select>
        </div>
      ) : null}
      {choice.isNew ? (
        <div className="flex flex-col gap-1">
          <Label htmlFor="add-to-list-name">New list name</Label>
          <Input id="add-to-list-name" value={choice.name} disabled={disabled} onChange={(event) => choice.setName(event.target.value)} maxLength={LIST_NAME_MAX} required />
        </div>
      ) : null}
    </>
  );
}
