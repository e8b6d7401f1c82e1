// HTTP routes of the admin area. Every route needs admin:access (401 signed out, 403 otherwise)
// plus the finer permission of what it does; the services hold the rules.
import { Hono } from 'hono';
import {
  addRoleSchema,
  adminUserIdSchema,
  deleteUserSchema,
  roleSchema,
  subscriptionFilterSchema,
  updateSubscriptionSchema,
} from '../../../shared/admin.js';
import type { AppDeps } from '../../deps.js';
import { currentUser, requirePermission } from '../../http/guards.js';
import type { AppEnv } from '../../http/types.js';
import { parseWith, readJson, readQuery } from '../../http/validate.js';
import { avatarStoreFor } from '../profile/index.js';
import { listAdminResearch, listAdminSubscriptions } from './activity-reads.js';
import { listRecentAudit } from './audit.js';
import { deleteUserCompletely } from './delete-user.js';
import { getProviderSpend } from './provider-spend.js';
import { addUserRole, removeUserRole } from './role-admin.js';
import { updateUserSubscription } from './subscription-admin.js';
import { getAdminStats, getAdminUserDetail, listAdminUsers } from './user-reads.js';

export function adminRoutes(deps: AppDeps) {
  const { db } = deps.database;
  // The profile feature owns the avatar images; deletion asks its store to remove the user's.
  const avatars = avatarStoreFor(deps);
  const app = new Hono<AppEnv>();
  const actorOf = (c: Parameters<typeof currentUser>[0]) => {
    const u = currentUser(c);
    return { id: u.id, email: u.email };
  };
  const userIdOf = (c: { req: { param(name: 'id'): string } }) => parseWith(adminUserIdSchema, c.req.param('id'));

  app.use('*', requirePermission('admin:access'));

  app.get('/stats', requirePermission('admin:manage-users'), async (c) =>
    c.json({ success: true, stats: await getAdminStats(db) }),
  );

  // The admin-wide trail is about users (their subscriptions, roles, deletion): the users permission.
  app.get('/audit', requirePermission('admin:manage-users'), async (c) =>
    c.json({ success: true, audit: await listRecentAudit(db) }),
  );

  app.get('/users', requirePermission('admin:manage-users'), async (c) =>
    c.json({ success: true, users: await listAdminUsers(db) }),
  );

  app.get('/users/:id', requirePermission('admin:manage-users'), async (c) =>
    c.json({ success: true, user: await getAdminUserDetail(db, userIdOf(c)) }),
  );

  app.put('/users/:id/subscription', requirePermission('admin:manage-subscriptions'), async (c) => {
    const userId = userIdOf(c);
    const input = await readJson(c, updateSubscriptionSchema);
    const subscription = await updateUserSubscription(db, { actor: actorOf(c), userId, input });
    return c.json({ success: true, subscription });
  });

  app.post('/users/:id/roles', requirePermission('admin:manage-roles'), async (c) => {
    const userId = userIdOf(c);
    const { role } = await readJson(c, addRoleSchema);
    return c.json({ success: true, ...(await addUserRole(db, { actor: actorOf(c), userId, role })) }, 201);
  });

  app.delete('/users/:id/roles/:role', requirePermission('admin:manage-roles'), async (c) => {
    const userId = userIdOf(c);
    const role = parseWith(roleSchema, c.req.param('role'));
    return c.json({ success: true, ...(await removeUserRole(db, { actor: actorOf(c), userId, role })) });
  });

  app.delete('/users/:id', requirePermission('admin:delete-users'), async (c) => {
    const userId = userIdOf(c);
    const { confirmEmail } = await readJson(c, deleteUserSchema);
    const result = await deleteUserCompletely(
      { db, log: deps.log, removeFiles: (id) => avatars.deleteAllFor(id) },
      { actor: actorOf(c), userId, confirmEmail },
    );
    return c.json({ success: true, ...result });
  });

  app.get('/research', requirePermission('admin:view-research'), async (c) =>
    c.json({ success: true, research: await listAdminResearch(db) }),
  );

  // The keyword data provider's bill, from the provider call ledger (decision 013).
  app.get('/provider-spend', requirePermission('admin:view-spend'), async (c) =>
    c.json({ success: true, spend: await getProviderSpend(db) }),
  );

  app.get('/subscriptions', requirePermission('admin:manage-subscriptions'), async (c) => {
    const filter = readQuery(c, subscriptionFilterSchema);
    return c.json({ success: true, subscriptions: await listAdminSubscriptions(db, filter) });
  });

  return app;
}
