// The audit trail of one user: every admin change, who made it, when, and what changed.
import { auditActionLabel } from '@shared/admin';
import type { AuditEntry } from '@shared/contract/admin';
import { formatDateTime } from '@shared/format/date';
import { AuditChanges } from '../activity/audit-changes';

export function AuditTrail({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">No admin changes recorded for this user.</p>;
  return (
    <ol className="space-y-3" aria-label="Audit trail">
      {entries.map((entry) => (
        <li key={entry.id} className="space-y-1 rounded-md border border-border px-3 py-2 text-sm">
          <p className="font-medium">{auditActionLabel(entry.action)}</p>
          <p className="text-xs text-muted-foreground">
            {formatDateTime(entry.createdAt)} by {entry.actorEmail ?? 'an unknown admin'}
          </p>
          <AuditChanges entry={entry} />
        </li>
      ))}
    </ol>
  );
}
