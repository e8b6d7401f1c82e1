// The admin audit trail: every admin change writes one row (who, what, when, before, after) in the
// same transaction as the change, so a change without its record (or the reverse) cannot exist.
import { desc, eq } from 'drizzle-orm';
import type { AuditAction, AuditEntry } from '../../../shared/admin.js';
import type { DbOrTx } from '../../db/client.js';
import { adminAudit } from '../../db/schema/index.js';

export interface AdminActor {
  id: string;
  email: string;
}

export interface AuditRecord {
  actor: AdminActor;
  target: { id: string; email: string | null };
  action: AuditAction;
  before: unknown;
  after: unknown;
}

/** Snapshots go through JSON so Dates are stored as ISO strings, the way they are read back. */
function snapshot(value: unknown): unknown {
  return value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown);
}

export async function writeAudit(tx: DbOrTx, record: AuditRecord) {
  await tx.insert(adminAudit).values({
    actorUserId: record.actor.id,
    actorEmail: record.actor.email,
    targetUserId: record.target.id,
    targetEmail: record.target.email,
    action: record.action,
    before: snapshot(record.before),
    after: snapshot(record.after),
  });
}

export const AUDIT_ROWS_SHOWN = 50;

/** The latest changes made to one user, newest first. */
export async function findAuditFor(db: DbOrTx, targetUserId: string): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(adminAudit)
    .where(eq(adminAudit.targetUserId, targetUserId))
    .orderBy(desc(adminAudit.createdAt))
    .limit(AUDIT_ROWS_SHOWN);
  return rows.map((r) => ({
    id: r.id,
    action: r.action as AuditAction,
    actorEmail: r.actorEmail,
    targetEmail: r.targetEmail,
    before: r.before,
    after: r.after,
    createdAt: r.createdAt.toISOString(),
  }));
}
