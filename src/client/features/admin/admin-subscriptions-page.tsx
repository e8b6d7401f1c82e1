// Admin subscriptions screen: every subscription, filtered by tier and status.
import { useSearchParams } from 'react-router';
import { subscriptionFilterSchema, type SubscriptionFilter } from '@shared/admin';
import { useAdminSubscriptions } from './api/get-admin-subscriptions';
import { AdminPageHeader } from './components/admin-page-header';
import { QueryState } from './components/query-state';
import { SubscriptionFilters } from './subscriptions/subscription-filters';
import { SubscriptionsTable } from './subscriptions/subscriptions-table';

/** The filter in the address bar; an unreadable one (hand-edited URL) means no filter. */
function readFilter(params: URLSearchParams): SubscriptionFilter {
  const parsed = subscriptionFilterSchema.safeParse({ tier: params.get('tier') ?? undefined, status: params.get('status') ?? undefined });
  return parsed.success ? parsed.data : {};
}

export function AdminSubscriptionsPage() {
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const subscriptions = useAdminSubscriptions(filter);
  const onChange = (next: SubscriptionFilter) => {
    const query = new URLSearchParams();
    if (next.tier) query.set('tier', next.tier);
    if (next.status) query.set('status', next.status);
    setParams(query, { replace: true });
  };
  return (
    <section className="space-y-4">
      <AdminPageHeader title="Subscriptions" description="Every user's subscription, filtered by tier and status." />
      <SubscriptionFilters filter={filter} onChange={onChange} />
      <QueryState isPending={subscriptions.isPending} error={subscriptions.error} what="subscriptions">
        <SubscriptionsTable rows={subscriptions.data ?? []} />
      </QueryState>
    </section>
  );
}
