// API keys (decision 021): a user's keys for the public API. Only the SHA-256 of
// a key is stored, never the key; `shortId` is the start of the key, shown so the owner can tell
// keys apart. A revoked key keeps its row (when it was made, used and revoked) but never works again.
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { API_KEY_SCOPES } from '../../../shared/contract/api-keys.js';
import { user } from './auth.js';

export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    shortId: text('short_id').notNull(),
    /** Hex SHA-256 of the whole key: the only way a presented key is found. */
    keyHash: text('key_hash').notNull(),
    /** What the key may reach (decision 062): 'tools', or 'tools-and-lists' for the owner's saved lists too. */
    scope: text('scope', { enum: API_KEY_SCOPES }).notNull().default('tools'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_key_hash_uq').on(t.keyHash),
    index('api_keys_user_active_idx').on(t.userId).where(sql`${t.revokedAt} is null`),
  ],
);
