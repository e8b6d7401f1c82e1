// Key name, what the key may reach (decision 062) and Create API Key: the shared name rule in the
// browser first, the server's answer after.
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { API_KEY_SCOPES, apiKeyNameSchema, type ApiKeyScope } from '@shared/contract/api-keys';
import { API_KEY_NAME_MAX } from '@shared/constants/limits';
import { API_KEY_SCOPE_HINTS, API_KEY_SCOPE_LABELS, API_KEY_TOASTS } from '@shared/messages/api-keys';
import { firstIssueMessage } from '@shared/validation';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { ApiRequestError } from '../../../lib/api';
import type { useCreateApiKey } from '../api/api-keys';

export function CreateApiKeyForm({ create, disabled }: { create: ReturnType<typeof useCreateApiKey>; disabled: boolean }) {
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('tools');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = apiKeyNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(firstIssueMessage(parsed.error));
      return;
    }
    setError(null);
    try {
      await create.mutateAsync({ name: parsed.data, scope });
      setName('');
      toast.success(API_KEY_TOASTS.created);
    } catch (err) {
      const message = err instanceof ApiRequestError ? err.message : API_KEY_TOASTS.createFailed;
      setError(message);
      toast.error(API_KEY_TOASTS.createFailed, { description: message });
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2">
      <Label htmlFor="api-key-name">Key name</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id="api-key-name"
          className="max-w-sm"
          value={name}
          maxLength={API_KEY_NAME_MAX + 10}
          placeholder="e.g. Reporting script"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'api-key-name-error' : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" disabled={disabled || create.isPending}>
          {create.isPending ? 'Creating...' : 'Create API Key'}
        </Button>
      </div>
      <fieldset className="space-y-1 pt-1">
        <legend className="text-sm font-medium">What the key may reach</legend>
        {API_KEY_SCOPES.map((option) => (
          <div key={option} className="flex items-start gap-2">
            <input
              type="radio"
              id={`api-key-scope-${option}`}
              name="api-key-scope"
              className="mt-0.5 h-4 w-4 shrink-0 accent-primary"
              checked={scope === option}
              aria-describedby={`api-key-scope-${option}-hint`}
              onChange={() => setScope(option)}
            />
            <div>
              <Label htmlFor={`api-key-scope-${option}`} className="font-normal">
                {API_KEY_SCOPE_LABELS[option]}
              </Label>
              <p id={`api-key-scope-${option}-hint`} className="text-xs text-muted-foreground">
                {API_KEY_SCOPE_HINTS[option]}
              </p>
            </div>
          </div>
        ))}
      </fieldset>
      {error && (
        <p id="api-key-name-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
