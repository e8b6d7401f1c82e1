import { describe, expect, it, vi } from 'vitest';
import { normalizeKeyword } from '@shared/seed';
import { ApiRequestError } from '../../lib/api';
import type { RelatedPageRequest } from './api/find-related-keywords';
import { runRelatedBatch, type FetchRelatedPage } from './related-page-batch';
import { providerCostFields } from '@shared/contract/common';

const query = { keyword: 'phone', languageCode: 'en' as const, locationCode: 2840 as const, depth: 3 };
const record = (keyword: string) => ({ keyword });

interface ProviderPage {
  items: Array<{ keyword: string }>;
  hasMore: boolean;
  isDemoData: boolean;
}

/** A walk of `total` keywords served 100 at a time, like POST /api/related: the store keeps each keyword once and answers how many it added. */
function server(total: number, change: (request: RelatedPageRequest, page: ProviderPage) => ProviderPage = (_r, p) => p) {
  const stored = new Set<string>();
  const fetchPage = vi.fn<FetchRelatedPage>((request) => {
    const count = Math.max(0, Math.min(request.limit, total - request.offset));
    const items = Array.from({ length: count }, (_, i) => record(`kw ${request.offset + i}`));
    const page = change(request, { items, hasMore: request.offset + count < total, isDemoData: false });
    const added = page.items.filter((row) => !stored.has(normalizeKeyword(row.keyword)) && stored.add(normalizeKeyword(row.keyword))).length;
    const nextOffset = request.offset + page.items.length;
    return Promise.resolve({
      researchId: 'r-1', status: 'complete' as const, totalResults: total, added, loadedResults: nextOffset, nextOffset,
      hasMore: page.hasMore, ...providerCostFields(0.02), cached: false, charges: [{ tool: 'related', units: 1, cached: false, fetchedAt: null }], isDemoData: page.isDemoData,
    });
  });
  return fetchPage;
}

const start = { query, loaded: 0, offset: 0, researchId: null, isDemoData: false, goal: 100 };
const always = { isCurrent: () => true };

describe('runRelatedBatch', () => {
  it('asks 100 rows per request until the batch holds the chosen count in whole pages, carrying the research id', async () => {
    const fetchPage = server(585);
    const onPage = vi.fn();
    const outcome = await runRelatedBatch({ ...start, goal: 250 }, fetchPage, { ...always, onPage });
    expect(fetchPage.mock.calls.map(([r]) => [r.offset, r.limit, r.researchId])).toEqual([
      [0, 100, null],
      [100, 100, 'r-1'],
      [200, 100, 'r-1'],
    ]);
    expect(outcome).toMatchObject({ pages: 3, received: 300, offset: 300, loaded: 300, total: 585, hasMore: true, added: 300, duplicates: 0, error: null });
    expect(outcome.providerCost).toBeCloseTo(0.06, 6);
    expect(outcome.isDemoData).toBe(false);
    expect(onPage.mock.calls.map(([p]) => [p.received, p.expected, p.loaded])).toEqual([
      [100, 300, 100],
      [200, 300, 200],
      [300, 300, 300],
    ]);
  });

  it('marks the rows as demo data once any page came from the demo provider', async () => {
    const fetchPage = server(585, (request, page) => ({ ...page, isDemoData: request.offset === 100 }));
    const outcome = await runRelatedBatch({ ...start, goal: 300 }, fetchPage, always);
    expect(outcome.isDemoData).toBe(true);
    const demoBefore = await runRelatedBatch({ ...start, offset: 300, isDemoData: true, goal: 100 }, server(585), always);
    expect(demoBefore.isDemoData).toBe(true);
  });

  it('stops at the end of the walk and reports what it will hold', async () => {
    const outcome = await runRelatedBatch({ ...start, offset: 500, goal: 1000 }, server(585), always);
    expect(outcome).toMatchObject({ pages: 1, received: 85, offset: 585, hasMore: false, expected: 85 });
  });

  it('counts the duplicates the server dropped: received rows it did not add', async () => {
    const fetchPage = server(300, (request, page) => (request.offset === 100 ? { ...page, items: [record('KW 0'), ...page.items.slice(1)] } : page));
    const outcome = await runRelatedBatch({ ...start, goal: 300 }, fetchPage, always);
    expect(outcome).toMatchObject({ received: 300, offset: 300, added: 299, duplicates: 1, loaded: 299 });
  });

  it('continues a research: its offset (duplicates included) and stored count', async () => {
    const fetchPage = vi.fn<FetchRelatedPage>(async (request) => ({
      researchId: 'r-1', status: 'complete', totalResults: 585, added: 96, loadedResults: request.offset + 100, nextOffset: request.offset + 100, hasMore: true, ...providerCostFields(0.02), cached: false, charges: [{ tool: 'related', units: 1, cached: false, fetchedAt: null }], isDemoData: false,
    }));
    const outcome = await runRelatedBatch({ ...start, loaded: 97, offset: 100, researchId: 'r-1', goal: 100 }, fetchPage, always);
    expect(fetchPage).toHaveBeenCalledWith(expect.objectContaining({ offset: 100, researchId: 'r-1' }));
    expect(outcome).toMatchObject({ pages: 1, received: 100, offset: 200, loaded: 193, added: 96, duplicates: 4 });
  });

  it('ends on an empty page', async () => {
    const fetchPage = server(585, (request, page) => (request.offset === 100 ? { ...page, items: [], hasMore: false } : page));
    const outcome = await runRelatedBatch({ ...start, goal: 500 }, fetchPage, always);
    expect(outcome).toMatchObject({ pages: 2, received: 100, hasMore: false, error: null });
  });

  it('keeps what earlier pages loaded when a later request fails, and stops paging', async () => {
    const failure = new ApiRequestError(503, 'Provider down');
    const fetchPage = server(585);
    fetchPage.mockImplementationOnce(server(585)).mockRejectedValueOnce(failure);
    const outcome = await runRelatedBatch({ ...start, goal: 500 }, fetchPage, always);
    expect(outcome).toMatchObject({ pages: 1, received: 100, loaded: 100, offset: 100, hasMore: false, error: failure });
  });

  it('gives up quietly once a newer search started', async () => {
    let current = true;
    const fetchPage = server(585, (_request, page) => {
      current = false;
      return page;
    });
    const onPage = vi.fn();
    const outcome = await runRelatedBatch({ ...start, goal: 500 }, fetchPage, { isCurrent: () => current, onPage });
    expect(outcome.cancelled).toBe(true);
    expect(onPage).not.toHaveBeenCalled();
  });
});
