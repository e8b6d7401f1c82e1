// Usage tab: the current period's usage against the plan's quotas, and the total API cost.
import { formatApiCost } from '@shared/format/number';
import { formatDate } from '@shared/format/date';
import { formatQuota } from '@shared/pricing';
import { isUsageWarning, usagePercent } from '@shared/usage';
import type { AdminUserDetail } from '@shared/contract/admin';
import { Progress } from '../../../components/ui/progress';

function Meter({ label, used, limit }: { label: string; used: number; limit: number | null }) {
  const percent = limit === null ? 0 : usagePercent(used, limit);
  return (
    <div className="space-y-1">
      <div className="flex justify-between text-sm">
        <span>{label}</span>
        <span className="text-muted-foreground">
          {used} / {limit === null ? '—' : formatQuota(limit)}
        </span>
      </div>
      <Progress value={percent} label={`${label} used`} tone={isUsageWarning(percent) ? 'destructive' : 'default'} />
    </div>
  );
}

export function UsageTab({ user }: { user: AdminUserDetail }) {
  const { usage, quotas } = user;
  return (
    <div className="space-y-6">
      <div className="rounded-md border border-border p-4">
        <p className="text-sm text-muted-foreground">Total API Cost</p>
        <p className="text-2xl font-bold">{formatApiCost(user.totalApiCost)}</p>
        <p className="text-xs text-muted-foreground">Keyword research, SERP analyses and related keywords, all time.</p>
      </div>
      <section aria-labelledby="current-usage-heading" className="space-y-3">
        <h3 id="current-usage-heading" className="text-sm font-semibold">
          Current usage
          {usage && (
            <span className="ml-2 font-normal text-muted-foreground">
              {formatDate(usage.periodStart)} – {formatDate(usage.periodEnd)}
            </span>
          )}
        </h3>
        <Meter label="Keywords" used={usage?.keywordsUsed ?? 0} limit={quotas?.keywordsPerMonth ?? null} />
        <Meter label="SERP Analyses" used={usage?.serpAnalysesUsed ?? 0} limit={quotas?.serpAnalysesPerMonth ?? null} />
        <Meter label="Related Keywords" used={usage?.relatedKeywordsUsed ?? 0} limit={quotas?.relatedKeywordsPerMonth ?? null} />
        <Meter label="Competitor Reads" used={usage?.competitorReadsUsed ?? 0} limit={quotas?.competitorReadsPerMonth ?? null} />
        {!usage && <p className="text-sm text-muted-foreground">No usage recorded yet.</p>}
      </section>
    </div>
  );
}
