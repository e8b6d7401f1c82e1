// What one audit entry changed, field by field ("tier: free_trial → starter"); shared by a user's
// trail in the Manage dialog and the dashboard's list of recent admin activity.
import { describeAuditChange } from '@shared/admin';
import type { AuditEntry } from '@shared/contract/admin';

export function AuditChanges({ entry }: { entry: Pick<AuditEntry, 'before' | 'after'> }) {
  const changes = describeAuditChange(entry.before, entry.after);
  if (changes.length === 0) return <span className="text-muted-foreground">No field changed</span>;
  return (
    <ul className="list-inside list-disc text-xs">
      {changes.map((change) => (
        <li key={change}>{change}</li>
      ))}
    </ul>
  );
}
