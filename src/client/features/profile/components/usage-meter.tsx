// One usage bar of the subscription card: red from 80 percent.
import { formatQuota } from '@shared/pricing';
import { isUsageWarning, usagePercent } from '@shared/usage';
import { formatFixed } from '@shared/format/number';
import { Progress } from '../../../components/ui/progress';

export function UsageMeter({ label, used, limit }: { label: string; used: number; limit: number }) {
  const percent = usagePercent(used, limit);
  const warning = isUsageWarning(percent);
  return (
    <div className="space-y-1">
      <div className="flex justify-between gap-2 text-sm">
        <span className="font-medium">{label}</span>
        <span className={warning ? 'font-medium text-red-700' : 'text-muted-foreground'}>
          {formatFixed(used, 0)} / {formatQuota(limit)}
        </span>
      </div>
      <Progress value={percent} label={`${label} used`} tone={warning ? 'destructive' : 'default'} />
    </div>
  );
}
