// The cost box of the tool screens. What a user pays with is quota, so the box says first how many
// units of which tool the run takes ("Uses 1 keyword research of your quota."); the provider's
// dollar estimate (src/shared/costs.ts), which only the operator pays, is shown to admins.
// The sentences come from src/shared/cost-sentence.ts (a cached part is said to be free, with its fetch date).
// Props: lines (each tool's units, cached or not), estimate ("$0.02"), showDollars, optional detail line, refusal (the limit message) and blocked (the input is invalid: nothing to spend).
import { Gauge } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ToolCostLine } from '@shared/costs';
import { providerCostSentence, quotaCostSentence } from '@shared/cost-sentence';
import { cn } from '../../lib/cn';

export interface CostEstimateProps {
  /** What the run takes of each tool's quota (the server's quote once it answers). */
  lines: readonly ToolCostLine[];
  /** The provider's dollar estimate, formatted ("$0.02"); admins only. */
  estimate: string;
  showDollars: boolean;
  detail?: ReactNode;
  /** The server's limit message when the run would be refused (the cost preview, decision 025). */
  refusal?: string | null;
  /** The input cannot be run as it is (the field says why): nothing to spend yet. */
  blocked?: boolean;
  /** What the blocked box says (the keyword forms: fix the keyword). */
  blockedText?: string;
  className?: string;
}

export function CostEstimate({ lines, estimate, showDollars, detail, refusal, blocked = false, blockedText = 'Nothing to spend: fix the keyword above first.', className }: CostEstimateProps) {
  if (blocked) {
    return (
      <div className={cn('flex items-start gap-3 rounded-md border border-border bg-muted px-4 py-3 text-sm text-muted-foreground', className)}>
        <Gauge className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <p>{blockedText}</p>
      </div>
    );
  }
  return (
    <div className={cn('flex items-start gap-3 rounded-md border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-900', className)}>
      <Gauge className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-medium">{quotaCostSentence(lines)}</p>
        {detail ? <p>{detail}</p> : null}
        {showDollars ? (
          <p className="text-blue-800">{providerCostSentence(estimate)}</p>
        ) : null}
        {refusal ? <p className="mt-1 font-medium text-red-700">{refusal}</p> : null}
      </div>
    </div>
  );
}
