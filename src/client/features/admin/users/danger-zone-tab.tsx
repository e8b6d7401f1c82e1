// Danger Zone: deleting a user needs their exact e-mail typed first.
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { toast } from 'sonner';
import { ADMIN_ERROR_CODES, ADMIN_ERRORS, ADMIN_TOASTS, EMAIL_MISMATCH_DESCRIPTION, emailMatches } from '@shared/admin';
import type { AdminUserDetail } from '@shared/contract/admin';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { ApiRequestError } from '../../../lib/api';
import { useAuth } from '../../auth';
import { useDeleteUser } from '../api/delete-user';
import { toastFailure } from './failure-toast';

export function DangerZoneTab({ user, onDeleted }: { user: AdminUserDetail; onDeleted: () => void }) {
  const [typed, setTyped] = useState('');
  const isSelf = useAuth().user?.id === user.id;
  const remove = useDeleteUser(user.id);
  const matches = emailMatches(typed, user.email);
  const mismatch = () => toast.error(ADMIN_TOASTS.emailMismatch, { description: EMAIL_MISMATCH_DESCRIPTION });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches) {
      mismatch();
      return;
    }
    remove.mutate(typed, {
      onSuccess: () => {
        toast.success(ADMIN_TOASTS.userDeleted, { description: `${user.email} and all their data were removed.` });
        onDeleted();
      },
      onError: (error) =>
        error instanceof ApiRequestError && error.code === ADMIN_ERROR_CODES.emailMismatch
          ? mismatch()
          : toastFailure(ADMIN_TOASTS.userDeleteFailed, error),
    });
  };

  // The delete button stays disabled until the e-mail matches, and a form whose submit button is
  // disabled ignores Enter; so Enter with a wrong e-mail says why here instead of doing nothing.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || matches) return;
    event.preventDefault();
    mismatch();
  };

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <p className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
        Deleting a user permanently removes their account, research, SERP analyses, related keywords, usage,
        subscription, roles and avatar. This cannot be undone.
      </p>
      {isSelf && <Alert tone="info">{ADMIN_ERRORS.deleteSelf}</Alert>}
      <div className="space-y-2">
        <Label htmlFor="confirm-delete-email">
          Type <span className="font-semibold">{user.email}</span> to confirm
        </Label>
        <Input
          id="confirm-delete-email"
          type="email"
          autoComplete="off"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={onKeyDown}
        />
      </div>
      <Button type="submit" variant="destructive" disabled={!matches || isSelf || remove.isPending}>
        {remove.isPending ? 'Deleting...' : 'Delete User'}
      </Button>
    </form>
  );
}
