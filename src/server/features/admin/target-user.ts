// Finds the user an admin action is about, inside the action's transaction. The row is locked so
// a concurrent deletion cannot slip between the check and the write.
import { eq } from 'drizzle-orm';
import { ADMIN_ERRORS } from '../../../shared/admin.js';
import { isRole, type Role } from '../../../shared/permissions.js';
import type { Tx } from '../../db/client.js';
import { user, userRoles } from '../../db/schema/index.js';
import { NotFoundError } from '../../domain/errors.js';

export interface TargetUser {
  id: string;
  email: string;
}

export async function lockTargetUser(tx: Tx, userId: string): Promise<TargetUser> {
  const [row] = await tx.select({ id: user.id, email: user.email }).from(user).where(eq(user.id, userId)).for('update');
  if (!row) throw new NotFoundError(ADMIN_ERRORS.userNotFound);
  return row;
}

export async function rolesOf(tx: Tx, userId: string): Promise<Role[]> {
  const rows = await tx
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .orderBy(userRoles.createdAt, userRoles.role);
  return rows.map((r) => r.role).filter(isRole);
}
