// Remembers, for a few seconds, what a session cookie resolved to, so a burst of reads does not ask
// the database for the same session on every request (decision 044). Writes that
// can end a session on this server forget everything at once; another server's writes are seen
// when the entry expires. Lookups asked for the same cookie while one is running share it.

/** How long a resolved session is trusted without asking the database again (decision 044). */
export const SESSION_CACHE_TTL_MS = 5_000;

/** Enough for every session active on a busy server within one TTL; the oldest entry goes first. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

interface Entry<T> {
  value: Promise<T>;
  /** Epoch milliseconds; a value's own expiry may shorten it (see `expiresAt` below). */
  until: number;
}

export interface SessionCacheOptions<T> {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
  /** When the looked-up value stops being valid on its own (a session's expiry), if it does. */
  expiresAt?: (value: T) => number | undefined;
}

export class SessionCache<T> {
  // A lookup is kept from its start, so concurrent requests share it; forgetAll drops running ones
  // too (they may have read the row before the write), so their answers serve only their requests.
  private readonly entries = new Map<string, Entry<T>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly expiresAt: (value: T) => number | undefined;

  constructor(options: SessionCacheOptions<T> = {}) {
    this.ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
    this.maxEntries = options.maxEntries ?? SESSION_CACHE_MAX_ENTRIES;
    this.now = options.now ?? Date.now;
    this.expiresAt = options.expiresAt ?? (() => undefined);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value remembered for `key`, or the answer of `lookup` (kept unless it failed or was forgotten meanwhile). */
  get(key: string, lookup: () => Promise<T>): Promise<T> {
    const now = this.now();
    const cached = this.entries.get(key);
    if (cached && cached.until > now) return cached.value;
    if (cached) this.entries.delete(key);

    const value = lookup();
    const entry: Entry<T> = { value, until: now + this.ttlMs };
    this.remember(key, entry);
    value.then(
      (resolved) => {
        const own = this.expiresAt(resolved);
        if (own !== undefined) entry.until = Math.min(entry.until, own);
      },
      // A failed lookup (the database is away) is never remembered: the next request asks again.
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return value;
  }

  /** Drops every remembered session: something on this server may have ended or changed one. */
  forgetAll(): void {
    this.entries.clear();
  }

  private remember(key: string, entry: Entry<T>) {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, entry);
  }
}
