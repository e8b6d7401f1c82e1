// One plan of the pricing grid: name, badges, price, quotas, saved projects, features, button.
import { Check } from 'lucide-react';
import { formatQuota, type BillingPeriod } from '@shared/pricing';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { PricingPlan } from '../api/get-plans';
import { PlanPrice } from './plan-price';

export interface PlanCardProps {
  plan: PricingPlan;
  billing: BillingPeriod;
  isCurrent: boolean;
  busy: boolean;
  onChoose: (plan: PricingPlan) => void;
}

function buttonLabel(plan: PricingPlan, isCurrent: boolean): string {
  if (isCurrent) return 'Current Plan';
  return plan.tier === 'free_trial' ? 'Start Free Trial' : 'Get Started';
}

function quotaLines(plan: PricingPlan): string[] {
  const lines = [
    `${formatQuota(plan.keywordsPerMonth)} keyword researches per month`,
    `${formatQuota(plan.serpAnalysesPerMonth)} SERP analyses per month`,
    `${formatQuota(plan.relatedKeywordsPerMonth)} related keyword searches per month`,
    `${formatQuota(plan.competitorReadsPerMonth)} competitor reads per month (1,000 rows each, up to ${formatQuota(plan.competitorRowsPerRun)} rows per run)`,
  ];
  if (plan.maxSavedProjects !== null) lines.push(`${formatQuota(plan.maxSavedProjects)} saved projects`);
  return lines;
}

export function PlanCard({ plan, billing, isCurrent, busy, onChoose }: PlanCardProps) {
  const isPopular = plan.tier === 'professional';
  const titleId = `plan-${plan.tier}-title`;
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'relative flex flex-col gap-6 rounded-lg border bg-card p-6 shadow-sm',
        isPopular ? 'border-blue-700 ring-2 ring-blue-700' : 'border-border',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-xl font-semibold">
          {plan.name}
        </h2>
        <div className="flex gap-2">
          {plan.tier === 'free_trial' && <Badge tone="info">7-day free trial</Badge>}
          {isPopular && <Badge>Most Popular</Badge>}
        </div>
      </div>
      <PlanPrice plan={plan} billing={billing} />
      <ul className="space-y-2 text-sm" aria-label={`${plan.name} quotas`}>
        {quotaLines(plan).map((line) => (
          <li key={line} className="font-medium">
            {line}
          </li>
        ))}
      </ul>
      <ul className="flex-1 space-y-2 text-sm" aria-label={`${plan.name} features`}>
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-green-700" aria-hidden="true" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <Button
        variant={isPopular ? 'default' : 'outline'}
        className="w-full"
        disabled={isCurrent || busy}
        onClick={() => onChoose(plan)}
      >
        {buttonLabel(plan, isCurrent)}
      </Button>
    </section>
  );
}
