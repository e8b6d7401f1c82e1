// @vitest-environment jsdom
// The related screen's flow against a mocked API: which research the URL's ?id= shows, and that
// the screen never reads its own search back from the store (that read once arrived after the
// answer and put the old request back into the form, undoing a depth the user had just chosen).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RelatedKeywordRow } from '@shared/api/related';
import { useToolInputs } from '../../components/tool-inputs';
import { findRelatedKeywords, readStoredRelated, type RelatedPageAnswer, type RelatedPageRequest } from './api/find-related-keywords';
import { RELATED_INPUTS } from './related-inputs';
import { useRelatedSearch } from './use-related-search';

const USER_ID = '11111111-1111-4111-8111-111111111111';
const FOUND_ID = '22222222-2222-4222-8222-222222222222';
const STORED_ID = '33333333-3333-4333-8333-333333333333';

vi.mock('../auth', () => ({ useAuth: () => ({ user: { id: USER_ID } }) }));
vi.mock('./api/find-related-keywords', () => ({ findRelatedKeywords: vi.fn(), readStoredRelated: vi.fn() }));
const findPage = vi.mocked(findRelatedKeywords);
const readStored = vi.mocked(readStoredRelated);

const row = (keyword: string): RelatedKeywordRow => ({
  keyword, searchVolume: 10, cpc: 1, competition: 0.5, competitionLevel: 'MEDIUM', difficulty: 20, intent: 'informational', relevance: null, categories: [], depth: 1,
});

function answerOf(request: RelatedPageRequest): RelatedPageAnswer {
  const rows = [row(request.keyword), row(`${request.keyword} case`)];
  return {
    page: { researchId: FOUND_ID, status: 'complete', totalResults: 585, added: rows.length, loadedResults: 100, nextOffset: 100, hasMore: true, estimatedCost: 0.01, isDemoData: false },
    rows,
  };
}

type StoredResearch = Awaited<ReturnType<typeof readStoredRelated>>;

function storedResearch(): StoredResearch {
  const header: StoredResearch['header'] = {
    id: STORED_ID, kind: 'related', status: 'complete', seedKeyword: 'laptop', seeds: ['laptop'], linked: { serpResearchId: null, relatedResearchId: null }, request: { keyword: 'laptop', depth: 2, limit: 100, offset: 0, languageCode: 'en', locationCode: 2826 },
    totalResults: 73, loadedResults: 73, locationCode: 2826, languageCode: 'en', resultLimit: 100, estimatedCost: 0.01, provider: 'dataforseo',
    isDemoData: false, seedKeywordNote: null, createdAt: '2026-11-26T06:00:00.000Z', updatedAt: '2026-11-26T06:00:00.000Z',
  };
  return { header, rows: [row('laptop'), row('laptop bag')] };
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
    expect(screen.result.current.state.researchId).toBe(FOUND_ID);
    expect(screen.result.current.state.rows.map((r) => r.keyword)).toEqual(['phone', 'phone case']);
    act(() => screen.result.current.inputs.set('depth', 3));
    await settle(); // a (wrong) read of the store would land here
    expect(screen.result.current.inputs.values.depth).toBe(3);
    expect(readStored).not.toHaveBeenCalled();
    await act(() => screen.result.current.search());
    expect(findPage).toHaveBeenLastCalledWith(expect.objectContaining({ keyword: 'phone', depth: 3, offset: 0, researchId: null }), 0);
  });

  it('opens the research the URL names from the store, and its request fills the form', async () => {
    const screen = renderScreen(`/related-keywords?id=${STORED_ID}`);
    await waitFor(() => expect(screen.result.current.state.researchId).toBe(STORED_ID));
    expect(readStored).toHaveBeenCalledWith(STORED_ID);
    expect(screen.result.current.state).toMatchObject({ total: 73, offset: 73, hasMore: false, query: { keyword: 'laptop', depth: 2, locationCode: 2826 } });
    expect(screen.result.current.inputs.values).toMatchObject({ keyword: 'laptop', depth: 2, locationCode: 2826 });
  });

  it('a failed search clears the list and does not bring back the research the URL named', async () => {
    const screen = renderScreen(`/related-keywords?id=${STORED_ID}`);
    await waitFor(() => expect(screen.result.current.state.researchId).toBe(STORED_ID));
    findPage.mockRejectedValue(new Error('The keyword data provider sent an answer we could not read.'));
    await act(() => screen.result.current.search());
    await settle();
    expect(screen.result.current.state.rows).toEqual([]);
    expect(screen.result.current.state.researchId).toBeNull();
    expect(readStored).toHaveBeenCalledTimes(1);
  });
});
