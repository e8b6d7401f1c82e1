// Create a share link: the display name the shared page shows (the only thing it says about the
// owner) and an optional expiry. The server checks both; its message is shown as is.
import { useState, type FormEvent } from 'react';
import { SHARE_DISPLAY_NAME_NOTE } from '@shared/messages/share-links';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { Select } from '../ui/select';

const EXPIRY_OPTIONS = [
  { value: '', label: 'Never (until revoked)' },
  { value: '1', label: '1 day' },
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
] as const;

export function ShareLinkForm({ onCreate, isPending, error }: { onCreate: (input: { displayName: string; expiresInDays: number | null }) => void; isPending: boolean; error: string | null }) {
  const [displayName, setDisplayName] = useState('');
  const [expiry, setExpiry] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onCreate({ displayName, expiresInDays: expiry === '' ? null : Number(expiry) });
  };
  return (
    <form className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end" onSubmit={onSubmit}>
      <div className="space-y-1">
        <Label htmlFor="share-display-name">Display name</Label>
        <Input
          id="share-display-name"
          value={displayName}
          maxLength={50}
          required
          aria-describedby="share-display-name-note share-error"
          onChange={(event) => setDisplayName(event.target.value)}
        />
        <p id="share-display-name-note" className="text-xs text-muted-foreground">
          {SHARE_DISPLAY_NAME_NOTE}
        </p>
      </div>
      <div className="space-y-1">
        <Label htmlFor="share-expiry">Expires</Label>
        <Select id="share-expiry" value={expiry} onChange={(event) => setExpiry(event.target.value)}>
          {EXPIRY_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit" disabled={isPending}>
        {isPending ? 'Creating...' : 'Create link'}
      </Button>
      <p id="share-error" role="alert" className="text-sm text-red-700 sm:col-span-3">
        {error ?? ''}
      </p>
    </form>
  );
}
