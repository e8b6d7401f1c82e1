// Subscription tab: tier, status (three choices), optional trial end and period dates.
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ADMIN_EDIT_STATUSES, ADMIN_TOASTS, toEditStatus, updateSubscriptionSchema } from '@shared/admin';
import type { AdminUserDetail } from '@shared/contract/admin';
import { isTier, TIERS, tierLabel, type Tier } from '@shared/pricing';
import { firstIssueMessage } from '@shared/validation';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { useUpdateSubscription } from '../api/update-subscription';
import { toastFailure } from './failure-toast';
import { dateField, subscriptionPayload, withValue, type DateFieldState } from './subscription-form';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).replace(/_/g, ' ');

function DateInput({ id, label, field, onChange }: { id: string; label: string; field: DateFieldState; onChange: (field: DateFieldState) => void }) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="datetime-local" value={field.value} onChange={(e) => onChange(withValue(field, e.target.value))} />
    </div>
  );
}

export function SubscriptionTab({ user }: { user: AdminUserDetail }) {
  const current = user.subscription;
  const [tier, setTier] = useState<Tier>(current && isTier(current.tier) ? current.tier : 'free_trial');
  const [status, setStatus] = useState(toEditStatus(current?.status));
  const [trialEnd, setTrialEnd] = useState(() => dateField(current?.trialEndsAt));
  // Period dates show now when the user has no subscription yet; left as they
  // are, they go out blank and the server takes its own, exact now.
  const [periodStart, setPeriodStart] = useState(() => dateField(current?.currentPeriodStart, new Date()));
  const [periodEnd, setPeriodEnd] = useState(() => dateField(current?.currentPeriodEnd, new Date()));
  const update = useUpdateSubscription(user.id);
  // A stored status outside the form's three (expired, past_due) stays selectable as it is.
  const statuses: string[] = (ADMIN_EDIT_STATUSES as readonly string[]).includes(status) ? [...ADMIN_EDIT_STATUSES] : [...ADMIN_EDIT_STATUSES, status];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = subscriptionPayload({ tier, status, trialEnd, periodStart, periodEnd });
    const checked = updateSubscriptionSchema.safeParse(input);
    if (!checked.success) {
      toast.error(ADMIN_TOASTS.subscriptionFailed, { description: firstIssueMessage(checked.error) });
      return;
    }
    update.mutate(input, {
      onSuccess: (saved) =>
        toast.success(ADMIN_TOASTS.subscriptionUpdated, { description: `${user.email}: ${tierLabel(saved.tier)}, ${saved.status}.` }),
      onError: (error) => toastFailure(ADMIN_TOASTS.subscriptionFailed, error),
    });
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      <div className="space-y-2">
        <Label htmlFor="subscription-tier">Tier</Label>
        <Select id="subscription-tier" value={tier} onChange={(e) => setTier(e.target.value as Tier)}>
          {TIERS.map((t) => (
            <option key={t} value={t}>
              {tierLabel(t)}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-2">
        <Label htmlFor="subscription-status">Status</Label>
        <Select id="subscription-status" value={status} onChange={(e) => setStatus(e.target.value)}>
          {statuses.map((s) => (
            <option key={s} value={s}>
              {capitalise(s)}
            </option>
          ))}
        </Select>
      </div>
      <DateInput id="subscription-trial-end" label="Trial Ends (optional)" field={trialEnd} onChange={setTrialEnd} />
      <div className="hidden sm:block" aria-hidden="true" />
      <DateInput id="subscription-period-start" label="Period Start" field={periodStart} onChange={setPeriodStart} />
      <DateInput id="subscription-period-end" label="Period End" field={periodEnd} onChange={setPeriodEnd} />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Update Subscription'}
        </Button>
      </div>
    </form>
  );
}
