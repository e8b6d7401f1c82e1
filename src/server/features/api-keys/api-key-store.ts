// The api_keys table (decision 021): create under the per-user cap, list, revoke, and find the
// active key a request presents. Only hashes are stored or compared.
import { and, asc, count, eq, isNull, lt, or } from 'drizzle-orm';
import { API_KEYS_PER_USER } from '../../../shared/constants/limits.js';
import type { ApiKeyScope, ApiKeySummary, CreatedApiKey } from '../../../shared/contract/api-keys.js';
import { API_KEY_LIMIT_REACHED } from '../../../shared/messages/api-keys.js';
import type { Db } from '../../db/client.js';
import { apiKeys, user } from '../../db/schema/index.js';
import { ConflictError, NotFoundError } from '../../domain/errors.js';
import { generateApiKey, hashApiKey } from './key-material.js';

const summaryColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  shortId: apiKeys.shortId,
  scope: apiKeys.scope,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
};

function toSummary(row: { id: string; name: string; shortId: string; scope: ApiKeyScope; createdAt: Date; lastUsedAt: Date | null }): ApiKeySummary {
  return { ...row, createdAt: row.createdAt.toISOString(), lastUsedAt: row.lastUsedAt?.toISOString() ?? null };
}

export async function listApiKeys(db: Db, userId: string): Promise<ApiKeySummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
  return rows.map(toSummary);
}

/** A new key for the user; the plain key is in this answer only. Two racing creations cannot pass the cap. */
export async function createApiKey(db: Db, userId: string, input: { name: string; scope: ApiKeyScope }): Promise<CreatedApiKey> {
  const key = generateApiKey();
  const row = await db.transaction(async (tx) => {
    // The user's row is the lock: concurrent creations for one user count one after another.
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
    const [active] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
    if ((active?.n ?? 0) >= API_KEYS_PER_USER) throw new ConflictError(API_KEY_LIMIT_REACHED, { code: 'API_KEY_LIMIT' });
    const [inserted] = await tx
      .insert(apiKeys)
      .values({ userId, name: input.name, scope: input.scope, shortId: key.shortId, keyHash: key.hash })
      .returning(summaryColumns);
    return inserted!;
  });
  return { key: toSummary(row), secret: key.secret };
}

/** Revokes one of the user's active keys; another user's key, or one already revoked, reads as not found. */
export async function revokeApiKey(db: Db, userId: string, keyId: string): Promise<void> {
  const revoked = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  if (revoked.length === 0) throw new NotFoundError('Not found.');
}

export interface PresentedKeyOwner {
  keyId: string;
  scope: ApiKeyScope;
  userId: string;
  email: string;
  name: string;
  emailVerified: boolean;
  image: string | null;
}

/** The active key with this plain value and its owner, or null. */
export async function findActiveApiKey(db: Db, secret: string): Promise<PresentedKeyOwner | null> {
  const [row] = await db
    .select({
      keyId: apiKeys.id,
      scope: apiKeys.scope,
      userId: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      image: user.image,
    })
    .from(apiKeys)
    .innerJoin(user, eq(user.id, apiKeys.userId))
    .where(and(eq(apiKeys.keyHash, hashApiKey(secret)), isNull(apiKeys.revokedAt)));
  return row ?? null;
}

/** Stamps the key as used unless another server did within `minIntervalSeconds`. */
export async function markApiKeyUsed(db: Db, keyId: string, now: Date, minIntervalSeconds: number): Promise<void> {
  const staleBefore = new Date(now.getTime() - minIntervalSeconds * 1000);
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.id, keyId), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, staleBefore))));
}
