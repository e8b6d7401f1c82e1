// /api/admin (spec "Admin screens"): the answers of the admin area's routes. The request schemas,
// messages and display rules stay in src/shared/admin.ts (imported here, never the other way round).
import { z } from 'zod';
import { AUDIT_ACTIONS, adminUserIdSchema, roleSchema } from '../admin';
import { ROLES } from '../permissions';
import { isoDateTimeSchema } from './common';

export const adminUserIdParamsSchema = z.object({
  id: adminUserIdSchema.meta({ param: { name: 'id', in: 'path' }, example: '6f1c2f4e-8a43-4c1e-9a55-0b7d2f0f6d11' }),
});
export const adminRoleParamsSchema = adminUserIdParamsSchema.extend({
  role: roleSchema.meta({ param: { name: 'role', in: 'path' }, example: 'moderator' }),
});

const success = z.literal(true);

export const adminStatsSchema = z.object({
  totalUsers: z.number().int(),
  researchSessions: z.number().int(),
  keywordResults: z.number().int(),
  /** New accounts per UTC day (unconfirmed ones too), every day of the window, oldest first. */
  signUpsByDay: z.array(z.object({ day: z.string().meta({ example: '2026-11-29' }), signUps: z.number().int() })),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const adminUserRowSchema = z.object({
  id: z.string(),
  displayName: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  tier: z.string().nullable(),
  status: z.string().nullable(),
  roles: z.array(z.enum(ROLES)),
  createdAt: isoDateTimeSchema,
  /** Quota units used in the current period; null when the account has used none yet. */
  usage: z.object({ keywordsUsed: z.number().int(), serpAnalysesUsed: z.number().int(), relatedKeywordsUsed: z.number().int(), competitorReadsUsed: z.number().int() }).nullable(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminSubscriptionSchema = z
  .object({
    tier: z.string(),
    status: z.string(),
    isTrial: z.boolean(),
    trialEndsAt: isoDateTimeSchema.nullable(),
    currentPeriodStart: isoDateTimeSchema,
    currentPeriodEnd: isoDateTimeSchema,
  })
  .meta({ id: 'AdminSubscription' });
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;

export const adminUsageSchema = z.object({
  periodStart: isoDateTimeSchema,
  periodEnd: isoDateTimeSchema,
  keywordsUsed: z.number().int(),
  serpAnalysesUsed: z.number().int(),
  relatedKeywordsUsed: z.number().int(),
  competitorReadsUsed: z.number().int(),
});
export type AdminUsage = z.infer<typeof adminUsageSchema>;

export const adminQuotasSchema = z.object({
  keywordsPerMonth: z.number().int(),
  serpAnalysesPerMonth: z.number().int(),
  relatedKeywordsPerMonth: z.number().int(),
  competitorReadsPerMonth: z.number().int(),
  competitorRowsPerRun: z.number().int(),
});
export type AdminQuotas = z.infer<typeof adminQuotasSchema>;

/** A snapshot's field value as an audit row keeps it (JSON of a subscription or a role list). */
const auditValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]);
export const auditSnapshotSchema = z
  .record(z.string(), auditValueSchema)
  .nullable()
  .meta({ description: 'What the changed item looked like (before) or looks like (after); null when it did not exist.' });

export const auditEntrySchema = z
  .object({
    id: z.string(),
    action: z.enum(AUDIT_ACTIONS),
    actorEmail: z.string().nullable(),
    targetEmail: z.string().nullable(),
    before: auditSnapshotSchema,
    after: auditSnapshotSchema,
    createdAt: isoDateTimeSchema,
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditSnapshot = z.infer<typeof auditSnapshotSchema>;

export const adminUserDetailSchema = adminUserRowSchema.extend({
  subscription: adminSubscriptionSchema.nullable(),
  usage: adminUsageSchema.nullable(),
  quotas: adminQuotasSchema.nullable(),
  totalApiCost: z.number(),
  audit: z.array(auditEntrySchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const adminResearchRowSchema = z.object({
  id: z.string(),
  seedKeyword: z.string(),
  userId: z.string(),
  displayName: z.string().nullable(),
  email: z.string().nullable(),
  totalResults: z.number().int(),
  locationCode: z.number().int(),
  languageCode: z.string(),
  apiCost: z.number(),
  createdAt: isoDateTimeSchema,
});
export type AdminResearchRow = z.infer<typeof adminResearchRowSchema>;

export const adminSubscriptionRowSchema = z.object({
  userId: z.string(),
  displayName: z.string().nullable(),
  email: z.string(),
  tier: z.string(),
  status: z.string(),
  trialEndsAt: isoDateTimeSchema.nullable(),
  currentPeriodEnd: isoDateTimeSchema,
  createdAt: isoDateTimeSchema,
});
export type AdminSubscriptionRow = z.infer<typeof adminSubscriptionRowSchema>;

/** Money at the provider: exact decimal strings in US dollars (the provider's figures added up). */
const providerSpendLineSchema = z.object({
  costUsd: z.string().meta({ example: '0.0125' }),
  calls: z.number().int().meta({ description: 'Requests sent to the provider (retries included).' }),
  failedCalls: z.number().int().meta({ description: 'Requests that failed, billed or not.' }),
  cacheHits: z.number().int().meta({ description: 'Answers our cache gave instead of the provider (cost 0).' }),
});
export type ProviderSpendLine = z.infer<typeof providerSpendLineSchema>;

export const providerSpendSchema = z.object({
  since: z.string().meta({ description: 'First UTC day covered, YYYY-MM-DD.' }),
  totalUsd: z.string(),
  total: providerSpendLineSchema,
  byDay: z.array(providerSpendLineSchema.extend({ day: z.string() })).meta({ description: 'Every day of the window, oldest first.' }),
  byEndpoint: z
    .array(providerSpendLineSchema.extend({ provider: z.string(), endpoint: z.string() }))
    .meta({ description: 'Endpoints with any call in the window, the most expensive first.' }),
});
export type ProviderSpend = z.infer<typeof providerSpendSchema>;

export const adminStatsResponseSchema = z.object({ success, stats: adminStatsSchema }).meta({ id: 'AdminStats' });
export const adminAuditResponseSchema = z.object({ success, audit: z.array(auditEntrySchema) }).meta({ id: 'AdminAudit' });
export const adminUsersResponseSchema = z.object({ success, users: z.array(adminUserRowSchema) }).meta({ id: 'AdminUsers' });
export const adminUserResponseSchema = z.object({ success, user: adminUserDetailSchema }).meta({ id: 'AdminUserDetail' });
export const adminSubscriptionResponseSchema = z.object({ success, subscription: adminSubscriptionSchema });
export const adminRolesResponseSchema = z.object({ success, roles: z.array(z.enum(ROLES)) }).meta({ id: 'AdminRoles' });
export const adminDeleteResponseSchema = z
  .object({ success, deletedUserId: z.string(), filesRemoved: z.boolean().meta({ description: "Whether the user's avatar files were removed too." }) })
  .meta({ id: 'AdminUserDeleted' });
export const adminResearchResponseSchema = z.object({ success, research: z.array(adminResearchRowSchema) }).meta({ id: 'AdminResearch' });
export const adminSpendResponseSchema = z.object({ success, spend: providerSpendSchema }).meta({ id: 'ProviderSpend' });
export const adminSubscriptionsResponseSchema = z
  .object({ success, subscriptions: z.array(adminSubscriptionRowSchema) })
  .meta({ id: 'AdminSubscriptions' });
