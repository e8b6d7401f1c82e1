// The cost box of a competitor form, before the run: the server's quote (quota units, free when the
// answer is cached, the limit message; dollars for admins only) once the request is valid and has
// stopped changing, and what the run reads (rows, provider calls).
import { estimateCompetitorRowsCost, estimateDiscoveryCost, LABS_PRICE_NOTE, quotaUnitsFor } from '@shared/costs';
import { DEFAULT_DISCOVERY_LIMIT } from '@shared/competitors/run-limits';
import { formatCostEstimate, formatCount } from '@shared/format/number';
import { CostEstimate, useRunQuote } from '../../components/tool-inputs';
import { useAuth } from '../auth';
import { QuotaLeftNote } from '../pricing';
import { quoteCompetitorRun, type CompetitorBodies, type CompetitorTool } from './api/competitors-api';

export interface CompetitorCostProps<T extends CompetitorTool> {
  tool: T;
  /** The valid request, or null while the form cannot be run. */
  body: CompetitorBodies[T] | null;
  /** Rows the run reads (domain keywords, gap); null for discovery (one call). */
  rows: number | null;
}

export function CompetitorCost<T extends CompetitorTool>({ tool, body, rows }: CompetitorCostProps<T>) {
  const { isAdmin, user } = useAuth();
  const quote = useRunQuote(`competitors-${tool}`, body, user !== null, (sent) => quoteCompetitorRun(tool, sent));
  // The server's figures once it answers (free when cached); the plain estimate before.
  const dollars = quote ? quote.reduce((sum, line) => sum + (line.dollars ?? 0), 0) : rows === null ? estimateDiscoveryCost(DEFAULT_DISCOVERY_LIMIT) : estimateCompetitorRowsCost(rows);
  const calls = quotaUnitsFor('competitors', rows ?? 0);
  const reads =
    rows === null
      ? 'One provider call.'
      : `Reads up to ${formatCount(rows)} keywords, highest search volume first: ${calls} provider ${calls === 1 ? 'call' : 'calls'}.`;
  return (
    <div className="flex flex-col gap-2">
      <CostEstimate
        lines={quote && quote.length > 0 ? quote : [{ tool: 'competitors', units: calls }]}
        estimate={formatCostEstimate(dollars, 2)}
        showDollars={isAdmin}
        detail={`${reads}${isAdmin ? ` ${LABS_PRICE_NOTE}` : ''}`}
        refusal={quote?.find((line) => line.refusal !== null)?.refusal ?? null}
        blocked={body === null}
        blockedText="Nothing to spend: fix the fields above first."
      />
      <QuotaLeftNote tool="competitors" />
    </div>
  );
}
