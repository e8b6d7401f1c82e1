// @vitest-environment jsdom
// The related screen's flow against a mocked API: which research the URL's ?id= shows, that the
// screen never reads its own search back from the store (that read once arrived after the answer
// and put the old request back into the form, undoing a depth the user had just chosen), and that
// it holds no rows: the counts come from the POST answers and the browser copy.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RelatedPage } from '@shared/contract/related';
import { STORAGE_KEYS } from '../../lib/storage';
import { useToolInputs } from '../../components/tool-inputs';
import { findRelatedKeywords, readStoredRelated, type RelatedPageRequest } from './api/find-related-keywords';
import { RELATED_INPUTS } from './related-inputs';
import { readSavedRelatedResults, saveRelatedResults } from './saved-related-results';
import { useRelatedSearch } from './use-related-search';
import { providerCostFields } from '@shared/contract/common';

const USER_ID = '11111111-1111-4111-8111-111111111111';
const FOUND_ID = '22222222-2222-4222-8222-222222222222';
const STORED_ID = '33333333-3333-4333-8333-333333333333';

vi.mock('../auth', () => ({ useAuth: () => ({ user: { id: USER_ID } }) }));
vi.mock('./api/find-related-keywords', () => ({ findRelatedKeywords: vi.fn(), readStoredRelated: vi.fn() }));
const findPage = vi.mocked(findRelatedKeywords);
const readStored = vi.mocked(readStoredRelated);

/** A page of 100 received of which the server stored `added` (the rest were keywords the research held). */
function answerOf(request: RelatedPageRequest, added = 97): RelatedPage {
  const nextOffset = request.offset + 100;
  return { researchId: request.researchId ?? FOUND_ID, status: 'complete', totalResults: 585, added, loadedResults: nextOffset, nextOffset, hasMore: true, ...providerCostFields(0.01), cached: false, charges: [{ tool: 'related', units: 1, cached: false, fetchedAt: null }], isDemoData: false };
}

type StoredResearch = Awaited<ReturnType<typeof readStoredRelated>>;

function storedResearch(): StoredResearch {
  const header: StoredResearch['header'] = {
    id: STORED_ID, kind: 'related', status: 'complete', seedKeyword: 'laptop', seeds: ['laptop'], linked: { serpResearchId: null, relatedResearchId: null }, request: { keyword: 'laptop', depth: 2, limit: 100, offset: 0, languageCode: 'en', locationCode: 2826 },
    totalResults: 73, loadedResults: 73, locationCode: 2826, languageCode: 'en', resultLimit: 100, ...providerCostFields(0.01), provider: 'dataforseo',
    isDemoData: false, seedKeywordNote: null, createdAt: '2026-11-26T06:00:00.000Z', updatedAt: '2026-11-26T06:00:00.000Z', seed: null,
  };
  return { header, storedRows: 70 };
}

/** Lets pending answers and the query cache's notifications (batched on a zero timer) reach the screen. */
async function settle() {
  for (let tick = 0; tick < 3; tick += 1) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

function renderScreen(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(() => {
    const inputs = useToolInputs(RELATED_INPUTS);
    return { inputs, ...useRelatedSearch(inputs) };
  }, { wrapper });
}

beforeEach(() => {
  localStorage.clear();
  findPage.mockReset();
  readStored.mockReset();
  findPage.mockImplementation(async (request) => answerOf(request));
  readStored.mockImplementation(async () => storedResearch());
});

afterEach(cleanup);

describe('the related screen and the stored research', () => {
  it("shows a search's answer without reading it back, and keeps the depth chosen after it", async () => {
    const screen = renderScreen('/related-keywords?keyword=phone&depth=2');
    await act(() => screen.result.current.search());
    expect(screen.result.current.state).toMatchObject({ researchId: FOUND_ID, loaded: 97, offset: 100, total: 585, hasMore: true });
    expect(screen.result.current.state).not.toHaveProperty('rows');
    act(() => screen.result.current.inputs.set('depth', 3));
    await settle(); // a (wrong) read of the store would land here
    expect(screen.result.current.inputs.values.depth).toBe(3);
    expect(readStored).not.toHaveBeenCalled();
    await act(() => screen.result.current.search());
    expect(findPage).toHaveBeenLastCalledWith(expect.objectContaining({ keyword: 'phone', depth: 3, offset: 0, researchId: null }));
  });

  it('opens the research the URL names from the store, and its request fills the form', async () => {
    const screen = renderScreen(`/related-keywords?id=${STORED_ID}`);
    await waitFor(() => expect(screen.result.current.state.researchId).toBe(STORED_ID));
    expect(readStored).toHaveBeenCalledWith(STORED_ID);
    expect(screen.result.current.state).toMatchObject({ loaded: 70, total: 73, offset: 73, hasMore: false, query: { keyword: 'laptop', depth: 2, locationCode: 2826 } });
    expect(screen.result.current.inputs.values).toMatchObject({ keyword: 'laptop', depth: 2, locationCode: 2826 });
  });

  it('a failed search clears the list and does not bring back the research the URL named', async () => {
    const screen = renderScreen(`/related-keywords?id=${STORED_ID}`);
    await waitFor(() => expect(screen.result.current.state.researchId).toBe(STORED_ID));
    findPage.mockRejectedValue(new Error('The keyword data provider sent an answer we could not read.'));
    await act(() => screen.result.current.search());
    await settle();
    expect(screen.result.current.state.loaded).toBe(0);
    expect(screen.result.current.state.researchId).toBeNull();
    expect(readStored).toHaveBeenCalledTimes(1);
  });

  it('keeps the search, research id and counts in the browser, and Load More continues there counting what the server added', async () => {
    const first = renderScreen('/related-keywords?keyword=phone&depth=3');
    await act(() => first.result.current.search());
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.relatedKeywordsResults) ?? '{}')).toEqual({
      userId: USER_ID,
      query: { keyword: 'phone', languageCode: 'en', locationCode: 2840, depth: 3, batchSize: 100 },
      loaded: 97, total: 585, hasMore: true, offset: 100, researchId: FOUND_ID, isDemoData: false,
    });
    first.unmount();

    // Coming back: shown at once from the browser copy, nothing read from the store.
    const back = renderScreen('/related-keywords');
    expect(back.result.current.state).toMatchObject({ researchId: FOUND_ID, loaded: 97, offset: 100, total: 585, hasMore: true });
    findPage.mockImplementation(async (request) => answerOf(request, 95));
    await act(() => back.result.current.loadMore());
    expect(findPage).toHaveBeenLastCalledWith(expect.objectContaining({ offset: 100, researchId: FOUND_ID, limit: 100 }));
    expect(back.result.current.state).toMatchObject({ status: 'idle', loaded: 192, offset: 200, researchId: FOUND_ID });
    expect(readSavedRelatedResults(USER_ID, new URLSearchParams())).toMatchObject({ loaded: 192, offset: 200 });
    expect(readStored).not.toHaveBeenCalled();
  });

  it('starts empty when the browser copy belongs to another search', async () => {
    saveRelatedResults(USER_ID, {
      query: { keyword: 'phone', languageCode: 'en', locationCode: 2840, depth: 3, batchSize: 100 }, loaded: 97, total: 585, hasMore: true, offset: 100, researchId: FOUND_ID, isDemoData: false,
    });
    const screen = renderScreen('/related-keywords?keyword=laptop');
    expect(screen.result.current.state).toMatchObject({ loaded: 0, researchId: null, query: null });
  });
});
