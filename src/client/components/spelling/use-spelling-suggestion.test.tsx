// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSpellingSuggestion } from './use-spelling-suggestion';

const fetchMock = vi.fn<(input: string) => Promise<Response>>();

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function answer(words: Array<{ word: string }> | null, status = 200) {
  fetchMock.mockImplementation(async () => new Response(words === null ? 'oops' : JSON.stringify(words), { status }));
}

/** Moves the clock, then lets the fetch and the query update resolve. */
async function settle(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  for (let i = 0; i < 3; i += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});


/** The path and query the n-th request asked for (the typed client sends absolute URLs). */
const calledPath = (n: number) => {
  const url = new URL(String(fetchMock.mock.calls[n]?.[0]));
  return url.pathname + url.search;
};
describe('useSpellingSuggestion', () => {
  it('asks once after an 800 ms pause and shows a different suggestion', async () => {
    answer([{ word: 'keyword research' }]);
    const { result, rerender } = renderHook(({ text }) => useSpellingSuggestion(text), { wrapper, initialProps: { text: 'keywr' } });
    rerender({ text: 'keywrod reserch' });
    await settle(799);
    expect(fetchMock).not.toHaveBeenCalled();
    await settle(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(calledPath(0)).toBe('/api/spelling?s=keywrod+reserch&max=1&lang=en');
    expect(result.current.suggestion).toBe('keyword research');
  });

  it('asks in the form language, and asks again when the language changes', async () => {
    answer([{ word: 'fahrrad kaufen' }]);
    const { rerender } = renderHook(({ lang }) => useSpellingSuggestion('fahrad kaufen', { languageCode: lang }), {
      wrapper,
      initialProps: { lang: 'de' },
    });
    await settle(800);
    expect(calledPath(0)).toBe('/api/spelling?s=fahrad+kaufen&max=1&lang=de');
    rerender({ lang: 'es' });
    await settle(0);
    expect(calledPath(1)).toBe('/api/spelling?s=fahrad+kaufen&max=1&lang=es');
  });

  it('never asks below 3 characters', async () => {
    answer([{ word: 'so' }]);
    const { result } = renderHook(() => useSpellingSuggestion(' se '), { wrapper });
    await settle(2000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.current.suggestion).toBeNull();
  });

  it('hides a suggestion that only differs in case', async () => {
    answer([{ word: 'SEO Tools' }]);
    const { result } = renderHook(() => useSpellingSuggestion('seo tools'), { wrapper });
    await settle(900);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.current.suggestion).toBeNull();
  });

  it('stays silent when the lookup fails', async () => {
    answer(null, 500);
    const { result } = renderHook(() => useSpellingSuggestion('keywrod'), { wrapper });
    await settle(900);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.current.suggestion).toBeNull();
  });

  it('hides the hint when ignored, until the text changes', async () => {
    answer([{ word: 'keyword' }]);
    const { result, rerender } = renderHook(({ text }) => useSpellingSuggestion(text), { wrapper, initialProps: { text: 'keywrod' } });
    await settle(900);
    expect(result.current.suggestion).toBe('keyword');
    act(() => result.current.ignore());
    expect(result.current.suggestion).toBeNull();
    rerender({ text: 'keywrodd' });
    rerender({ text: 'keywrod' });
    await settle(900);
    expect(result.current.suggestion).toBe('keyword');
  });
});
