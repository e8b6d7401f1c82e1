// A scope in which the cached provider answers from the cache or not at all. The quota layer runs
// a free repeat of a user with no unit left inside it: the cache may answer, the provider may not
// be called (it would be a call past the limit). Carried by AsyncLocalStorage, so the tools'
// services need no extra parameter and cannot forget it.
import { AsyncLocalStorage } from 'node:async_hooks';

/** 'run': a free repeat at the limit; 'peek': the cost preview asking whether the cache holds the answer. */
type CacheOnlyMode = 'run' | 'peek';

const scope = new AsyncLocalStorage<CacheOnlyMode>();

/** Thrown inside a cache-only scope when the answer is not in the cache. */
export class CacheOnlyMiss extends Error {
  constructor() {
    super('The answer is not in the provider cache and the provider may not be called.');
    this.name = 'CacheOnlyMiss';
  }
}

export function runCacheOnly<T>(fn: () => Promise<T>): Promise<T> {
  return scope.run('run', fn);
}

/**
 * The same scope for a look that is not a use: a hit is not written to the call ledger (the cost
 * preview, decision 025), and a bulk keyword-metrics read answers with the hits alone, misses
 * left out without an error (an import's preview and its free part, decision 029).
 */
export function peekCache<T>(fn: () => Promise<T>): Promise<T> {
  return scope.run('peek', fn);
}

export function isCacheOnly(): boolean {
  return scope.getStore() !== undefined;
}

export function isCachePeek(): boolean {
  return scope.getStore() === 'peek';
}
