// In-memory ProviderCacheStore for tests and single-process runs; the server uses the database store.

import type { ProviderCacheStore, ProviderCacheEntry } from './cache.js';

export class MemoryCacheStore implements ProviderCacheStore {
  readonly entries = new Map<string, ProviderCacheEntry>();
  gets = 0;
  sets = 0;

  async get(key: string): Promise<ProviderCacheEntry | null> {
    this.gets += 1;
    // structuredClone: callers must never mutate what a later hit returns (a database store copies too).
    const entry = this.entries.get(key);
    return entry ? { value: structuredClone(entry.value), expiresAt: entry.expiresAt } : null;
  }

  async set(key: string, value: unknown, expiresAt: Date): Promise<void> {
    this.sets += 1;
    this.entries.set(key, { value: structuredClone(value), expiresAt });
  }
}

export function createMemoryCacheStore(): MemoryCacheStore {
  return new MemoryCacheStore();
}
