// The signed-in user's own profile: read it, change the display name, replace the avatar, and
// list the research history. Only display_name and avatar_url are ever written here.
import { desc, eq } from 'drizzle-orm';
import { PROFILE_HISTORY_ROWS } from '../../../shared/constants/limits.js';
import type { ProfileRecord, ResearchHistoryRow } from '../../../shared/contract/profile.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { keywordResearch, profiles } from '../../db/schema/index.js';
import { NotFoundError } from '../../domain/errors.js';
import { toAvatarWebp } from './avatar-image.js';
import type { AvatarStore } from './avatar-store.js';

const PROFILE_NOT_FOUND = 'Profile not found.';

function toProfileRecord(row: typeof profiles.$inferSelect): ProfileRecord {
  return {
    id: row.id,
    userId: row.userId,
    displayName: row.displayName,
    email: row.email,
    avatarUrl: row.avatarUrl,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function getProfile(db: DbOrTx, userId: string): Promise<ProfileRecord> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  if (!row) throw new NotFoundError(PROFILE_NOT_FOUND);
  return toProfileRecord(row);
}

/** `displayName` has passed the shared displayNameSchema (trimmed, 2..50, letters, digits, spaces). */
export async function updateDisplayName(db: DbOrTx, userId: string, displayName: string): Promise<ProfileRecord> {
  const [row] = await db
    .update(profiles)
    .set({ displayName, updatedAt: new Date() })
    .where(eq(profiles.userId, userId))
    .returning();
  if (!row) throw new NotFoundError(PROFILE_NOT_FOUND);
  return toProfileRecord(row);
}

/**
 * Re-encodes the image, then in one transaction stores it, points the profile at it and removes
 * the image it replaced: a failure or a crash at any moment leaves the old avatar or the new one,
 * never an orphan image or a profile pointing at nothing. The profile row is locked, so two
 * uploads at once each remove the image the other replaced.
 */
export async function replaceAvatar(
  deps: { db: Db; storeFor: (db: DbOrTx) => AvatarStore },
  userId: string,
  bytes: Uint8Array,
): Promise<ProfileRecord> {
  const image = await toAvatarWebp(bytes);
  const saved = await deps.db.transaction(async (tx) => {
    const store = deps.storeFor(tx);
    const [current] = await tx.select({ avatarUrl: profiles.avatarUrl }).from(profiles).where(eq(profiles.userId, userId)).for('update');
    if (!current) throw new NotFoundError(PROFILE_NOT_FOUND);
    const url = await store.put(userId, image);
    const [row] = await tx.update(profiles).set({ avatarUrl: url, updatedAt: new Date() }).where(eq(profiles.userId, userId)).returning();
    if (current.avatarUrl) await store.remove(userId, current.avatarUrl);
    return row!;
  });
  return toProfileRecord(saved);
}

/** The latest researches of the user, every kind (decision 020), newest first (50 rows). */
export async function listResearchHistory(db: DbOrTx, userId: string): Promise<ResearchHistoryRow[]> {
  const rows = await db
    .select()
    .from(keywordResearch)
    .where(eq(keywordResearch.userId, userId))
    .orderBy(desc(keywordResearch.createdAt), desc(keywordResearch.id))
    .limit(PROFILE_HISTORY_ROWS);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as ResearchHistoryRow['kind'], // the CHECK constraint holds it to the three kinds
    seedKeyword: r.seedKeyword,
    totalResults: r.totalResults,
    locationCode: r.locationCode,
    languageCode: r.languageCode,
    providerCost: Number(r.providerCost),
    createdAt: r.createdAt.toISOString(),
  }));
}
