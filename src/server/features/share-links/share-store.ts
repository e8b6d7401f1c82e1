// The share_links table (decision 030): the owner creates (under a cap per item), lists and revokes
// links; an open link is found by its token's hash, and only while neither revoked nor expired.
import { and, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { SHARE_LINKS_PER_TARGET } from '../../../shared/constants/limits.js';
import type { CreatedShareLink, CreateShareLink, ShareLink, ShareTargetKind } from '../../../shared/contract/share-links.js';
import { sharedPagePath } from '../../../shared/contract/share-links.js';
import { SHARE_LIMIT_REACHED, SHARE_LINK_NOT_FOUND, SHARE_NOT_FOUND } from '../../../shared/messages/share-links.js';
import { LIST_NOT_FOUND } from '../../../shared/messages/lists.js';
import { RESULTS_NOT_FOUND } from '../../../shared/messages/research.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { keywordLists, keywordResearch, shareLinks } from '../../db/schema/index.js';
import { ConflictError, NotFoundError } from '../../domain/errors.js';
import { generateShareToken, hashShareToken, isWellFormedShareToken } from './share-token.js';

type ShareLinkRow = typeof shareLinks.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

function toShareLink(row: ShareLinkRow, now = new Date()): ShareLink {
  return {
    id: row.id,
    targetKind: row.targetKind as ShareTargetKind, // the CHECK constraint holds it to these
    targetId: row.targetId,
    displayName: row.displayName,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    isActive: row.revokedAt === null && (row.expiresAt === null || row.expiresAt > now),
    viewCount: row.viewCount,
    lastViewedAt: row.lastViewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const isOpen = (now: Date) => and(isNull(shareLinks.revokedAt), or(isNull(shareLinks.expiresAt), gt(shareLinks.expiresAt, now)));

const ofTarget = (kind: ShareTargetKind, targetId: string) => and(eq(shareLinks.targetKind, kind), eq(shareLinks.targetId, targetId));

/** The research or list, locked when `lock`, if the user owns it (an admin does not share someone else's work). */
async function findOwnTarget(tx: DbOrTx, kind: ShareTargetKind, targetId: string, userId: string, lock: boolean): Promise<void> {
  const table = kind === 'list' ? keywordLists : keywordResearch;
  const query = tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, targetId), eq(table.userId, userId)));
  const [target] = lock ? await query.for('update') : await query;
  if (!target) throw new NotFoundError(kind === 'list' ? LIST_NOT_FOUND : RESULTS_NOT_FOUND);
}

export function createResearchShareLink(db: Db, userId: string, researchId: string, input: CreateShareLink): Promise<CreatedShareLink> {
  return createShareLink(db, userId, 'research', researchId, input);
}

export async function createShareLink(db: Db, userId: string, kind: ShareTargetKind, targetId: string, input: CreateShareLink): Promise<CreatedShareLink> {
  const { token, hash } = generateShareToken();
  const now = new Date();
  const row = await db.transaction(async (tx) => {
    // The research (list) row is the lock: two racing creations count one after the other.
    await findOwnTarget(tx, kind, targetId, userId, true);
    const [active] = await tx
      .select({ n: count() })
      .from(shareLinks)
      .where(and(ofTarget(kind, targetId), isOpen(now)));
    if ((active?.n ?? 0) >= SHARE_LINKS_PER_TARGET) throw new ConflictError(SHARE_LIMIT_REACHED, { code: 'SHARE_LIMIT' });
    const [inserted] = await tx
      .insert(shareLinks)
      .values({
        userId,
        targetKind: kind,
        targetId,
        tokenHash: hash,
        displayName: input.displayName,
        expiresAt: input.expiresInDays ? new Date(now.getTime() + input.expiresInDays * DAY_MS) : null,
      })
      .returning();
    return inserted!;
  });
  return { link: toShareLink(row, now), token, path: sharedPagePath(token) };
}

/** The research's links, newest first, revoked and expired ones included (so the owner sees what was). */
export function listResearchShareLinks(db: Db, userId: string, researchId: string): Promise<ShareLink[]> {
  return listShareLinks(db, userId, 'research', researchId);
}

export async function listShareLinks(db: Db, userId: string, kind: ShareTargetKind, targetId: string): Promise<ShareLink[]> {
  await findOwnTarget(db, kind, targetId, userId, false);
  const rows = await db
    .select()
    .from(shareLinks)
    .where(and(ofTarget(kind, targetId), eq(shareLinks.userId, userId)))
    .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id));
  const now = new Date();
  return rows.map((row) => toShareLink(row, now));
}

/** Revokes one of the user's links; another user's link reads as not found. Revoking twice is fine. */
export async function revokeShareLink(db: Db, userId: string, linkId: string): Promise<ShareLink> {
  const [row] = await db
    .update(shareLinks)
    .set({ revokedAt: sql`coalesce(${shareLinks.revokedAt}, now())` })
    .where(and(eq(shareLinks.id, linkId), eq(shareLinks.userId, userId)))
    .returning();
  if (!row) throw new NotFoundError(SHARE_LINK_NOT_FOUND);
  return toShareLink(row);
}

export interface OpenShareLink {
  targetKind: ShareTargetKind;
  targetId: string;
  displayName: string;
  expiresAt: Date | null;
}

/**
 * The open link a token names, or NotFoundError (unknown, malformed, revoked and expired read
 * alike). `countView` adds one view in the same statement that checks the link.
 */
export async function findOpenShareLink(db: DbOrTx, token: string, options: { countView: boolean }): Promise<OpenShareLink> {
  if (!isWellFormedShareToken(token)) throw new NotFoundError(SHARE_NOT_FOUND);
  const now = new Date();
  const where = and(eq(shareLinks.tokenHash, hashShareToken(token)), isOpen(now));
  const columns = { targetKind: shareLinks.targetKind, targetId: shareLinks.targetId, displayName: shareLinks.displayName, expiresAt: shareLinks.expiresAt };
  const [row] = options.countView
    ? await db
        .update(shareLinks)
        .set({ viewCount: sql`${shareLinks.viewCount} + 1`, lastViewedAt: now })
        .where(where)
        .returning(columns)
    : await db.select(columns).from(shareLinks).where(where);
  if (!row) throw new NotFoundError(SHARE_NOT_FOUND);
  return { ...row, targetKind: row.targetKind as ShareTargetKind };
}
