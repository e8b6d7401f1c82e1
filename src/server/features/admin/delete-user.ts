// Deletes a user completely: one transaction removes the
// account and every row it owns, and records the deletion; the avatar files go after the commit,
// so a failed transaction never leaves a user without their files.
import { and, count, eq } from 'drizzle-orm';
import { ADMIN_ERROR_CODES, ADMIN_ERRORS } from '../../../shared/admin.js';
import type { Db, Tx } from '../../db/client.js';
import {
  keywordResearch,
  mailOutbox,
  user,
  userSubscriptions,
  verification,
} from '../../db/schema/index.js';
import { InvalidInputError } from '../../domain/errors.js';
import { writeAudit, type AdminActor } from './audit.js';
import { assertAnotherAdminRemains } from './last-admin.js';
import { lockTargetUser, rolesOf } from './target-user.js';

export interface DeleteUserRequest {
  actor: AdminActor;
  userId: string;
  confirmEmail: string;
}

export interface DeleteUserDeps {
  db: Db;
  /** Removes the user's stored files; runs only after the rows are committed. */
  removeFiles: (userId: string) => Promise<void>;
  log: (line: string) => void;
}

/** Test seam: runs inside the transaction after the rows are gone, before the commit. */
export interface DeleteUserHooks {
  beforeCommit?: (tx: Tx) => Promise<void>;
}

export interface DeleteUserResult {
  deletedUserId: string;
  filesRemoved: boolean;
}

async function countOwned(tx: Tx, userId: string) {
  // Every tool's research is one keyword_research row (decision 020); the audit keeps the three counts.
  const countOf = async (kind: 'keywords' | 'serp' | 'related') =>
    (await tx.select({ n: count() }).from(keywordResearch).where(and(eq(keywordResearch.userId, userId), eq(keywordResearch.kind, kind))))[0]?.n ?? 0;
  return {
    researchSessions: await countOf('keywords'),
    serpAnalyses: await countOf('serp'),
    relatedResearch: await countOf('related'),
  };
}

export async function deleteUserCompletely(
  deps: DeleteUserDeps,
  { actor, userId, confirmEmail }: DeleteUserRequest,
  hooks: DeleteUserHooks = {},
): Promise<DeleteUserResult> {
  if (actor.id === userId) throw new InvalidInputError(ADMIN_ERRORS.deleteSelf, undefined, { code: ADMIN_ERROR_CODES.deleteSelf });

  await deps.db.transaction(async (tx) => {
    const target = await lockTargetUser(tx, userId);
    if (confirmEmail !== target.email) {
      throw new InvalidInputError(ADMIN_ERRORS.emailMismatch, undefined, { code: ADMIN_ERROR_CODES.emailMismatch });
    }
    const roles = await rolesOf(tx, userId);
    if (roles.includes('admin')) await assertAnotherAdminRemains(tx, userId);
    const [subscription] = await tx
      .select({ tier: userSubscriptions.tier, status: userSubscriptions.status })
      .from(userSubscriptions)
      .where(eq(userSubscriptions.userId, userId));
    const before = { email: target.email, roles, ...(subscription ?? {}), ...(await countOwned(tx, userId)) };

    // Rows keyed by user id cascade from the user table: session, account, profiles, user_roles,
    // user_subscriptions, user_usage, usage_events, keyword_research (every kind, with its
    // keyword_results and serp_results). These two hold the user without a foreign key.
    await tx.delete(verification).where(eq(verification.value, userId));
    await tx.delete(mailOutbox).where(eq(mailOutbox.to, target.email));
    await tx.delete(user).where(eq(user.id, userId));

    await writeAudit(tx, { actor, target, action: 'user.delete', before, after: null });
    await hooks.beforeCommit?.(tx);
  });

  try {
    await deps.removeFiles(userId);
    return { deletedUserId: userId, filesRemoved: true };
  } catch (err) {
    // The account is gone for good; leftover files are only storage, so say so and carry on.
    deps.log(`[admin] avatar files of deleted user ${userId} were not removed: ${err instanceof Error ? err.message : String(err)}`);
    return { deletedUserId: userId, filesRemoved: false };
  }
}
