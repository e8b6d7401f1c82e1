// Admin dashboard: the three counters, sign-ups by day, the provider's bill and the latest admin changes.
import { AlarmClock, CircleAlert, FileSearch, Hourglass, ListOrdered, Send, Users } from 'lucide-react';
import { ADMIN_AUDIT_ROWS, PROVIDER_SPEND_DAYS, SIGN_UP_DAYS } from '@shared/admin';
import { formatFixed } from '@shared/format/number';
import { BarChart } from '../../components/charts/bar-chart';
import { AdminActivityTable } from './activity/admin-activity-table';
import { useAdminActivity } from './api/get-admin-activity';
import { useAdminStats } from './api/get-admin-stats';
import { useProviderSpend } from './api/get-provider-spend';
import { useRankQueue } from './api/get-rank-queue';
import { ProviderSpendSection } from './spend/provider-spend-section';
import { AdminPageHeader } from './components/admin-page-header';
import { QueryState } from './components/query-state';
import { StatCard } from './components/stat-card';

export function AdminDashboardPage() {
  const stats = useAdminStats();
  const activity = useAdminActivity();
  const spend = useProviderSpend();
  const rankQueue = useRankQueue();
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
          {stats.data && (
            <div className="mt-4 rounded-lg border border-border bg-white p-4">
              <BarChart
                title={`Sign-ups in the last ${SIGN_UP_DAYS} days (UTC)`}
                bars={stats.data.signUpsByDay.map((point) => ({ label: point.day.slice(5), value: point.signUps }))}
                headers={['Day', 'Sign-ups']}
              />
            </div>
          )}
        </QueryState>
      </div>
      <section aria-labelledby="provider-spend-heading" className="space-y-3">
        <div>
          <h2 id="provider-spend-heading" className="text-lg font-semibold">
            Keyword data provider spend
          </h2>
          <p className="text-sm text-muted-foreground">
            What the provider billed in the last {PROVIDER_SPEND_DAYS} days, failed calls included, by endpoint and by day.
          </p>
        </div>
        <QueryState isPending={spend.isPending} error={spend.error} what="the provider spend">
          {spend.data && <ProviderSpendSection spend={spend.data} />}
        </QueryState>
      </section>
      <section aria-labelledby="rank-queue-heading" className="space-y-3">
        <div>
          <h2 id="rank-queue-heading" className="text-lg font-semibold">
            Rank-check queue
          </h2>
          <p className="text-sm text-muted-foreground">Scheduled rank checks now: waiting to be posted, at the provider, keywords due, late past the deadline, and failed in the last 24 hours.</p>
        </div>
        <QueryState isPending={rankQueue.isPending} error={rankQueue.error} what="the rank-check queue">
          {rankQueue.data && (
            <div className="grid gap-4 sm:grid-cols-5">
              <StatCard label="Queued" value={formatFixed(rankQueue.data.queued, 0)} icon={ListOrdered} />
              <StatCard label="Posted" value={formatFixed(rankQueue.data.posted, 0)} icon={Send} />
              <StatCard label="Due" hint="keywords" value={formatFixed(rankQueue.data.due, 0)} icon={AlarmClock} />
              <StatCard label="Late" value={formatFixed(rankQueue.data.late, 0)} icon={Hourglass} />
              <StatCard label="Failed" hint="last 24 h" value={formatFixed(rankQueue.data.failed, 0)} icon={CircleAlert} />
            </div>
          )}
        </QueryState>
      </section>
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
