// The one time a new key is shown: a read-only field to copy it from, a Copy button, and Done,
// which forgets it for good (only its hash is on the server).
import { useRef } from 'react';
import { toast } from 'sonner';
import type { CreatedApiKey } from '@shared/contract/api-keys';
import { API_KEY_SHOWN_ONCE, API_KEY_TOASTS } from '@shared/messages/api-keys';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

export function NewApiKeyNotice({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const field = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      toast.success(API_KEY_TOASTS.copied);
    } catch {
      // No clipboard access (an insecure origin, a refused permission): select it for the keyboard.
      field.current?.select();
    }
  };
  return (
    <Alert tone="success" className="space-y-3">
      <p className="font-medium">
        Key “{created.key.name}” created. {API_KEY_SHOWN_ONCE}
      </p>
      <div className="space-y-1">
        <Label htmlFor="new-api-key">Your new API key</Label>
        <div className="flex flex-wrap gap-2">
          <Input
            ref={field}
            id="new-api-key"
            readOnly
            value={created.secret}
            className="max-w-xl font-mono text-xs"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button variant="outline" onClick={() => void copy()}>
            Copy
          </Button>
          <Button variant="secondary" onClick={onDone}>
            Done
          </Button>
        </div>
      </div>
    </Alert>
  );
}
