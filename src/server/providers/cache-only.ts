// A scope in which the cached provider answers from the cache or not at all. The quota layer runs
// a free repeat of a user with no unit left inside it: the cache may answer, the provider may not
// be called (it would be a call past the limit). Carried by AsyncLocalStorage, so the tools'
// services need no extra parameter and cannot forget it.
import { AsyncLocalStorage } from 'node:async_hooks';

const scope = new AsyncLocalStorage<boolean>();

/** Thrown inside a cache-only scope when the answer is not in the cache. */
export class CacheOnlyMiss extends Error {
  constructor() {
    super('The answer is not in the provider cache and the provider may not be called.');
    this.name = 'CacheOnlyMiss';
  }
}

export function runCacheOnly<T>(fn: () => Promise<T>): Promise<T> {
  return scope.run(true, fn);
}

export function isCacheOnly(): boolean {
  return scope.getStore() === true;
}

const peekScope = new AsyncLocalStorage<boolean>();

/**
 * A scope in which the cached provider answers keyword metrics with what the cache holds and
 * nothing else: no provider call, no error for the misses, no bill line (an import's preview and
 * its free part, decision 029).
 */
export function runCachePeek<T>(fn: () => Promise<T>): Promise<T> {
  return peekScope.run(true, () => scope.run(true, fn));
}

export function isCachePeek(): boolean {
  return peekScope.getStore() === true;
}
