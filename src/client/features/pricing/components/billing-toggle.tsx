// Monthly / Yearly switch of the plan prices, with the "Save up to 20%" badge.
import type { BillingPeriod } from '@shared/pricing';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

const OPTIONS: Array<{ value: BillingPeriod; label: string }> = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly' },
];

export function BillingToggle({ value, onChange }: { value: BillingPeriod; onChange: (value: BillingPeriod) => void }) {
  return (
    <div className="flex flex-wrap items-center justify-center gap-3">
      <div role="group" aria-label="Billing period" className="inline-flex rounded-full border border-border bg-muted p-1">
        {OPTIONS.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={value === option.value}
            onClick={() => onChange(option.value)}
            className={cn(
              'rounded-full px-5 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              value === option.value ? 'bg-white text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {option.label}
          </button>
        ))}
      </div>
      <Badge tone="success">Save up to 20%</Badge>
    </div>
  );
}
