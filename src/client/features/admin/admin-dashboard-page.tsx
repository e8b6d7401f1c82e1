// Admin dashboard: the three counters of the spec.
import { FileSearch, ListOrdered, Users } from 'lucide-react';
import { formatFixed } from '@shared/format/number';
import { useAdminStats } from './api/get-admin-stats';
import { AdminPageHeader } from './components/admin-page-header';
import { QueryState } from './components/query-state';
import { StatCard } from './components/stat-card';

export function AdminDashboardPage() {
  const stats = useAdminStats();
  return (
    <section>
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
    </section>
  );
}
