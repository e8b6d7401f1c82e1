// Tier and status filters of the subscriptions table; the choice lives in the URL.
import type { SubscriptionFilter } from '@shared/admin';
import { TIERS, tierLabel } from '@shared/pricing';
import { SUBSCRIPTION_STATUSES, statusLabel } from '@shared/subscription-status';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';

interface SubscriptionFiltersProps {
  filter: SubscriptionFilter;
  onChange: (filter: SubscriptionFilter) => void;
}

export function SubscriptionFilters({ filter, onChange }: SubscriptionFiltersProps) {
  return (
    <div className="flex flex-wrap gap-4">
      <div className="w-48 space-y-2">
        <Label htmlFor="filter-tier">Tier</Label>
        <Select
          id="filter-tier"
          value={filter.tier ?? ''}
          onChange={(e) => onChange({ ...filter, tier: (e.target.value || undefined) as SubscriptionFilter['tier'] })}
        >
          <option value="">All tiers</option>
          {TIERS.map((t) => (
            <option key={t} value={t}>
              {tierLabel(t)}
            </option>
          ))}
        </Select>
      </div>
      <div className="w-48 space-y-2">
        <Label htmlFor="filter-status">Status</Label>
        <Select
          id="filter-status"
          value={filter.status ?? ''}
          onChange={(e) => onChange({ ...filter, status: (e.target.value || undefined) as SubscriptionFilter['status'] })}
        >
          <option value="">All statuses</option>
          {SUBSCRIPTION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
