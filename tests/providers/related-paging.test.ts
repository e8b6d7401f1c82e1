// What the related parser and provider tests leave out: paging every depth (0-4) to its end
// against the fake API, with the documented totals, each keyword once, the seed only at depth 0,
// 8^d keywords per level, a short last page and an empty page past the end; the same walk through
// the cache costs nothing the second time.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCachedProvider, createMemoryCacheStore } from '../../src/server/providers/index.js';
import type { KeywordDataProvider, RelatedKeyword } from '../../src/server/providers/types.js';
import { ENDPOINTS, startFakeDataForSeo, type FakeDataForSeo } from '../support/fake-dataforseo/index.js';
import { fakeProvider } from './client-helpers.js';

let fake: FakeDataForSeo;
beforeAll(async () => {
  fake = await startFakeDataForSeo();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => fake.reset());

const where = { languageCode: 'en', locationCode: 2840 };
const PAGE = 100;

async function walk(provider: KeywordDataProvider, depth: number): Promise<{ rows: RelatedKeyword[]; totals: number[]; pages: number[]; cost: number }> {
  const rows: RelatedKeyword[] = [];
  const totals: number[] = [];
  const pages: number[] = [];
  let cost = 0;
  for (let offset = 0; ; offset += PAGE) {
    const answer = await provider.findRelatedKeywords({ keyword: 'phone', depth, limit: PAGE, offset, ...where });
    rows.push(...answer.data.items);
    totals.push(answer.data.totalCount);
    pages.push(answer.data.items.length);
    cost += answer.providerCost;
    if (offset + answer.data.items.length >= answer.data.totalCount) break;
  }
  return { rows, totals, pages, cost };
}

describe('related keywords paged to the end', () => {
  it.each([
    [0, 1],
    [1, 9],
    [2, 73],
    [3, 585],
    [4, 4681],
  ])('depth %i: %i keywords, each once, the seed first and only at depth 0', async (depth, total) => {
    const { rows, totals, pages } = await walk(fakeProvider(fake), depth);
    expect(new Set(totals)).toEqual(new Set([total]));
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((r) => r.keyword)).size).toBe(total);
    expect(rows[0]).toMatchObject({ keyword: 'phone', depth: 0 });
    expect(rows.filter((r) => r.depth === 0)).toHaveLength(1);
    for (let level = 1; level <= depth; level += 1) expect(rows.filter((r) => r.depth === level)).toHaveLength(8 ** level);
    expect(rows.every((r) => r.depth <= depth)).toBe(true);
    expect(pages.slice(0, -1).every((n) => n === PAGE)).toBe(true);
    expect(pages[pages.length - 1]).toBe(total % PAGE || Math.min(total, PAGE));
    expect(fake.calls[ENDPOINTS.related]).toBe(Math.ceil(total / PAGE));
  });

  it('answers an empty page past the end, with the total', async () => {
    const past = await fakeProvider(fake).findRelatedKeywords({ keyword: 'phone', depth: 2, limit: PAGE, offset: 100, ...where });
    expect(past.data).toEqual({ items: [], totalCount: 73 });
  });

  it('through the cache, walking the same depth again makes no call and costs nothing', async () => {
    const cached = createCachedProvider(fakeProvider(fake), createMemoryCacheStore());
    const first = await walk(cached, 3);
    const calls = fake.calls[ENDPOINTS.related];
    expect(calls).toBe(6);
    expect(first.cost).toBeCloseTo(6 * 0.01 + 585 * 0.0001, 6);
    const second = await walk(cached, 3);
    expect(fake.calls[ENDPOINTS.related]).toBe(calls);
    expect(second.cost).toBe(0);
    expect(second.rows.map((r) => r.keyword)).toEqual(first.rows.map((r) => r.keyword));
  });
});
