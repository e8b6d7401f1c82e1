// Read-only share links (decision 030): the owner of a research (later a saved
// list: `target_kind`) makes a link anyone may open without signing in. Only the SHA-256 of the
// link's token is stored; `display_name` is all the link says about its owner. A revoked or expired
// link keeps its row (for the owner's list) but reads as not found.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SHARE_TARGET_KINDS } from '../../../shared/contract/share-links.js';
import { user } from './auth.js';

const targetKinds = sql.raw(SHARE_TARGET_KINDS.map((kind) => `'${kind}'`).join(', '));

export const shareLinks = pgTable(
  'share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** What is shared: 'research' (keyword_research.id); 'list' once saved lists exist. */
    targetKind: text('target_kind').notNull(),
    /** No foreign key: the target table depends on target_kind; deleting a target deletes its links in the same transaction. */
    targetId: uuid('target_id').notNull(),
    /** Hex SHA-256 of the token: the only way a presented link is found. */
    tokenHash: text('token_hash').notNull(),
    displayName: text('display_name').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(0),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('share_links_token_hash_uq').on(t.tokenHash),
    index('share_links_target_idx').on(t.targetKind, t.targetId),
    check('share_links_target_kind_check', sql`${t.targetKind} in (${targetKinds})`),
  ],
);
