// Subscription tab: tier, status (the spec's three choices), optional trial end and period dates.
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ADMIN_EDIT_STATUSES, ADMIN_TOASTS, toEditStatus, updateSubscriptionSchema, type AdminUserDetail } from '@shared/admin';
import { fromDateTimeLocalValue, toDateTimeLocalValue } from '@shared/format/date';
import { isTier, TIERS, tierLabel, type Tier } from '@shared/pricing';
import { firstIssueMessage } from '@shared/validation';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { useUpdateSubscription } from '../api/update-subscription';
import { toastFailure } from './failure-toast';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).replace(/_/g, ' ');

export function SubscriptionTab({ user }: { user: AdminUserDetail }) {
  const current = user.subscription;
  const now = new Date();
  const [tier, setTier] = useState<Tier>(current && isTier(current.tier) ? current.tier : 'free_trial');
  const [status, setStatus] = useState(toEditStatus(current?.status));
  const [trialEnd, setTrialEnd] = useState(toDateTimeLocalValue(current?.trialEndsAt));
  // Period dates default to now when the user has no subscription yet (spec section 5).
  const [periodStart, setPeriodStart] = useState(toDateTimeLocalValue(current?.currentPeriodStart ?? now));
  const [periodEnd, setPeriodEnd] = useState(toDateTimeLocalValue(current?.currentPeriodEnd ?? now));
  const update = useUpdateSubscription(user.id);
  // A stored status outside the form's three (expired, past_due) stays selectable as it is.
  const statuses: string[] = (ADMIN_EDIT_STATUSES as readonly string[]).includes(status) ? [...ADMIN_EDIT_STATUSES] : [...ADMIN_EDIT_STATUSES, status];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      tier,
      status,
      trialEndsAt: fromDateTimeLocalValue(trialEnd) ?? '',
      currentPeriodStart: fromDateTimeLocalValue(periodStart) ?? '',
      currentPeriodEnd: fromDateTimeLocalValue(periodEnd) ?? '',
    };
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
      <div className="space-y-2">
        <Label htmlFor="subscription-trial-end">Trial Ends (optional)</Label>
        <Input id="subscription-trial-end" type="datetime-local" value={trialEnd} onChange={(e) => setTrialEnd(e.target.value)} />
      </div>
      <div className="hidden sm:block" aria-hidden="true" />
      <div className="space-y-2">
        <Label htmlFor="subscription-period-start">Period Start</Label>
        <Input id="subscription-period-start" type="datetime-local" value={periodStart} onChange={(e) => setPeriodStart(e.target.value)} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="subscription-period-end">Period End</Label>
        <Input id="subscription-period-end" type="datetime-local" value={periodEnd} onChange={(e) => setPeriodEnd(e.target.value)} />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Update Subscription'}
        </Button>
      </div>
    </form>
  );
}
