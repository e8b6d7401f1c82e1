// A keyword's longer history against DataForSEO (decision 067): Labs historical_search_volume, one
// task for one keyword, read through the real client against the stand-in (which answers the
// documented shape: KeywordDataInfo items, monthly searches newest first). The provider keeps the
// latest 48 months oldest first with the keyword's other metrics, bills what the answer says, and
// answers null for a keyword the provider does not know (left out of its answer, not charged).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ENDPOINTS, startFakeDataForSeo, type FakeDataForSeo } from '../support/fake-dataforseo/index.js';
import { fakeProvider } from './client-helpers.js';

const where = { languageCode: 'en', locationCode: 2840 };
let fake: FakeDataForSeo;
beforeAll(async () => {
  fake = await startFakeDataForSeo();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => fake.reset());

describe('getVolumeHistory', () => {
  it('asks one task and keeps 48 months, oldest first, with the keyword’s metrics and SERP features', async () => {
    const answer = await fakeProvider(fake).getVolumeHistory({ keyword: 'Hiking  Boots', ...where });
    expect(fake.calls[ENDPOINTS.history]).toBe(1);
    expect(fake.totalCalls()).toBe(1);
    expect(answer.providerCost).toBeCloseTo(0.0101, 9);
    expect(answer.providerCost).toBeCloseTo(fake.totalBilled(), 9);
    const months = answer.data?.monthlySearches ?? [];
    expect(months).toHaveLength(48);
    expect(months[0]).toMatchObject({ year: 2022, month: 8 });
    expect(months.at(-1)).toMatchObject({ year: 2026, month: 7 });
    const order = months.map((m) => m.year * 12 + m.month);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(answer.data).toMatchObject({ keyword: 'hiking boots' });
    expect(answer.data?.searchVolume).not.toBeNull();
    expect(answer.data?.serpFeatures).toContain('organic');
  });

  it('answers null for a keyword the provider does not know, charging only the task', async () => {
    const answer = await fakeProvider(fake).getVolumeHistory({ keyword: 'a keyword of far too many words to be known', ...where });
    expect(answer.data).toBeNull();
    expect(answer.providerCost).toBeCloseTo(0.01, 9);
  });
});
