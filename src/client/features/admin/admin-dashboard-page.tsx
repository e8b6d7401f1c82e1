// Admin dashboard: the three counters of the spec, and the latest admin changes.
import { FileSearch, ListOrdered, Users } from 'lucide-react';
import { ADMIN_AUDIT_ROWS } from '@shared/admin';
import { formatFixed } from '@shared/format/number';
import { AdminActivityTable } from './activity/admin-activity-table';
import { useAdminActivity } from './api/get-admin-activity';
import { useAdminStats } from './api/get-admin-stats';
import { AdminPageHeader } from './components/admin-page-header';
import { QueryState } from './components/query-state';
import { StatCard } from './components/stat-card';

export function AdminDashboardPage() {
  const stats = useAdminStats();
  const activity = useAdminActivity();
  return (
    <section className="space-y-8">
      <div>
        <AdminPageHeader title="Admin Dashboard" description="An overview of accounts and research across KeywordLens." />
        <QueryState isPending={stats.isPending} error={stats.error} what="the counters">
          {stats.data && (
            <div className="grid gap-4 sm:grid-cols-3">
              <StatCard label="Total Users" value={formatFixed(stats.data.totalUsers, 0)} icon={Users} />
              <StatCard label="Keyword Research" hint="sessions" value={formatFixed(stats.data.researchSessions, 0)} icon={FileSearch} />
              <StatCard label="Keyword Results" hint="keywords stored" value={formatFixed(stats.data.keywordResults, 0)} icon={ListOrdered} />
            </div>
          )}
        </QueryState>
      </div>
      <section aria-labelledby="admin-activity-heading" className="space-y-3">
        <div>
          <h2 id="admin-activity-heading" className="text-lg font-semibold">
            Recent admin activity
          </h2>
          <p className="text-sm text-muted-foreground">
            The latest {ADMIN_AUDIT_ROWS} changes by any admin: subscriptions, roles and deleted users.
          </p>
        </div>
        <QueryState isPending={activity.isPending} error={activity.error} what="recent admin activity">
          <AdminActivityTable entries={activity.data ?? []} />
        </QueryState>
      </section>
    </section>
  );
}
