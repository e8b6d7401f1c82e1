// The provider answer cache kept in PostgreSQL, so a repeated question costs nothing across
// restarts and app servers.
import { eq } from 'drizzle-orm';
import type { Db } from './client.js';
import { providerCache } from './schema/index.js';

export interface CacheEntry {
  value: unknown;
  expiresAt: Date;
}

export function createDbCacheStore(db: Db) {
  return {
    async get(key: string): Promise<CacheEntry | null> {
      const [row] = await db.select().from(providerCache).where(eq(providerCache.key, key));
      if (!row) return null;
      return { value: row.value, expiresAt: row.expiresAt };
    },
    async set(key: string, value: unknown, expiresAt: Date): Promise<void> {
      await db
        .insert(providerCache)
        .values({ key, value, expiresAt })
        .onConflictDoUpdate({ target: providerCache.key, set: { value, expiresAt, createdAt: new Date() } });
    },
  };
}
