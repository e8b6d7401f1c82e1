// What a competitor discovery is run for: a site (its organic competitors, in the market asked for),
// or the keywords of a saved list or a research of the user's (the domains ranking most across its
// highest-volume keywords, in that list's or research's market). Checked before anything is charged:
// another user's list or research is the same 404 as one that does not exist.
import { createHash } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { CompetitorDiscoveryRequest, CompetitorReport } from '../../../shared/contract/competitors.js';
import { DISCOVERY_KEYWORDS_MAX } from '../../../shared/competitors/run-limits.js';
import { LIST_NOT_FOUND } from '../../../shared/messages/lists.js';
import { COMPETITOR_RUN_NOT_FOUND, DISCOVERY_SOURCE_EMPTY } from '../../../shared/messages/competitors.js';
import type { Db } from '../../db/client.js';
import { keywordListItems, keywordLists, keywordResearch, keywordResults } from '../../db/schema/index.js';
import { InvalidInputError, NotFoundError } from '../../domain/errors.js';
import type { DomainCompetitor, SerpCompetitor } from '../../providers/competitor-types.js';
import type { KeywordDataProvider, ProviderAnswer } from '../../providers/types.js';

/** One discovered domain as the report keeps it, from either provider question. */
export type FoundCompetitor = Pick<DomainCompetitor, 'domain' | 'sharedKeywords' | 'avgPosition' | 'estimatedTraffic'> & { keywords: number | null; visibility: number | null };

export interface DiscoverySource {
  /** The cache and quota key's part naming the source (a list's or research's keywords, hashed). */
  key: string;
  /** The history's label. */
  label: string;
  market: { languageCode: string; locationCode: number };
  requestFields: Record<string, unknown>;
  sites: CompetitorReport['sites'];
  report: CompetitorReport['source'];
  fetch: (provider: KeywordDataProvider, limit: number, signal?: AbortSignal) => Promise<ProviderAnswer<{ competitors: FoundCompetitor[]; totalCount: number }>>;
}

const fromSerpCompetitor = (c: SerpCompetitor): FoundCompetitor => ({
  domain: c.domain,
  sharedKeywords: c.keywordsCount,
  avgPosition: c.avgPosition,
  estimatedTraffic: c.estimatedTraffic,
  keywords: null,
  visibility: c.visibility,
});

function keywordSetSource(kind: 'list' | 'research', id: string, name: string, market: DiscoverySource['market'], keywords: string[]): DiscoverySource {
  if (keywords.length === 0) throw new InvalidInputError(DISCOVERY_SOURCE_EMPTY, 'source');
  const digest = createHash('sha256').update([...keywords].sort().join('\n')).digest('hex').slice(0, 32);
  return {
    key: `${kind}:${digest}`,
    label: `${name} (${keywords.length} keywords)`,
    market,
    requestFields: kind === 'list' ? { listId: id } : { researchId: id },
    sites: [],
    report: { kind, id, name },
    fetch: async (provider, limit, signal) => {
      const answer = await provider.findSerpCompetitors({ keywords, limit, ...market, signal });
      return { ...answer, data: { competitors: answer.data.competitors.map(fromSerpCompetitor), totalCount: answer.data.totalCount } };
    },
  };
}

export async function resolveDiscoverySource(db: Db, userId: string, request: CompetitorDiscoveryRequest): Promise<DiscoverySource> {
  if (request.source === 'list') {
    const [list] = await db.select().from(keywordLists).where(and(eq(keywordLists.id, request.listId), eq(keywordLists.userId, userId)));
    if (!list) throw new NotFoundError(LIST_NOT_FOUND);
    const rows = await db
      .select({ keyword: keywordListItems.keyword })
      .from(keywordListItems)
      .where(eq(keywordListItems.listId, list.id))
      .orderBy(sql`${keywordListItems.searchVolume} desc nulls last`, keywordListItems.rank)
      .limit(DISCOVERY_KEYWORDS_MAX);
    return keywordSetSource('list', list.id, list.name, { languageCode: list.languageCode, locationCode: list.locationCode }, rows.map((r) => r.keyword));
  }
  if (request.source === 'research') {
    const [research] = await db.select().from(keywordResearch).where(and(eq(keywordResearch.id, request.researchId), eq(keywordResearch.userId, userId)));
    if (!research) throw new NotFoundError(COMPETITOR_RUN_NOT_FOUND);
    const rows = await db
      .select({ keyword: keywordResults.keyword })
      .from(keywordResults)
      .where(eq(keywordResults.researchId, research.id))
      .orderBy(sql`${keywordResults.searchVolume} desc nulls last`, desc(keywordResults.isSeedKeyword), keywordResults.rank)
      .limit(DISCOVERY_KEYWORDS_MAX);
    return keywordSetSource('research', research.id, research.seedKeyword, { languageCode: research.languageCode, locationCode: research.locationCode }, rows.map((r) => r.keyword));
  }
  const { target } = request;
  const market = { languageCode: request.languageCode, locationCode: request.locationCode };
  return {
    key: `domain:${target.label}`,
    label: target.label,
    market,
    requestFields: { target: target.label },
    sites: [{ label: target.label, kind: target.kind, role: 'own', index: 0 }],
    report: { kind: 'domain', id: null, name: target.label },
    fetch: async (provider, limit, signal) => {
      const answer = await provider.findDomainCompetitors({ target, limit, ...market, signal });
      return { ...answer, data: { competitors: answer.data.competitors.map((c) => ({ ...c, visibility: null })), totalCount: answer.data.totalCount } };
    },
  };
}
