// "Add to list" of plain keywords: a SERP's questions and related
// searches have no metrics yet, so they go into the chosen list as an import: the preview says
// what is new, cached (free) and to fetch, and what it costs, before anything is charged; Confirm
// starts the list's import job. A new list is measured in the market the keywords came from.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { ImportBody, ImportPreview } from '@shared/contract/lists';
import { importPreviewMessage, keywordCountText, LIST_TOASTS } from '@shared/messages/lists';
import { marketText } from '../../components/markets';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useDeleteList, useImportInto } from './api/lists';
import { AddToListShell } from './add-to-list-shell';
import { ListChoiceFields, useListChoice, type ChosenList } from './list-choice';
import { RefusedLines } from './refused-lines';

export interface AddKeywordsDialogProps {
  keywords: readonly string[];
  /** The market the keywords were found in: a new list is measured there. */
  market: { locationCode: number; languageCode: string };
  onAdded: () => void;
  /** The button's accessible name when a page shows one per row. */
  triggerLabel?: string | undefined;
}

export function AddKeywordsDialog({ keywords, market, onAdded, triggerLabel }: AddKeywordsDialogProps) {
  return (
    <AddToListShell
      disabled={keywords.length === 0}
      description={`Add ${keywordCountText(keywords.length)} to a saved list. Their metrics are fetched as an import: you see the cost before anything is charged.`}
      onAdded={onAdded}
      triggerLabel={triggerLabel}
    >
      {(done) => <AddKeywordsForm keywords={keywords} market={market} onDone={done} />}
    </AddToListShell>
  );
}

function AddKeywordsForm({ keywords, market, onDone }: Omit<AddKeywordsDialogProps, 'onAdded' | 'triggerLabel'> & { onDone: () => void }) {
  const choice = useListChoice(market);
  const { preview, start } = useImportInto();
  const navigate = useNavigate();
  const [lastPreview, setLastPreview] = useState<{ list: ChosenList; preview: ImportPreview } | null>(null);
  // A preview holds for the list it was made for: choosing another list asks for a new one.
  const previewed = lastPreview?.list.id === choice.target ? lastPreview : null;
  const [error, setError] = useState<string | null>(null);
  const discardUnconfirmed = useDiscardUnconfirmedList();
  const body: ImportBody = { text: keywords.join('\n'), source: 'paste' };
  const busy = choice.isCreating || preview.isPending || start.isPending;
  const otherMarket = previewed !== null && (previewed.list.locationCode !== market.locationCode || previewed.list.languageCode !== market.languageCode);

  const onPreview = async () => {
    setError(null);
    try {
      const creating = choice.isNew;
      const list = await choice.resolve();
      if (!list) return;
      if (creating) discardUnconfirmed.created(list.id);
      setLastPreview({ list, preview: await preview.mutateAsync({ listId: list.id, body }) });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  const onConfirm = async (list: ChosenList) => {
    setError(null);
    try {
      await start.mutateAsync({ listId: list.id, body });
      discardUnconfirmed.confirmed();
      toast.success(LIST_TOASTS.importStarted, { action: { label: 'Open list', onClick: () => void navigate(`/lists/${list.id}`) } });
      onDone();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <ListChoiceFields choice={choice} disabled={busy} />
      {previewed === null ? (
        <Button className="self-start" disabled={busy || !choice.isReady} onClick={() => void onPreview()}>
          {busy ? 'Working…' : choice.isNew ? 'Create list and preview cost' : 'Preview cost'}
        </Button>
      ) : (
        <Alert>
          <p>{importPreviewMessage(previewed.preview)}</p>
          <RefusedLines preview={previewed.preview} />
          {otherMarket ? <p className="mt-1">This list measures its keywords in {marketText(previewed.list.locationCode, previewed.list.languageCode)}.</p> : null}
          <Button className="mt-2" disabled={busy || previewed.preview.newKeywords === 0} onClick={() => void onConfirm(previewed.list)}>
            {start.isPending ? 'Starting…' : 'Confirm import'}
          </Button>
        </Alert>
      )}
      {error !== null ? <Alert tone="error">{error}</Alert> : null}
    </div>
  );
}

/**
 * "Create list and preview cost" creates the list to price the import against it; a user who then
 * closes the dialog without confirming did not want a list, so the empty one is deleted again.
 */
function useDiscardUnconfirmedList() {
  // TanStack Query keeps `mutate` the same function for the life of the component, so the
  // cleanup below runs when the form goes away, not on every render.
  const { mutate: deleteList } = useDeleteList();
  const createdId = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (createdId.current !== null) deleteList(createdId.current);
    },
    [deleteList],
  );
  return {
    created: (id: string) => {
      createdId.current = id;
    },
    confirmed: () => {
      createdId.current = null;
    },
  };
}
