// Admin users screen: the users table and the Manage User dialog.
import { useState } from 'react';
import { useAdminUsers } from './api/get-admin-users';
import { AdminPageHeader } from './components/admin-page-header';
import { QueryState } from './components/query-state';
import { ManageUserDialog } from './users/manage-user-dialog';
import { UsersTable } from './users/users-table';

export function AdminUsersPage() {
  const users = useAdminUsers();
  const [managedId, setManagedId] = useState<string | null>(null);
  return (
    <section>
      <AdminPageHeader title="Users" description="Every account: subscription, status and roles. Manage one to change it." />
      <QueryState isPending={users.isPending} error={users.error} what="users">
        <UsersTable users={users.data ?? []} onManage={(u) => setManagedId(u.id)} />
      </QueryState>
      <ManageUserDialog userId={managedId} onClose={() => setManagedId(null)} />
    </section>
  );
}
