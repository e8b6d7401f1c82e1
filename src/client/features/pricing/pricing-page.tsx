// /pricing: billing toggle, the plan grid, the footer, and the welcome
// banner for ?new=true. The current tier comes from the server; nothing here changes it.
import { TRIAL_PLAN_RULE } from '@shared/messages/billing';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_BILLING_PERIOD, type BillingPeriod } from '@shared/pricing';
import { Alert } from '../../components/ui/alert';
import { useAuth } from '../auth';
import { usePlans } from './api/get-plans';
import { useSubscription } from './api/get-subscription';
import { BillingToggle } from './components/billing-toggle';
import { PlanCard } from './components/plan-card';
import { PlanGridPlaceholder } from './components/plan-grid-placeholder';
import { PricingFooter } from './components/pricing-footer';
import { WelcomeBanner } from './components/welcome-banner';
import { usePlanChoice } from './use-plan-choice';
import { usePageTitle } from '../../components/layout/use-page-title';
import { warmUpIntl } from '../../lib/intl-warm-up';

// The plan prices are the page's first formatted figures: the locale data they need loads in a
// worker while the page hydrates and the plans are fetched, not in the task that shows them.
warmUpIntl();

export function PricingPage() {
  usePageTitle('Pricing');
  const [params] = useSearchParams();
  const [billing, setBilling] = useState<BillingPeriod>(DEFAULT_BILLING_PERIOD);
  const { user } = useAuth();
  const plans = usePlans();
  const subscription = useSubscription(Boolean(user));
  const { choose, busy } = usePlanChoice(billing);
  const currentTier = user ? (subscription.data?.subscription?.tier ?? null) : null;

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10">
      {params.get('new') === 'true' && <WelcomeBanner />}
      <header className="space-y-3 text-center">
        <h1 className="text-3xl font-bold tracking-tight">Choose Your Plan</h1>
        <p className="text-muted-foreground">Start with a 7-day free trial, no credit card required. Upgrade when you need more.</p>
        <p className="mx-auto max-w-2xl text-sm text-muted-foreground">{TRIAL_PLAN_RULE}</p>
      </header>
      <BillingToggle value={billing} onChange={setBilling} />
      {plans.isPending ? (
        <PlanGridPlaceholder />
      ) : plans.error ? (
        <Alert tone="error">The plans could not be loaded. Please try again.</Alert>
      ) : (
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {plans.data.map((plan) => (
            <PlanCard key={plan.id} plan={plan} billing={billing} isCurrent={plan.tier === currentTier} busy={busy} onChoose={choose} />
          ))}
        </div>
      )}
      <PricingFooter />
    </div>
  );
}
