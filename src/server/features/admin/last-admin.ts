// The product must keep at least one admin. Every admin role row is locked (in one fixed order,
// so two transactions cannot deadlock) before counting, so two admins removing each other at the
// same moment cannot both succeed: the second one waits, then sees the first one's removal.
import { asc, eq } from 'drizzle-orm';
import { ADMIN_ERROR_CODES, ADMIN_ERRORS } from '../../../shared/admin.js';
import type { Tx } from '../../db/client.js';
import { userRoles } from '../../db/schema/index.js';
import { ConflictError } from '../../domain/errors.js';

export async function assertAnotherAdminRemains(tx: Tx, leavingUserId: string) {
  const admins = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.role, 'admin'))
    .orderBy(asc(userRoles.id))
    .for('update');
  const remaining = admins.filter((a) => a.userId !== leavingUserId);
  if (remaining.length === 0) throw new ConflictError(ADMIN_ERRORS.lastAdmin, { code: ADMIN_ERROR_CODES.lastAdmin });
}
