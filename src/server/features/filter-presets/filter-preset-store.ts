// The filter_presets table: list, create under the per-user cap, rename and
// delete a user's own presets. Another user's preset reads as not found, never as forbidden.
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { FILTER_PRESETS_PER_USER } from '../../../shared/constants/limits.js';
import type { FilterPreset } from '../../../shared/contract/filter-presets.js';
import { FILTER_PRESET_LIMIT_REACHED, FILTER_PRESET_NAME_TAKEN } from '../../../shared/messages/filter-presets.js';
import type { Db, Tx } from '../../db/client.js';
import { filterPresets, user } from '../../db/schema/index.js';
import { ConflictError, NotFoundError } from '../../domain/errors.js';

const columns = {
  id: filterPresets.id,
  name: filterPresets.name,
  filter: filterPresets.filter,
  createdAt: filterPresets.createdAt,
  updatedAt: filterPresets.updatedAt,
};

function toPreset(row: { id: string; name: string; filter: string; createdAt: Date; updatedAt: Date }): FilterPreset {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export async function listFilterPresets(db: Db, userId: string): Promise<FilterPreset[]> {
  const rows = await db.select(columns).from(filterPresets).where(eq(filterPresets.userId, userId)).orderBy(asc(filterPresets.createdAt), asc(filterPresets.id));
  return rows.map(toPreset);
}

/** The user's row is the lock: one user's saves and renames run one after another. */
async function lockUser(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
}

/** Names are unique per user, ignoring case and edge spaces ("Low KD" and "low kd" are one name). */
async function refuseTakenName(tx: Tx, userId: string, name: string, exceptId?: string): Promise<void> {
  const [taken] = await tx
    .select({ id: filterPresets.id })
    .from(filterPresets)
    .where(and(eq(filterPresets.userId, userId), sql`lower(${filterPresets.name}) = lower(${name})`, exceptId ? ne(filterPresets.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw new ConflictError(FILTER_PRESET_NAME_TAKEN, { code: 'FILTER_PRESET_NAME_TAKEN' });
}

export async function createFilterPreset(db: Db, userId: string, input: { name: string; filter: string }): Promise<FilterPreset> {
  const row = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [held] = await tx.select({ n: count() }).from(filterPresets).where(eq(filterPresets.userId, userId));
    if ((held?.n ?? 0) >= FILTER_PRESETS_PER_USER) throw new ConflictError(FILTER_PRESET_LIMIT_REACHED, { code: 'FILTER_PRESET_LIMIT' });
    await refuseTakenName(tx, userId, input.name);
    const [inserted] = await tx.insert(filterPresets).values({ userId, name: input.name, filter: input.filter }).returning(columns);
    return inserted!;
  });
  return toPreset(row);
}

export async function renameFilterPreset(db: Db, userId: string, presetId: string, name: string): Promise<FilterPreset> {
  const row = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    await refuseTakenName(tx, userId, name, presetId);
    const [updated] = await tx
      .update(filterPresets)
      .set({ name, updatedAt: new Date() })
      .where(and(eq(filterPresets.id, presetId), eq(filterPresets.userId, userId)))
      .returning(columns);
    if (!updated) throw new NotFoundError('Not found.');
    return updated;
  });
  return toPreset(row);
}

export async function deleteFilterPreset(db: Db, userId: string, presetId: string): Promise<void> {
  const deleted = await db
    .delete(filterPresets)
    .where(and(eq(filterPresets.id, presetId), eq(filterPresets.userId, userId)))
    .returning({ id: filterPresets.id });
  if (deleted.length === 0) throw new NotFoundError('Not found.');
}
