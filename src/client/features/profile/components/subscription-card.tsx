// The subscription and usage card (spec sections 4 and 8): tier, status, trial badge, one bar
// per tool, the limit alert at 100 %, the trial warning at 3 days or fewer, or the no-subscription
// state. Display only: the server counts and enforces. Whether paid calls are refused comes from
// summaryAccessRefusal, the rule the server's quota gate applies, so an inactive, canceled,
// expired or past_due subscription, or an ended trial, is never shown as a plan in use.
import { Link } from 'react-router';
import type { PlanRecord, SubscriptionRecord, UsageRecord } from '@shared/contract/billing';
import { summaryAccessRefusal } from '@shared/contract/billing-request';
import { formatDate } from '@shared/format/date';
import {
  LIMIT_REACHED_MESSAGE,
  NO_SUBSCRIPTION_MESSAGE,
  QUOTA_ERROR_CODES,
  SUBSCRIPTION_INACTIVE_MESSAGE,
  TRIAL_EXPIRED_MESSAGE,
  trialEndsMessage,
  trialPlanLine,
} from '@shared/messages/billing';
import { tierLabel } from '@shared/pricing';
import { normalizeSubscriptionStatus, statusLabel, statusTone } from '@shared/subscription-status';
import { isAnyLimitReached, isTrialWarning, trialDaysLeft, type PaidAccessRefusal } from '@shared/usage';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { PATHS } from '../../../lib/paths';
import { useSubscription } from '../../pricing';
import { UsageMeter } from './usage-meter';

const linkClass = 'font-medium underline underline-offset-4';

function meters(plan: PlanRecord | null, usage: UsageRecord) {
  if (!plan) return [];
  return [
    { label: 'Keywords', used: usage.keywordsUsed, limit: plan.keywordsPerMonth },
    { label: 'SERP Analyses', used: usage.serpAnalysesUsed, limit: plan.serpAnalysesPerMonth },
    { label: 'Related Keywords', used: usage.relatedKeywordsUsed, limit: plan.relatedKeywordsPerMonth },
    { label: 'Competitor Reads', used: usage.competitorReadsUsed, limit: plan.competitorReadsPerMonth },
  ];
}

function StatusBadges({ subscription, daysLeft }: { subscription: SubscriptionRecord; daysLeft: number | null }) {
  const status = normalizeSubscriptionStatus(subscription.status);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge tone="accent">{tierLabel(subscription.tier)}</Badge>
      <Badge tone={statusTone(subscription.status)}>{status ? statusLabel(status) : subscription.status}</Badge>
      {subscription.isTrial && (
        <Badge tone="info">{daysLeft === null ? 'Trial' : `Trial: ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left`}</Badge>
      )}
    </div>
  );
}

function NoActiveSubscription({ refusal }: { refusal: PaidAccessRefusal | null }) {
  return (
    <div className="space-y-3">
      <p className="text-muted-foreground">{NO_SUBSCRIPTION_MESSAGE}</p>
      {refusal !== null && (
        <p className="text-sm text-muted-foreground">
          {refusal === QUOTA_ERROR_CODES.trialExpired ? TRIAL_EXPIRED_MESSAGE : SUBSCRIPTION_INACTIVE_MESSAGE}
        </p>
      )}
      <Link to={PATHS.pricing} className="inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-blue-800">
        View Pricing Plans
      </Link>
    </div>
  );
}

export function SubscriptionCard() {
  const query = useSubscription();
  const refusal = query.data ? summaryAccessRefusal(query.data, new Date()) : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Subscription &amp; Usage</CardTitle>
        <CardDescription>Your plan and how much of it you have used this period.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {query.isPending ? (
          <Spinner />
        ) : query.error ? (
          <Alert tone="error">The subscription could not be loaded. Please try again.</Alert>
        ) : !query.data.subscription ? (
          <NoActiveSubscription refusal={null} />
        ) : refusal !== null ? (
          // The row exists but the tools answer 402: its tier and status say why, no bars.
          <>
            <StatusBadges subscription={query.data.subscription} daysLeft={null} />
            <NoActiveSubscription refusal={refusal} />
          </>
        ) : (
          <SubscriptionDetails subscription={query.data.subscription} plan={query.data.plan} usage={query.data.usage} />
        )}
      </CardContent>
    </Card>
  );
}

function SubscriptionDetails({ subscription, plan, usage }: { subscription: SubscriptionRecord; plan: PlanRecord | null; usage: UsageRecord }) {
  const daysLeft = subscription.isTrial && subscription.trialEndsAt ? trialDaysLeft(subscription.trialEndsAt, new Date()) : null;
  const bars = meters(plan, usage);
  return (
    <>
      <StatusBadges subscription={subscription} daysLeft={daysLeft} />
      <p className="text-sm text-muted-foreground">
        Current period: {formatDate(usage.periodStart)} – {formatDate(usage.periodEnd)}
      </p>
      {subscription.isTrial && <p className="text-sm">{trialPlanLine(tierLabel(subscription.tier), subscription.trialEndsAt)}</p>}
      {daysLeft !== null && isTrialWarning(daysLeft) && (
        <Alert tone="warning">
          {trialEndsMessage(daysLeft)}{' '}
          <Link to={PATHS.pricing} className={linkClass}>
            Upgrade now
          </Link>
        </Alert>
      )}
      {isAnyLimitReached(bars) && (
        <Alert tone="error">
          {LIMIT_REACHED_MESSAGE}{' '}
          <Link to={PATHS.pricing} className={linkClass}>
            View Pricing Plans
          </Link>
        </Alert>
      )}
      <div className="space-y-4">
        {bars.map((bar) => (
          <UsageMeter key={bar.label} {...bar} />
        ))}
      </div>
    </>
  );
}
