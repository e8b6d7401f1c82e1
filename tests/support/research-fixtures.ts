// Researches written straight into the result store for API tests: a header row and its keyword or
// SERP rows, with the creation time a test needs (history dates, run order).
import { keywordResearch, keywordResults, serpResults } from '../../src/server/db/schema/index.js';
import type { Db } from '../../src/server/db/client.js';

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
