// Recent admin activity across all users: the only place a deletion's record is shown, since
// the Manage dialog (a user's own trail) is gone with the user.
import { ADMIN_AUDIT_ROWS, auditActionLabel } from '@shared/admin';
import type { AuditEntry } from '@shared/contract/admin';
import { formatDateTime } from '@shared/format/date';
import { AdminTable, type AdminColumn } from '../components/admin-table';
import { AuditChanges } from './audit-changes';

const columns: AdminColumn<AuditEntry>[] = [
  { id: 'when', header: 'When', cell: (e) => formatDateTime(e.createdAt), className: 'whitespace-nowrap' },
  { id: 'admin', header: 'Admin', cell: (e) => e.actorEmail ?? 'unknown admin' },
  { id: 'action', header: 'Action', cell: (e) => <span className="font-medium">{auditActionLabel(e.action)}</span> },
  { id: 'target', header: 'User', cell: (e) => e.targetEmail ?? 'unknown user' },
  { id: 'change', header: 'Before → After', cell: (e) => <AuditChanges entry={e} /> },
];

export function AdminActivityTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <AdminTable
      caption={`Recent admin activity, latest ${ADMIN_AUDIT_ROWS}`}
      columns={columns}
      rows={entries}
      rowKey={(e) => e.id}
      emptyText="No admin changes recorded yet."
    />
  );
}
