// All subscriptions (User, Tier, Status, Trial Ends, Period Ends, Created).
import type { AdminSubscriptionRow } from '@shared/contract/admin';
import { formatDate } from '@shared/format/date';
import { tierLabel } from '@shared/pricing';
import { shownName } from '@shared/user-display';
import { AdminTable, type AdminColumn } from '../components/admin-table';
import { StatusBadge } from '../components/status-badge';

const columns: AdminColumn<AdminSubscriptionRow>[] = [
  {
    id: 'user',
    header: 'User',
    cell: (s) => (
      <span>
        <span className="block font-medium">{shownName({ displayName: s.displayName, email: s.email })}</span>
        <span className="block text-xs text-muted-foreground">{s.email}</span>
      </span>
    ),
  },
  { id: 'tier', header: 'Tier', cell: (s) => tierLabel(s.tier) },
  { id: 'status', header: 'Status', cell: (s) => <StatusBadge status={s.status} /> },
  { id: 'trial', header: 'Trial Ends', cell: (s) => formatDate(s.trialEndsAt), className: 'whitespace-nowrap' },
  { id: 'period', header: 'Period Ends', cell: (s) => formatDate(s.currentPeriodEnd), className: 'whitespace-nowrap' },
  { id: 'created', header: 'Created', cell: (s) => formatDate(s.createdAt), className: 'whitespace-nowrap' },
];

export function SubscriptionsTable({ rows }: { rows: AdminSubscriptionRow[] }) {
  return <AdminTable caption="Subscriptions" columns={columns} rows={rows} rowKey={(s) => s.userId} emptyText="No subscriptions match these filters." />;
}
