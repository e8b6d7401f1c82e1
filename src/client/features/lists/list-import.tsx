// A list's import: paste keywords or choose a CSV/TXT file, see the preview (new,
// already in the list, cached and free, units and, for admins, dollars), then confirm.
import { useState, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import type { ImportBody, ImportPreview } from '@shared/contract/lists';
import { formatNumber } from '@shared/format/number';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@shared/lists/import-limits';
import { importPreviewMessage, LIST_TOASTS } from '@shared/messages/lists';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { usePreviewImport, useStartImport } from './api/lists';
import { RefusedLines } from './refused-lines';

/** `startOpen`: an empty list opens with the import shown (what else would one do with it); a list with keywords keeps it folded. */
export function ListImport({ listId, disabled, startOpen }: { listId: string; disabled: boolean; startOpen: boolean }) {
  const [open, setOpen] = useState(startOpen);
  const [fileName, setFileName] = useState<string | null>(null);
  const [body, setBody] = useState<ImportBody>({ text: '', source: 'paste' });
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const previewing = usePreviewImport(listId);
  const starting = useStartImport(listId);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setBody({ text: await file.text(), source: file.name.toLowerCase().endsWith('.csv') ? 'csv' : 'txt' });
    setFileName(file.name);
    setPreview(null);
  };

  return (
    <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)} className="rounded-md border">
      <summary className="cursor-pointer rounded-md px-4 py-3 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
        <h2 id="import-heading" className="inline text-lg font-semibold">
          Import keywords
        </h2>
      </summary>
      <section aria-labelledby="import-heading" className="flex flex-col gap-3 px-4 pb-4">
        <p className="text-sm text-muted-foreground">
          One keyword per line, or a CSV with a keyword column: at most {formatNumber(IMPORT_MAX_ROWS)} lines and {IMPORT_MAX_BYTES / 1024} KB.
        </p>
        <Label htmlFor="import-text">Keywords to import</Label>
        <textarea
          id="import-text"
          className="min-h-32 rounded-md border p-2 text-sm"
          value={body.text}
          onChange={(e) => {
            setBody({ text: e.target.value, source: 'paste' });
            setFileName(null);
            setPreview(null);
          }}
        />
        {/* The native input stays (keyboard, screen readers, drag and drop onto it) but is drawn as a button. */}
        <div className="flex flex-wrap items-center gap-3">
          <input id="import-file" type="file" accept=".csv,.txt,text/csv,text/plain" className="peer sr-only" onChange={(e) => void onFile(e)} />
          <label
            htmlFor="import-file"
            className="inline-flex h-10 cursor-pointer items-center rounded-md border border-border bg-white px-4 text-sm font-medium hover:bg-muted peer-focus-visible:ring-2 peer-focus-visible:ring-ring"
          >
            Or upload a CSV or TXT file
          </label>
          <span className="text-sm text-muted-foreground" aria-live="polite">
            {fileName ?? 'No file chosen'}
          </span>
        </div>
        <div className="flex gap-2">
          <Button
            variant="outline"
            disabled={disabled || body.text.trim() === '' || previewing.isPending}
            onClick={() => previewing.mutate(body, { onSuccess: setPreview, onError: (error) => toast.error(error.message) })}
          >
            Preview import
          </Button>
        </div>
        {preview ? (
          <Alert>
            <p>{importPreviewMessage(preview)}</p>
            <RefusedLines preview={preview} />
            <Button
              className="mt-2"
              disabled={disabled || starting.isPending || preview.newKeywords === 0}
              onClick={() =>
                starting.mutate(body, {
                  onSuccess: () => {
                    toast.success(LIST_TOASTS.importStarted);
                    setPreview(null);
                    setBody({ text: '', source: 'paste' });
                  },
                  onError: (error) => toast.error(error.message),
                })
              }
            >
              Confirm import
            </Button>
          </Alert>
        ) : null}
      </section>
    </details>
  );
}
