// The estimated-cost box of the tool screens. The screen computes the text with
// src/shared/costs.ts (e.g. formatResearchCostEstimate(limit)); this box always adds that the
// actual cost may vary. Props: estimate ("$0.01"), optional detail line, className.
import { DollarSign } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface CostEstimateProps {
  estimate: string;
  detail?: ReactNode;
  className?: string;
}

export function CostEstimate({ estimate, detail, className }: CostEstimateProps) {
  return (
    <div className={cn('flex items-start gap-3 rounded-md border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-900', className)}>
      <DollarSign className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <div>
        <p>
          Estimated cost: <strong>{estimate}</strong>
        </p>
        {detail ? <p>{detail}</p> : null}
        <p className="text-blue-800">Actual cost may vary.</p>
      </div>
    </div>
  );
}
