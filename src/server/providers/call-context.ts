// Who a provider call is made for, without threading a user id through every provider method:
// the HTTP layer runs each request inside this context, and the call ledger reads it.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface ProviderCallContext {
  userId: string | null;
}

const storage = new AsyncLocalStorage<ProviderCallContext>();

export function runWithProviderCallContext<T>(context: ProviderCallContext, fn: () => T): T {
  return storage.run(context, fn);
}

/** The user the current request acts for; null outside a request or when signed out. */
export function currentProviderCallUserId(): string | null {
  return storage.getStore()?.userId ?? null;
}
