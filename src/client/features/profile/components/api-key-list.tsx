// The active keys: name, short id, created, last used, and Revoke behind a confirmation.
import { useState } from 'react';
import { toast } from 'sonner';
import type { ApiKeySummary } from '@shared/contract/api-keys';
import { formatDate, formatDateTime } from '@shared/format/date';
import { API_KEY_SCOPE_LABELS, API_KEY_TOASTS } from '@shared/messages/api-keys';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { SimpleTable } from '../../../components/ui/simple-table';
import { ApiRequestError } from '../../../lib/api';
import { useRevokeApiKey } from '../api/api-keys';

const HEADERS = ['Name', 'Key', 'Reaches', 'Created', 'Last used', 'Actions'] as const;

export function ApiKeyList({ keys, limit }: { keys: ApiKeySummary[]; limit: number }) {
  const [revoking, setRevoking] = useState<ApiKeySummary | null>(null);
  if (keys.length === 0) return <p className="text-sm text-muted-foreground">You have no API keys yet.</p>;
  return (
    <div className="space-y-2">
      <p className="text-sm text-muted-foreground">
        {keys.length} of {limit} keys
      </p>
      <SimpleTable caption="API keys" headers={HEADERS}>
        {keys.map((key) => (
          <tr key={key.id} className="border-b border-border">
            <td className="px-3 py-2 font-medium">{key.name}</td>
            <td className="px-3 py-2 font-mono text-xs">{key.shortId}…</td>
            <td className="whitespace-nowrap px-3 py-2">{API_KEY_SCOPE_LABELS[key.scope]}</td>
            <td className="whitespace-nowrap px-3 py-2">{formatDate(key.createdAt)}</td>
            <td className="whitespace-nowrap px-3 py-2">{key.lastUsedAt ? formatDateTime(key.lastUsedAt) : 'Never'}</td>
            <td className="px-3 py-2">
              <Button variant="outline" size="sm" aria-label={`Revoke ${key.name}`} onClick={() => setRevoking(key)}>
                Revoke
              </Button>
            </td>
          </tr>
        ))}
      </SimpleTable>
      <RevokeDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </div>
  );
}

function RevokeDialog({ apiKey, onClose }: { apiKey: ApiKeySummary | null; onClose: () => void }) {
  const revoke = useRevokeApiKey();
  const confirm = async () => {
    if (!apiKey) return;
    try {
      await revoke.mutateAsync(apiKey.id);
      toast.success(API_KEY_TOASTS.revoked);
      onClose();
    } catch (err) {
      toast.error(API_KEY_TOASTS.revokeFailed, { description: err instanceof ApiRequestError ? err.message : undefined });
    }
  };
  return (
    <Dialog open={apiKey !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {apiKey ? (
        <DialogContent
          title="Revoke API key?"
          description={`Anything using “${apiKey.name}” (${apiKey.shortId}…) stops working at once. This cannot be undone.`}
          className="max-w-md"
        >
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button variant="destructive" disabled={revoke.isPending} onClick={() => void confirm()}>
              {revoke.isPending ? 'Revoking...' : 'Revoke key'}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
