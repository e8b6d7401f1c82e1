// Roles tab: the user's roles with a Remove button each, and adding one (never twice).
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ADMIN_ERROR_CODES, ADMIN_TOASTS, addableRoles } from '@shared/admin';
import type { AdminUserDetail } from '@shared/contract/admin';
import { ROLES, type Role } from '@shared/permissions';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { ApiRequestError } from '../../../lib/api';
import { useAddRole } from '../api/add-role';
import { useRemoveRole } from '../api/remove-role';
import { toastFailure } from './failure-toast';

export function RolesTab({ user }: { user: AdminUserDetail }) {
  const [role, setRole] = useState<Role>(addableRoles(user.roles)[0] ?? 'user');
  const add = useAddRole(user.id);
  const remove = useRemoveRole(user.id);
  const duplicateToast = (r: Role) => toast.error(ADMIN_TOASTS.roleDuplicate, { description: `${user.email} already has the ${r} role.` });

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    if (user.roles.includes(role)) {
      duplicateToast(role);
      return;
    }
    add.mutate(role, {
      onSuccess: () => toast.success(ADMIN_TOASTS.roleAdded, { description: `${user.email} is now ${role}.` }),
      onError: (error) =>
        error instanceof ApiRequestError && error.code === ADMIN_ERROR_CODES.roleDuplicate
          ? duplicateToast(role)
          : toastFailure(ADMIN_TOASTS.roleAddFailed, error),
    });
  };

  const onRemove = (r: Role) =>
    remove.mutate(r, {
      onSuccess: () => toast.success(ADMIN_TOASTS.roleRemoved, { description: `${user.email} is no longer ${r}.` }),
      onError: (error) => toastFailure(ADMIN_TOASTS.roleRemoveFailed, error),
    });

  return (
    <div className="space-y-6">
      <section aria-labelledby="current-roles-heading" className="space-y-2">
        <h3 id="current-roles-heading" className="text-sm font-semibold">
          Current roles
        </h3>
        {user.roles.length === 0 ? (
          <p className="text-sm text-muted-foreground">No roles assigned: shown as user.</p>
        ) : (
          <ul className="space-y-2">
            {user.roles.map((r) => (
              <li key={r} className="flex items-center justify-between rounded-md border border-border px-3 py-2">
                <Badge tone={r === 'admin' ? 'accent' : r === 'moderator' ? 'info' : 'outline'}>{r}</Badge>
                <Button variant="outline" size="sm" aria-label={`Remove role ${r}`} disabled={remove.isPending} onClick={() => onRemove(r)}>
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <form onSubmit={onAdd} className="flex flex-wrap items-end gap-3">
        <div className="min-w-40 flex-1 space-y-2">
          <Label htmlFor="add-role">Role</Label>
          <Select id="add-role" value={role} onChange={(e) => setRole(e.target.value as Role)}>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </Select>
        </div>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add Role'}
        </Button>
      </form>
      <p className="text-xs text-muted-foreground">Moderators have no extra powers yet: there is no moderation feature.</p>
    </div>
  );
}
