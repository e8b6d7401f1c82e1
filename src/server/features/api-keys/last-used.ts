// "Last used" without a write per request (decision 021): each server remembers when it last
// stamped a key and writes again only a minute later; the write itself is conditional, so several
// servers together still write about once a minute per key.
import type { Db } from '../../db/client.js';
import { markApiKeyUsed } from './api-key-store.js';

const LAST_USED_INTERVAL_SECONDS = 60;
// A bound on the memory of a server that sees very many keys; forgetting only costs one write.
const MAX_REMEMBERED_KEYS = 10_000;

export function createLastUsedStamper(db: Db, log: (line: string) => void) {
  const stampedAt = new Map<string, number>();
  return async function stamp(keyId: string, now = Date.now()): Promise<void> {
    const last = stampedAt.get(keyId);
    if (last !== undefined && now - last < LAST_USED_INTERVAL_SECONDS * 1000) return;
    if (stampedAt.size >= MAX_REMEMBERED_KEYS) stampedAt.clear();
    stampedAt.set(keyId, now);
    // The request must not fail because a bookkeeping write did.
    await markApiKeyUsed(db, keyId, new Date(now), LAST_USED_INTERVAL_SECONDS).catch((error: unknown) =>
      log(`[api-keys] last-used update failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  };
}
