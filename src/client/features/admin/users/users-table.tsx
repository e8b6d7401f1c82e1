// The users table (spec: User, Email, Subscription tier or none, Status or inactive, Roles or
// user, Created, units used this period, Manage).
import { shownRoles, shownStatus, shownTier } from '@shared/admin';
import type { AdminUserRow } from '@shared/contract/admin';
import { formatDate } from '@shared/format/date';
import { formatFixed } from '@shared/format/number';
import { shownName } from '@shared/user-display';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { AdminTable, type AdminColumn } from '../components/admin-table';
import { StatusBadge } from '../components/status-badge';

/** Units used in the current period, by tool: "12 keyword · 3 SERP · 0 related · 2 competitor". */
function usageText(usage: AdminUserRow['usage']): string {
  const { keywordsUsed = 0, serpAnalysesUsed = 0, relatedKeywordsUsed = 0, competitorReadsUsed = 0 } = usage ?? {};
  return `${formatFixed(keywordsUsed, 0)} keyword · ${formatFixed(serpAnalysesUsed, 0)} SERP · ${formatFixed(relatedKeywordsUsed, 0)} related · ${formatFixed(competitorReadsUsed, 0)} competitor`;
}

export function UsersTable({ users, onManage }: { users: AdminUserRow[]; onManage: (user: AdminUserRow) => void }) {
  const columns: AdminColumn<AdminUserRow>[] = [
    {
      id: 'user',
      header: 'User',
      cell: (u) => <span className="font-medium">{shownName({ displayName: u.displayName, name: u.name, email: u.email })}</span>,
    },
    { id: 'email', header: 'Email', cell: (u) => u.email },
    { id: 'tier', header: 'Subscription', cell: (u) => shownTier(u.tier) },
    { id: 'status', header: 'Status', cell: (u) => <StatusBadge status={shownStatus(u.status)} /> },
    {
      id: 'roles',
      header: 'Roles',
      cell: (u) => (
        <span className="flex flex-wrap gap-1">
          {shownRoles(u.roles).map((role) => (
            <Badge key={role} tone={role === 'admin' ? 'accent' : role === 'moderator' ? 'info' : 'outline'}>
              {role}
            </Badge>
          ))}
        </span>
      ),
    },
    { id: 'created', header: 'Created', cell: (u) => formatDate(u.createdAt), className: 'whitespace-nowrap' },
    {
      id: 'usage',
      header: 'Used this period',
      cell: (u) => <span className="whitespace-nowrap tabular-nums">{usageText(u.usage)}</span>,
    },
    {
      id: 'manage',
      header: 'Actions',
      cell: (u) => (
        <Button variant="outline" size="sm" aria-label={`Manage ${u.email}`} onClick={() => onManage(u)}>
          Manage
        </Button>
      ),
    },
  ];
  return <AdminTable caption="Users" columns={columns} rows={users} rowKey={(u) => u.id} emptyText="No users yet." />;
}
