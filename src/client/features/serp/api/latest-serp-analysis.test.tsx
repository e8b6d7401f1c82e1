// @vitest-environment jsdom
// The cached "latest analysis" the SERP screen restores from: keyed by user, and replaced by each
// new analysis, so a later restore never brings back the analysis before it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SerpAnalysisRecord, SerpLatestResponse } from '@shared/api/serp';
import { latestSerpAnalysisKey, useLatestSerpAnalysis } from './get-latest-serp-analysis';
import { useRunSerpAnalysis } from './run-serp-analysis';

const analysis = (keyword: string): SerpAnalysisRecord => ({
  analysis_id: `00000000-0000-4000-8000-00000000000${keyword.length % 10}`,
  keyword,
  language_code: 'en',
  location_code: 2840,
  results: [{ position: 1, domain: 'a.example', url: 'https://a.example/', title: 'A', description: '' }],
  total_results: 1,
  se_results_count: null,
  estimated_cost: 0,
  features: [],
  check_url: null,
  is_demo_data: true,
  created_at: '2026-11-23T12:00:00.000Z',
});

const fetchMock = vi.fn<(input: string, init?: RequestInit) => Promise<Response>>();
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

let client: QueryClient;
function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (_input, init) =>
    init?.method === 'POST' ? json({ success: true, ...analysis('new keyword') }) : json({ success: true, analysis: analysis('old') } satisfies SerpLatestResponse),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the latest SERP analysis cache', () => {
  it('is replaced by a new analysis, without asking the server again', async () => {
    const latest = renderHook(() => useLatestSerpAnalysis('user-1', true), { wrapper });
    await waitFor(() => expect(latest.result.current.data?.analysis?.keyword).toBe('old'));
    const run = renderHook(() => useRunSerpAnalysis('user-1'), { wrapper });
    await act(async () => {
      await run.result.current.mutateAsync({ keyword: 'new keyword', languageCode: 'en', locationCode: 2840, limit: 10 });
    });

    // A screen mounted later (the browser copy cleared) restores the new analysis from the cache.
    const later = renderHook(() => useLatestSerpAnalysis('user-1', true), { wrapper });
    expect(later.result.current.data?.analysis?.keyword).toBe('new keyword');
    expect(later.result.current.data?.analysis).not.toHaveProperty('success');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method !== 'POST')).toHaveLength(1);
  });

  it('is kept per user: another account asks the server for its own', async () => {
    client.setQueryData<SerpLatestResponse>(latestSerpAnalysisKey('user-1'), { success: true, analysis: analysis('mine') });
    const other = renderHook(() => useLatestSerpAnalysis('user-2', true), { wrapper });
    await waitFor(() => expect(other.result.current.data?.analysis?.keyword).toBe('old'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks nothing without a signed-in user', () => {
    const none = renderHook(() => useLatestSerpAnalysis(null, true), { wrapper });
    expect(none.result.current.fetchStatus).toBe('idle');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
