// A paid read on a keyword's page (the longer history, the SERP analysis): its cost preview first
// (the server's quote: units, free when cached, dollars for admins, the limit message), then the
// button that reads it. Nothing is spent until the button is pressed.
import type { ToolQuote } from '@shared/contract/quote';
import { quotaUnitsFor } from '@shared/costs';
import type { QuotaTool } from '@shared/messages/billing';
import { formatCostEstimate } from '@shared/format/number';
import { CostEstimate, useRunQuote } from '../../components/tool-inputs';
import { Button } from '../../components/ui/button';
import { useAuth } from '../auth';

export interface PaidReadBoxProps<B> {
  /** The quote's cache name, and the quota the read uses. */
  name: string;
  tool: QuotaTool;
  request: B;
  quote: (request: B) => Promise<{ tools: ToolQuote[] }>;
  detail: string;
  action: string;
  pendingAction: string;
  onRun: () => void;
  pending: boolean;
  error: Error | null;
}

export function PaidReadBox<B>({ name, tool, request, quote, detail, action, pendingAction, onRun, pending, error }: PaidReadBoxProps<B>) {
  const { isAdmin, user } = useAuth();
  const quoted = useRunQuote(name, request, user !== null, quote);
  const dollars = quoted?.[0]?.dollars;
  const refusal = quoted?.[0]?.refusal ?? null;
  return (
    <div className="flex flex-col gap-2">
      <CostEstimate lines={quoted ?? [{ tool, units: quotaUnitsFor(tool) }]} estimate={dollars != null ? formatCostEstimate(dollars, 3) : '—'} refusal={refusal} showDollars={isAdmin} detail={detail} />
      <Button className="self-start" onClick={onRun} disabled={pending || refusal !== null}>
        {pending ? pendingAction : action}
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}
