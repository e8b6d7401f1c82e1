// Display Name (with the shared rules and messages), the read-only Email, Save Changes and Cancel.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { ProfileRecord } from '@shared/contract/profile';
import { EMAIL_CANNOT_BE_CHANGED, PROFILE_TOASTS } from '@shared/messages/profile';
import { displayNameSchema, firstIssueMessage } from '@shared/validation';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { ApiRequestError } from '../../../lib/api';
import { PATHS } from '../../../lib/paths';
import { useUpdateProfile } from '../api/update-profile';

export function ProfileForm({ profile }: { profile: ProfileRecord }) {
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const [displayName, setDisplayName] = useState(profile.displayName ?? '');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = displayNameSchema.safeParse(displayName);
    if (!parsed.success) {
      setError(firstIssueMessage(parsed.error));
      return;
    }
    setError(null);
    try {
      const saved = await update.mutateAsync({ displayName: parsed.data });
      setDisplayName(saved.displayName ?? '');
      toast.success(PROFILE_TOASTS.profileUpdatedTitle, { description: PROFILE_TOASTS.profileUpdated });
    } catch (err) {
      const description = err instanceof ApiRequestError ? err.message : PROFILE_TOASTS.updateFailed;
      toast.error(PROFILE_TOASTS.updateFailedTitle, { description });
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="space-y-2">
        <Label htmlFor="display-name">Display Name</Label>
        <Input
          id="display-name"
          value={displayName}
          autoComplete="nickname"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'display-name-hint display-name-error' : 'display-name-hint'}
          onChange={(event) => setDisplayName(event.target.value)}
        />
        <p id="display-name-hint" className="text-xs text-muted-foreground">
          2 to 50 characters: letters, numbers and spaces.
        </p>
        {error && (
          <p id="display-name-error" role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      <div className="space-y-2">
        <Label htmlFor="profile-email">Email</Label>
        <Input id="profile-email" type="email" value={profile.email} readOnly aria-describedby="profile-email-note" />
        <p id="profile-email-note" className="text-xs text-muted-foreground">
          {EMAIL_CANNOT_BE_CHANGED}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
        <Button variant="outline" onClick={() => navigate(PATHS.research)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
