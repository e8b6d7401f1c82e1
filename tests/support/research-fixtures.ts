// Researches written straight into the result store for API tests: a header row and its keyword or
// SERP rows, with the creation time a test needs (history dates, run order).
import { keywordResearch, keywordResults, serpResults } from '../../src/server/db/schema/index.js';
import type { Db } from '../../src/server/db/client.js';
import { storeResearchSession } from '../../src/server/features/research-runner/research-store.js';
import type { KeywordMetrics } from '../../src/server/providers/index.js';
import type { RowsPage } from '../../src/shared/contract/researches.js';
import type { TestClient, TestResponse } from './test-app.js';

export interface FixtureRow {
  keyword: string;
  searchVolume?: number | null;
  difficulty?: number | null;
  cpc?: number | null;
}

export interface FixtureResearch {
  userId: string;
  seed: string;
  kind?: 'keywords' | 'serp' | 'related';
  createdAt?: Date;
  locationCode?: number;
  languageCode?: string;
  resultLimit?: number;
  rows?: readonly FixtureRow[];
  /** SERP: organic URLs in position order. */
  urls?: readonly string[];
}

export async function insertResearch(db: Db, fixture: FixtureResearch): Promise<string> {
  const [research] = await db
    .insert(keywordResearch)
    .values({
      userId: fixture.userId,
      kind: fixture.kind ?? 'keywords',
      seedKeyword: fixture.seed,
      locationCode: fixture.locationCode ?? 2840,
      languageCode: fixture.languageCode ?? 'en',
      resultLimit: fixture.resultLimit ?? 100,
      provider: 'demo',
      totalResults: fixture.rows?.length ?? fixture.urls?.length ?? 0,
      loadedResults: fixture.rows?.length ?? fixture.urls?.length ?? 0,
      ...(fixture.createdAt ? { createdAt: fixture.createdAt, updatedAt: fixture.createdAt } : {}),
    })
    .returning({ id: keywordResearch.id });
  const id = research!.id;
  if (fixture.rows?.length) {
    await db.insert(keywordResults).values(
      fixture.rows.map((row, rank) => ({
        researchId: id,
        rank,
        keyword: row.keyword,
        searchVolume: row.searchVolume ?? null,
        difficulty: row.difficulty ?? null,
        cpc: row.cpc ?? null,
        metricsSource: 'demo',
        metricsFetchedAt: fixture.createdAt ?? new Date(),
        isSeedKeyword: rank === 0,
      })),
    );
  }
  if (fixture.urls?.length) {
    await db.insert(serpResults).values(
      fixture.urls.map((url, i) => ({ researchId: id, position: i + 1, domain: new URL(url).hostname, url, title: url, metricsSource: 'demo' })),
    );
  }
  return id;
}

/**
 * Varied metrics for keyword `i` of a test set: some volumes, CPCs, difficulties and intents
 * missing, and 13 months (Nov 2025 .. Nov 2026) of searches of a different shape per keyword
 * (none for every 9th, one month missing for every 13th), so the analysis has ups, downs and gaps.
 */
export function sampleKeywordMetrics(keyword: string, i: number): KeywordMetrics {
  const months =
    i % 9 === 0
      ? []
      : Array.from({ length: 13 }, (_, m) => {
          const index = 2025 * 12 + 10 + m;
          const wave = (m * (i % 5) + i) % 12;
          const volume = 100 + wave * ((i % 7) - 3) * 10 + (i % 4) * m * 15;
          return { year: Math.floor(index / 12), month: (index % 12) + 1, searchVolume: i % 13 === 0 && m === 4 ? null : Math.max(0, volume) };
        });
  return {
    keyword,
    searchVolume: i % 8 === 0 ? null : (i * 397) % 20_000,
    cpc: i % 5 === 0 ? null : ((i * 13) % 400) / 100,
    competition: null,
    competitionLevel: null,
    difficulty: i % 11 === 0 ? null : (i * 17) % 100,
    intent: (['commercial', 'informational', null, 'transactional'] as const)[i % 4] ?? null,
    monthlySearches: months,
    source: 'demo',
    fetchedAt: '2026-11-24T10:00:00.000Z',
    metricsUpdatedAt: null,
  };
}

/** A research of `metrics` stored through the app's own store (shared analysis included), seed first. */
export async function storeDemoResearch(db: Db, userId: string, metrics: readonly KeywordMetrics[]): Promise<string> {
  const research = await storeResearchSession(db, {
    userId,
    request: { keyword: metrics[0]?.keyword ?? 'running shoes', languageCode: 'en', locationCode: 2840, limit: 500 },
    providerCost: 0.05,
    provider: 'demo',
    seedNote: null,
    results: metrics.map((m, i) => ({ metrics: m, isSeed: i === 0 })),
  });
  return research.researchId;
}

/** Every row of a research through its paged read (`query`: sort and filter parameters), checking each page is a 200. */
export async function readAllRows(client: TestClient, researchId: string, query: string): Promise<RowsPage['rows']> {
  const rows: RowsPage['rows'] = [];
  let offset: number | null = 0;
  while (offset !== null) {
    const res: TestResponse<RowsPage> = await client.get<RowsPage>(`/api/researches/${researchId}/rows?${query}&limit=100&offset=${offset}`);
    if (res.status !== 200) throw new Error(`rows page at ${offset}: ${res.status} ${JSON.stringify(res.body)}`);
    rows.push(...res.body.rows);
    offset = res.body.nextOffset;
  }
  return rows;
}
