// Finds one page of related keywords for a user (spec section 7, call 3): the research row check,
// quota hook (one unit per request), provider (cached in aligned blocks of 100, so a page at any
// offset reuses rows already bought), the page's rows appended to the stored research, and the
// slim answer (rows are read from the store). Validation happens before (relatedRequestSchema), so nothing here sees bad input.
import type { RelatedRequest } from '../../../shared/api/related.js';
import type { RelatedPage } from '../../../shared/contract/related.js';
import { RELATED_RESEARCH_NOT_FOUND, relatedNothingFoundMessage } from '../../../shared/messages/related.js';
import { normalizeKeyword } from '../../../shared/seed.js';
import type { Db, Tx } from '../../db/client.js';
import { NotFoundError } from '../../domain/errors.js';
import { asProviderFailed } from '../../providers/provider-failed.js';
import type { KeywordDataProvider } from '../../providers/types.js';
import { startPaidRequest, type PaidRequestDeps } from '../billing/index.js';
import { withQuota } from '../billing/index.js';
import { analyseResearchRows } from '../researches/index.js';
import { appendRelatedRows, createRelatedResearch, findOwnRelatedResearch, recordRelatedPage } from './related-store.js';

export interface RelatedServiceDeps extends PaidRequestDeps {
  db: Db;
  provider: KeywordDataProvider;
}

/** The quota's request key: one page of one search; asking for the same page again is the same key. */
export function relatedRequestKey(request: RelatedRequest): string {
  return `related:${JSON.stringify([normalizeKeyword(request.keyword), request.locationCode, request.languageCode, request.depth, request.limit, request.offset])}`;
}

export async function runRelatedSearch(deps: RelatedServiceDeps, input: { userId: string; request: RelatedRequest }): Promise<RelatedPage> {
  const { request, userId } = input;
  // A later page continues the user's own research; checked before anything is spent.
  const continued = request.offset > 0 && request.researchId ? await findOwnRelatedResearch(deps.db, userId, request.researchId) : null;
  if (request.offset > 0 && request.researchId && !continued) throw new NotFoundError(RELATED_RESEARCH_NOT_FOUND);

  const paid = startPaidRequest(deps);
  try {
    return await withQuota(
      deps.db,
      { userId, tool: 'related', requestKey: relatedRequestKey(request) },
      async () => {
        const answer = await deps.provider.findRelatedKeywords({
          keyword: request.keyword,
          languageCode: request.languageCode,
          locationCode: request.locationCode,
          depth: request.depth,
          limit: request.limit,
          offset: request.offset,
          signal: paid.signal,
        });
        const { items, totalCount } = answer.data;
        const loadedThrough = request.offset + items.length;
        // The provider's total can lag behind what it returned; never claim fewer than were sent.
        const total = Math.max(totalCount, loadedThrough);
        const outcome = { loadedThrough, totalResults: total, costUsd: answer.costUsd, provider: answer.provider };
        // Stored in the quota's transaction, together with the unit it is charged.
        const store = async (tx: Tx) => {
          let researchId: string;
          let loaded = loadedThrough;
          if (continued) {
            loaded = await recordRelatedPage(tx, continued.id, outcome);
            researchId = continued.id;
          } else {
            researchId = await createRelatedResearch(tx, userId, request, outcome);
          }
          const added = await appendRelatedRows(tx, researchId, request.offset, items);
          // Issue 17: the clusters and the SERP-refined opportunity over every page stored so far.
          if (added > 0) await analyseResearchRows(tx, { id: researchId, userId, locationCode: request.locationCode, languageCode: request.languageCode });
          const response: RelatedPage = {
            researchId,
            status: 'complete',
            totalResults: total,
            added,
            // The research's progress over all its pages (a retried earlier page does not move it
            // back); nextOffset follows this page, which the client counts what it received by.
            loadedResults: loaded,
            nextOffset: loadedThrough,
            hasMore: items.length > 0 && loadedThrough < total,
            estimatedCost: answer.costUsd,
            isDemoData: deps.provider.isDemo,
          };
          if (request.offset === 0 && items.length === 0) response.message = relatedNothingFoundMessage(request.keyword);
          return { value: response, resultId: researchId };
        };
        return { store, costUsd: answer.costUsd, cached: answer.cached ?? false };
      },
      paid.quota,
    );
  } catch (error) {
    throw asProviderFailed(error);
  }
}
