// HTTP routes of the admin area. Every route needs admin:access (401 signed out, 403 otherwise)
// plus the finer permission of what it does; the services hold the rules.
import { createRoute } from '@hono/zod-openapi';
import { addRoleSchema, deleteUserSchema, subscriptionFilterSchema, updateSubscriptionSchema } from '../../../shared/admin.js';
import {
  adminAuditResponseSchema,
  adminDeleteResponseSchema,
  adminResearchResponseSchema,
  adminRoleParamsSchema,
  adminRolesResponseSchema,
  adminSpendResponseSchema,
  adminStatsResponseSchema,
  adminSubscriptionResponseSchema,
  adminSubscriptionsResponseSchema,
  adminUserIdParamsSchema,
  adminUserResponseSchema,
  adminUsersResponseSchema,
} from '../../../shared/contract/admin.js';
import { rankQueueSchema } from '../../../shared/contract/projects.js';
import type { Permission } from '../../../shared/permissions.js';
import type { AppDeps } from '../../deps.js';
import { currentUser, requirePermission } from '../../http/guards.js';
import { commonRefusals, createApiRouter, jsonAnswer, jsonBody, refusal } from '../../http/openapi.js';
import { avatarStoreFor } from '../profile/index.js';
import { DEFAULT_SCHEDULER, queueFigures } from '../projects/index.js';
import { listAdminResearch, listAdminSubscriptions } from './activity-reads.js';
import { listRecentAudit } from './audit.js';
import { deleteUserCompletely } from './delete-user.js';
import { getProviderSpend } from './provider-spend.js';
import { addUserRole, removeUserRole } from './role-admin.js';
import { updateUserSubscription } from './subscription-admin.js';
import { getAdminStats, getAdminUserDetail, listAdminUsers } from './user-reads.js';

const guarded = { 401: commonRefusals[401], 403: commonRefusals[403] } as const;
const userMissing = { 404: refusal('No user has this id.') } as const;
const invalid = { 400: commonRefusals[400] } as const;

/** The common parts of every admin route: its tag, its permission and the refusals that follow. */
const adminRoute = (permission: Permission) => ({ tags: ['Admin'], middleware: [requirePermission(permission)] });

const statsRoute = createRoute({
  method: 'get',
  path: '/stats',
  summary: 'Counters of the admin dashboard',
  ...adminRoute('admin:manage-users'),
  responses: { 200: jsonAnswer(adminStatsResponseSchema, 'The counters.'), ...guarded },
});

const rankQueueRoute = createRoute({
  method: 'get',
  path: '/rank-queue',
  summary: 'The rank-check queue: queued, posted, due, late and failed (last 24 h) checks',
  ...adminRoute('admin:manage-users'),
  responses: { 200: jsonAnswer(rankQueueSchema, 'The figures now.'), ...guarded },
});

// The admin-wide trail is about users (their subscriptions, roles, deletion): the users permission.
const auditRoute = createRoute({
  method: 'get',
  path: '/audit',
  summary: "The latest admin changes, everyone's",
  ...adminRoute('admin:manage-users'),
  responses: { 200: jsonAnswer(adminAuditResponseSchema, 'The audit trail, newest first.'), ...guarded },
});

const usersRoute = createRoute({
  method: 'get',
  path: '/users',
  summary: 'Every account, newest first',
  ...adminRoute('admin:manage-users'),
  responses: { 200: jsonAnswer(adminUsersResponseSchema, 'The users table.'), ...guarded },
});

const userRoute = createRoute({
  method: 'get',
  path: '/users/{id}',
  summary: "One user's details for the Manage User dialog",
  ...adminRoute('admin:manage-users'),
  request: { params: adminUserIdParamsSchema },
  responses: { 200: jsonAnswer(adminUserResponseSchema, 'The user.'), ...invalid, ...guarded, ...userMissing },
});

const updateSubscriptionRoute = createRoute({
  method: 'put',
  path: '/users/{id}/subscription',
  summary: "Set a user's tier, status and dates",
  ...adminRoute('admin:manage-subscriptions'),
  request: { params: adminUserIdParamsSchema, body: jsonBody(updateSubscriptionSchema) },
  responses: { 200: jsonAnswer(adminSubscriptionResponseSchema, 'The saved subscription.'), ...invalid, ...guarded, ...userMissing },
});

const addRoleRoute = createRoute({
  method: 'post',
  path: '/users/{id}/roles',
  summary: 'Give a user a role',
  ...adminRoute('admin:manage-roles'),
  request: { params: adminUserIdParamsSchema, body: jsonBody(addRoleSchema) },
  responses: {
    201: jsonAnswer(adminRolesResponseSchema, "The user's roles after the change."),
    ...guarded,
    ...userMissing,
    ...invalid,
    409: refusal('The user already has this role (ROLE_DUPLICATE).'),
  },
});

const removeRoleRoute = createRoute({
  method: 'delete',
  path: '/users/{id}/roles/{role}',
  summary: 'Take a role from a user (never the last admin)',
  ...adminRoute('admin:manage-roles'),
  request: { params: adminRoleParamsSchema },
  responses: {
    200: jsonAnswer(adminRolesResponseSchema, "The user's roles after the change."),
    ...invalid,
    ...guarded,
    ...userMissing,
    409: refusal('The last admin cannot lose the admin role (LAST_ADMIN).'),
  },
});

const deleteUserRoute = createRoute({
  method: 'delete',
  path: '/users/{id}',
  summary: 'Delete a user and everything they own (confirmEmail must equal their e-mail)',
  ...adminRoute('admin:delete-users'),
  request: { params: adminUserIdParamsSchema, body: jsonBody(deleteUserSchema) },
  responses: {
    200: jsonAnswer(adminDeleteResponseSchema, 'The user is gone.'),
    ...invalid,
    ...guarded,
    ...userMissing,
    409: refusal('The last admin cannot be deleted (LAST_ADMIN).'),
  },
});

const researchRoute = createRoute({
  method: 'get',
  path: '/research',
  summary: 'The latest keyword researches of every user',
  ...adminRoute('admin:view-research'),
  responses: { 200: jsonAnswer(adminResearchResponseSchema, 'The research table.'), ...guarded },
});

// The keyword data provider's bill, from the provider call ledger (decision 013).
const spendRoute = createRoute({
  method: 'get',
  path: '/provider-spend',
  summary: 'Money spent at the keyword data provider, the last 30 days',
  ...adminRoute('admin:view-spend'),
  responses: { 200: jsonAnswer(adminSpendResponseSchema, 'The provider spend.'), ...guarded },
});

const subscriptionsRoute = createRoute({
  method: 'get',
  path: '/subscriptions',
  summary: 'Every subscription, filtered by tier and status',
  ...adminRoute('admin:manage-subscriptions'),
  request: { query: subscriptionFilterSchema },
  responses: { 200: jsonAnswer(adminSubscriptionsResponseSchema, 'The subscriptions table.'), ...invalid, ...guarded },
});

export function adminRoutes(deps: AppDeps) {
  const { db } = deps.database;
  // The profile feature owns the avatar images; deletion asks its store to remove the user's.
  const avatars = avatarStoreFor(deps);
  const actorOf = (c: Parameters<typeof currentUser>[0]) => {
    const u = currentUser(c);
    return { id: u.id, email: u.email };
  };
  const router = createApiRouter();
  // Every path under /api/admin, declared or not, needs admin:access first.
  router.use('*', requirePermission('admin:access'));

  return router
    .openapi(statsRoute, async (c) => c.json({ success: true as const, stats: await getAdminStats(db) }, 200))
    .openapi(rankQueueRoute, async (c) => c.json(await queueFigures(db, new Date(), DEFAULT_SCHEDULER.deadlineMs), 200))
    .openapi(auditRoute, async (c) => c.json({ success: true as const, audit: await listRecentAudit(db) }, 200))
    .openapi(usersRoute, async (c) => c.json({ success: true as const, users: await listAdminUsers(db) }, 200))
    .openapi(userRoute, async (c) => c.json({ success: true as const, user: await getAdminUserDetail(db, c.req.valid('param').id) }, 200))
    .openapi(updateSubscriptionRoute, async (c) => {
      const { id: userId } = c.req.valid('param');
      const subscription = await updateUserSubscription(db, { actor: actorOf(c), userId, input: c.req.valid('json') });
      return c.json({ success: true as const, subscription }, 200);
    })
    .openapi(addRoleRoute, async (c) => {
      const { id: userId } = c.req.valid('param');
      const { role } = c.req.valid('json');
      return c.json({ success: true as const, ...(await addUserRole(db, { actor: actorOf(c), userId, role })) }, 201);
    })
    .openapi(removeRoleRoute, async (c) => {
      const { id: userId, role } = c.req.valid('param');
      return c.json({ success: true as const, ...(await removeUserRole(db, { actor: actorOf(c), userId, role })) }, 200);
    })
    .openapi(deleteUserRoute, async (c) => {
      const { id: userId } = c.req.valid('param');
      const { confirmEmail } = c.req.valid('json');
      const result = await deleteUserCompletely(
        { db, log: deps.log, removeFiles: (id) => avatars.deleteAllFor(id) },
        { actor: actorOf(c), userId, confirmEmail },
      );
      return c.json({ success: true as const, ...result }, 200);
    })
    .openapi(researchRoute, async (c) => c.json({ success: true as const, research: await listAdminResearch(db) }, 200))
    .openapi(spendRoute, async (c) => c.json({ success: true as const, spend: await getProviderSpend(db) }, 200))
    .openapi(subscriptionsRoute, async (c) =>
      c.json({ success: true as const, subscriptions: await listAdminSubscriptions(db, c.req.valid('query')) }, 200),
    );
}
