// Adding and removing roles: a duplicate is refused, the last admin stays.
import { and, eq } from 'drizzle-orm';
import { ADMIN_ERROR_CODES, ADMIN_ERRORS } from '../../../shared/admin.js';
import type { Role } from '../../../shared/permissions.js';
import type { Db } from '../../db/client.js';
import { userRoles } from '../../db/schema/index.js';
import { ConflictError, NotFoundError } from '../../domain/errors.js';
import { writeAudit, type AdminActor } from './audit.js';
import { assertAnotherAdminRemains } from './last-admin.js';
import { lockTargetUser, rolesOf } from './target-user.js';

export interface RoleChange {
  actor: AdminActor;
  userId: string;
  role: Role;
}

export async function addUserRole(db: Db, { actor, userId, role }: RoleChange): Promise<{ roles: Role[] }> {
  return db.transaction(async (tx) => {
    const target = await lockTargetUser(tx, userId);
    const before = await rolesOf(tx, userId);
    const duplicate = () => new ConflictError(ADMIN_ERRORS.roleDuplicate, { code: ADMIN_ERROR_CODES.roleDuplicate });
    if (before.includes(role)) throw duplicate();
    const inserted = await tx.insert(userRoles).values({ userId, role }).onConflictDoNothing().returning({ id: userRoles.id });
    if (inserted.length === 0) throw duplicate();
    const after = [...before, role];
    await writeAudit(tx, { actor, target, action: 'role.add', before: { roles: before }, after: { roles: after } });
    return { roles: after };
  });
}

export async function removeUserRole(db: Db, { actor, userId, role }: RoleChange): Promise<{ roles: Role[] }> {
  return db.transaction(async (tx) => {
    const target = await lockTargetUser(tx, userId);
    const before = await rolesOf(tx, userId);
    if (!before.includes(role)) throw new NotFoundError(ADMIN_ERRORS.roleMissing, { code: 'ROLE_MISSING' });
    if (role === 'admin') await assertAnotherAdminRemains(tx, userId);
    await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
    const after = before.filter((r) => r !== role);
    await writeAudit(tx, { actor, target, action: 'role.remove', before: { roles: before }, after: { roles: after } });
    return { roles: after };
  });
}
