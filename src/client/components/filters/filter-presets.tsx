// Saved filter presets beside a keyword table's filters: pick a preset to apply
// it (its filter replaces the one in the URL), save the current filter under a name, rename or
// delete the preset in use. The server keeps them per user and enforces the cap and the rules;
// the browser checks the name with the same schema first.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { filterPresetNameSchema, type FilterPreset } from '@shared/contract/filter-presets';
import { FILTER_PRESET_NAME_MAX } from '@shared/constants/limits';
import { isPresetWorthy, presetFilterText } from '@shared/filters/filter-preset-text';
import type { KeywordFilter } from '@shared/filters/keyword-filter';
import { readKeywordFilterParams } from '@shared/filters/keyword-filter-url';
import { FILTER_PRESET_EMPTY, FILTER_PRESET_TOASTS } from '@shared/messages/filter-presets';
import { firstIssueMessage } from '@shared/validation';
import { ApiRequestError } from '../../lib/api';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { Select } from '../ui/select';
import { useDeleteFilterPreset, useFilterPresets, useRenameFilterPreset, useSaveFilterPreset } from './filter-presets-api';

export interface FilterPresetsProps {
  filter: KeywordFilter;
  onApply: (filter: KeywordFilter) => void;
}

type Editing = { mode: 'save' } | { mode: 'rename'; preset: FilterPreset } | null;

const failure = (error: unknown, fallback: string) => (error instanceof ApiRequestError ? error.message : fallback);

function PresetNameForm({ editing, initialName, busy, onSubmit, onCancel }: {
  editing: 'save' | 'rename';
  initialName: string;
  busy: boolean;
  onSubmit: (name: string) => Promise<string | null>;
  onCancel: () => void;
}) {
  const id = useId();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // The button that opened the form is gone: focus moves to the name, where the user types next.
  useEffect(() => input.current?.focus(), []);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = filterPresetNameSchema.safeParse(name);
    setError(parsed.success ? await onSubmit(parsed.data) : firstIssueMessage(parsed.error));
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-wrap items-end gap-2">
      <div className="flex flex-col gap-1">
        <Label htmlFor={id}>{editing === 'save' ? 'Preset name' : 'New preset name'}</Label>
        <Input
          ref={input}
          id={id}
          className="w-56"
          value={name}
          maxLength={FILTER_PRESET_NAME_MAX + 10}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') onCancel();
          }}
        />
      </div>
      <Button type="submit" size="sm" disabled={busy}>
        {editing === 'save' ? 'Save preset' : 'Rename preset'}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
      {error ? (
        <p id={`${id}-error`} role="alert" className="basis-full text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}

export function FilterPresets({ filter, onApply }: FilterPresetsProps) {
  const selectId = useId();
  const presets = useFilterPresets();
  const save = useSaveFilterPreset();
  const rename = useRenameFilterPreset();
  const remove = useDeleteFilterPreset();
  const [editing, setEditing] = useState<Editing>(null);
  const list = presets.data?.presets ?? [];
  const limit = presets.data?.limit ?? null;
  const text = presetFilterText(filter);
  // The preset in use: the one whose filter is exactly the filter on screen.
  const active = list.find((p) => p.filter === text) ?? null;
  const canSave = isPresetWorthy(filter);

  const onSave = async (name: string): Promise<string | null> => {
    try {
      await save.mutateAsync({ name, filter: text });
      toast.success(FILTER_PRESET_TOASTS.saved, { description: name });
      setEditing(null);
      return null;
    } catch (error) {
      return failure(error, FILTER_PRESET_TOASTS.saveFailed);
    }
  };
  const onRename = (preset: FilterPreset) => async (name: string): Promise<string | null> => {
    try {
      await rename.mutateAsync({ id: preset.id, name });
      toast.success(FILTER_PRESET_TOASTS.renamed, { description: name });
      setEditing(null);
      return null;
    } catch (error) {
      return failure(error, FILTER_PRESET_TOASTS.renameFailed);
    }
  };
  const onDelete = async (preset: FilterPreset) => {
    try {
      await remove.mutateAsync(preset.id);
      toast.success(FILTER_PRESET_TOASTS.deleted, { description: preset.name });
    } catch (error) {
      toast.error(FILTER_PRESET_TOASTS.deleteFailed, { description: failure(error, FILTER_PRESET_TOASTS.deleteFailed) });
    }
  };

  return (
    <div role="group" aria-label="Filter presets" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1">
          <Label htmlFor={selectId}>Saved filters</Label>
          <Select
            id={selectId}
            className="w-56"
            value={active?.id ?? ''}
            disabled={list.length === 0}
            onChange={(e) => {
              const chosen = list.find((p) => p.id === e.target.value);
              if (chosen) onApply(readKeywordFilterParams(new URLSearchParams(chosen.filter)));
            }}
          >
            <option value="">{list.length === 0 ? 'No saved filters yet' : active ? 'Choose a preset' : 'Current filter (not saved)'}</option>
            {list.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </Select>
        </div>
        {editing === null ? (
          <>
            <Button type="button" size="sm" variant="outline" disabled={!canSave || active !== null} title={canSave ? undefined : FILTER_PRESET_EMPTY} onClick={() => setEditing({ mode: 'save' })}>
              Save filter as preset
            </Button>
            {active ? (
              <>
                <Button type="button" size="sm" variant="outline" onClick={() => setEditing({ mode: 'rename', preset: active })} aria-label={`Rename preset ${active.name}`}>
                  Rename
                </Button>
                <Button type="button" size="sm" variant="outline" disabled={remove.isPending} onClick={() => void onDelete(active)} aria-label={`Delete preset ${active.name}`}>
                  Delete
                </Button>
              </>
            ) : null}
          </>
        ) : null}
        {limit !== null && list.length > 0 ? (
          <p className="text-xs text-muted-foreground">
            {list.length} of {limit} presets
          </p>
        ) : null}
      </div>
      {editing?.mode === 'save' ? (
        <PresetNameForm editing="save" initialName="" busy={save.isPending} onSubmit={onSave} onCancel={() => setEditing(null)} />
      ) : null}
      {editing?.mode === 'rename' ? (
        <PresetNameForm editing="rename" initialName={editing.preset.name} busy={rename.isPending} onSubmit={onRename(editing.preset)} onCancel={() => setEditing(null)} />
      ) : null}
    </div>
  );
}
