// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRefreshAfterChange } from './use-refresh-after-change';

const OWN_ID = '11111111-1111-4111-8111-111111111111';
const OTHER_ID = '22222222-2222-4222-8222-222222222222';

// Only who is signed in matters here, not how the auth provider finds out.
vi.mock('../../../lib/auth-state', () => ({ useAuth: () => ({ user: { id: OWN_ID } }) }));

afterEach(cleanup);

/** Runs the refresh for `userId` and says which cached queries went stale. */
async function staleAfterChangeOf(userId: string) {
  const client = new QueryClient();
  for (const key of [['me'], ['subscription'], ['admin', 'users'], ['plans']]) client.setQueryData(key, { cached: true });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useRefreshAfterChange(userId), { wrapper });
  await result.current();
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryKey.join('/'))
    .sort();
}

describe('refresh after an admin change', () => {
  it("refreshes the admin screens and, for the admin's own account, the me and subscription queries", async () => {
    expect(await staleAfterChangeOf(OWN_ID)).toEqual(['admin/users', 'me', 'subscription']);
  });

  it("leaves the admin's own queries alone when the change is about someone else", async () => {
    expect(await staleAfterChangeOf(OTHER_ID)).toEqual(['admin/users']);
  });
});
