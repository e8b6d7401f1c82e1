// The admin audit trail: every admin change writes one row (who, what, when, before, after) in the
// same transaction as the change, so a change without its record (or the reverse) cannot exist.
import { desc, eq } from 'drizzle-orm';
import { ADMIN_AUDIT_ROWS, type AuditAction } from '../../../shared/admin.js';
import type { AuditEntry } from '../../../shared/contract/admin.js';
import { auditSnapshotSchema, type AuditSnapshot } from '../../../shared/contract/admin.js';
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

type AuditRow = typeof adminAudit.$inferSelect;

/** Every snapshot written above is a flat record of field values; anything else reads as none. */
function readSnapshot(stored: unknown): AuditSnapshot {
  const parsed = auditSnapshotSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

function toAuditEntry(r: AuditRow): AuditEntry {
  return {
    id: r.id,
    action: r.action as AuditAction,
    actorEmail: r.actorEmail,
    targetEmail: r.targetEmail,
    before: readSnapshot(r.before),
    after: readSnapshot(r.after),
    createdAt: r.createdAt.toISOString(),
  };
}

/** The latest changes made to one user, newest first. */
export async function findAuditFor(db: DbOrTx, targetUserId: string): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(adminAudit)
    .where(eq(adminAudit.targetUserId, targetUserId))
    .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
    .limit(ADMIN_AUDIT_ROWS);
  return rows.map(toAuditEntry);
}

/**
 * The latest changes of every admin, newest first. Deletions show up only here: the Manage
 * dialog that shows one user's trail is gone with the user.
 */
export async function listRecentAudit(db: DbOrTx, limit = ADMIN_AUDIT_ROWS): Promise<AuditEntry[]> {
  const rows = await db.select().from(adminAudit).orderBy(desc(adminAudit.createdAt), desc(adminAudit.id)).limit(limit);
  return rows.map(toAuditEntry);
}
