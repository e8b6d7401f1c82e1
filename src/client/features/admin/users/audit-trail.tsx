// The audit trail of one user: every admin change, who made it, when, and what changed.
import { auditActionLabel, describeAuditChange, type AuditEntry } from '@shared/admin';
import { formatDateTime } from '@shared/format/date';

export function AuditTrail({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">No admin changes recorded for this user.</p>;
  return (
    <ol className="space-y-3" aria-label="Audit trail">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-md border border-border px-3 py-2 text-sm">
          <p className="font-medium">{auditActionLabel(entry.action)}</p>
          <p className="text-xs text-muted-foreground">
            {formatDateTime(entry.createdAt)} by {entry.actorEmail ?? 'an unknown admin'}
          </p>
          <ul className="mt-1 list-inside list-disc text-xs">
            {describeAuditChange(entry.before, entry.after).map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
