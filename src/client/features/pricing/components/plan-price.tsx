// The price block of a plan card: per month (yearly / 12, rounded; "Free" at 0) and, when billed
// yearly, the yearly price and its savings against twelve monthly payments.
import { formatPlanPrice, pricePerMonth, yearlySavings, type BillingPeriod, type PlanPrices } from '@shared/pricing';

export function PlanPrice({ plan, billing }: { plan: PlanPrices; billing: BillingPeriod }) {
  const monthly = pricePerMonth(plan, billing);
  const savings = yearlySavings(plan);
  return (
    <div className="space-y-1">
      <p>
        <span className="text-4xl font-bold tracking-tight">{formatPlanPrice(monthly)}</span>
        {monthly > 0 && <span className="text-muted-foreground">/month</span>}
      </p>
      {billing === 'yearly' && plan.priceYearly > 0 && (
        <p className="text-sm text-muted-foreground">Billed {formatPlanPrice(plan.priceYearly)} yearly</p>
      )}
      {billing === 'yearly' && savings.amount > 0 && (
        <p className="text-sm font-medium text-green-800">
          Save {formatPlanPrice(savings.amount)} ({savings.percent}%) a year
        </p>
      )}
    </div>
  );
}
