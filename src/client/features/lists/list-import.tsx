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

export function ListImport({ listId, disabled }: { listId: string; disabled: boolean }) {
  const [body, setBody] = useState<ImportBody>({ text: '', source: 'paste' });
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const previewing = usePreviewImport(listId);
  const starting = useStartImport(listId);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setBody({ text: await file.text(), source: file.name.toLowerCase().endsWith('.csv') ? 'csv' : 'txt' });
    setPreview(null);
  };

  return (
    <section aria-labelledby="import-heading" className="flex flex-col gap-3 rounded-md border p-4">
      <h2 id="import-heading" className="text-lg font-semibold">
        Import keywords
      </h2>
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
          setPreview(null);
        }}
      />
      <Label htmlFor="import-file">Or upload a CSV or TXT file</Label>
      <input id="import-file" type="file" accept=".csv,.txt,text/csv,text/plain" onChange={(e) => void onFile(e)} />
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
  );
}
