// The overall deadline of one paid request (REQUEST_DEADLINE_MS, decision 011): an AbortSignal
// that reaches the provider's fetch, and helpers that stop waiting the moment it fires.
import { ProviderError } from './provider-error.js';

/** Shorter than common reverse-proxy timeouts (30-60 s), so the user gets our answer, not the proxy's. */
export const DEFAULT_REQUEST_DEADLINE_MS = 25_000;

/** What the user is told when the deadline passes: the provider's "did not answer in time" (504). */
export function deadlineExceeded(): ProviderError {
  return new ProviderError('timeout');
}

export function throwIfPastDeadline(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw deadlineExceeded();
}

/**
 * Settles like `work`, or rejects with the deadline's error as soon as `signal` fires, whatever
 * `work` does (a provider that ignores its signal still cannot hold the request past it).
 */
export function untilDeadline<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(deadlineExceeded());
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        // Passed on as it came: the work's own rejection, whatever it is.
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Waits `ms`, or rejects with the deadline's error when `signal` fires first. */
export function sleepWithin(ms: number, signal: AbortSignal | undefined): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const sleep = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return untilDeadline(sleep, signal).finally(() => clearTimeout(timer));
}
