// Finds one page of related keywords for a user: the research row check,
// quota hook (one unit per request), provider (cached in aligned blocks of 100, so a page at any
// offset reuses rows already bought), the page's rows appended to the stored research, and the
// slim answer (rows are read from the store). Validation happens before (relatedRequestSchema), so nothing here sees bad input.
import type { RelatedRequest } from '../../../shared/contract/related-request.js';
import type { RelatedPage } from '../../../shared/contract/related.js';
import { RELATED_RESEARCH_NOT_FOUND, relatedNothingFoundMessage } from '../../../shared/messages/related.js';
import { normalizeKeyword } from '../../../shared/seed.js';
import type { Db, Tx } from '../../db/client.js';
import { NotFoundError } from '../../domain/errors.js';
import { asProviderFailed } from '../../providers/provider-failed.js';
import type { KeywordDataProvider, ProviderAnswer, RelatedPage as ProviderRelatedPage } from '../../providers/types.js';
import type { StoredResult } from '../billing/index.js';
import { startPaidRequest, type PaidRequestDeps } from '../billing/index.js';
import { quoteRun, runCharges, withQuota } from '../billing/index.js';
import type { ToolQuote } from '../../../shared/contract/quote.js';
import { estimateRelatedCost } from '../../../shared/costs.js';
import { analyseResearchRows } from '../research-results/index.js';
import { appendRelatedRows, createRelatedResearch, findOwnRelatedResearch, recordRelatedPage } from './related-store.js';
import { providerCostFields } from '../../../shared/contract/common.js';

export interface RelatedServiceDeps extends PaidRequestDeps {
  db: Db;
  provider: KeywordDataProvider;
}

/** The quota's request key: one page of one search; asking for the same page again is the same key. */
export function relatedRequestKey(request: RelatedRequest): string {
  return `related:${JSON.stringify([normalizeKeyword(request.keyword), request.locationCode, request.languageCode, request.depth, request.limit, request.offset])}`;
}

/** The provider's page for a request (cached in blocks): the same call for a run and for its cost preview. */
export function fetchRelatedPage(provider: KeywordDataProvider, request: RelatedRequest, signal?: AbortSignal): Promise<ProviderAnswer<ProviderRelatedPage>> {
  return provider.findRelatedKeywords({
    keyword: request.keyword,
    languageCode: request.languageCode,
    locationCode: request.locationCode,
    depth: request.depth,
    limit: request.limit,
    offset: request.offset,
    signal,
  });
}

/** Stores a page in the quota's transaction (a new research, or appended to `continued`) and answers the slim answer. */
export async function storeRelatedRun(
  tx: Tx,
  input: { userId: string; request: RelatedRequest; continued: { id: string } | null; answer: ProviderAnswer<ProviderRelatedPage>; isDemo: boolean; charged: 0 | 1 },
): Promise<StoredResult<RelatedPage>> {
  const { userId, request, continued, answer } = input;
  const { items, totalCount } = answer.data;
  const loadedThrough = request.offset + items.length;
  // The provider's total can lag behind what it returned; never claim fewer than were sent.
  const total = Math.max(totalCount, loadedThrough);
  const outcome = { loadedThrough, totalResults: total, providerCost: answer.providerCost, provider: answer.provider };
  let researchId: string;
  let loaded = loadedThrough;
  if (continued) {
    loaded = await recordRelatedPage(tx, continued.id, outcome);
    researchId = continued.id;
  } else {
    researchId = await createRelatedResearch(tx, userId, request, outcome);
  }
  const added = await appendRelatedRows(tx, researchId, request.offset, items);
  // The clusters and the SERP-refined opportunity over every page stored so far.
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
    ...providerCostFields(answer.providerCost),
    ...runCharges([{ tool: 'related', answer, charged: input.charged }]),
    isDemoData: input.isDemo,
  };
  if (request.offset === 0 && items.length === 0) response.message = relatedNothingFoundMessage(request.keyword);
  return { value: response, resultId: researchId };
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
        const answer = await fetchRelatedPage(deps.provider, request, paid.signal);
        // Stored in the quota's transaction, together with the unit it is charged.
        const store = (tx: Tx, charged: 0 | 1) => storeRelatedRun(tx, { userId, request, continued, answer, isDemo: deps.provider.isDemo, charged });
        return { store, providerCost: answer.providerCost, cached: answer.cached ?? false };
      },
      paid.quota,
    );
  } catch (error) {
    throw asProviderFailed(error);
  }
}

/** The cost preview of a page: what runRelatedSearch would charge (decision 025). */
export function quoteRelated(deps: RelatedServiceDeps, input: { userId: string; request: RelatedRequest; showDollars: boolean }): Promise<ToolQuote[]> {
  const { request } = input;
  const part = {
    charge: { tool: 'related' as const, requestKey: relatedRequestKey(request) },
    estimateUsd: estimateRelatedCost(request.limit),
    probe: () => fetchRelatedPage(deps.provider, request),
  };
  return quoteRun(deps.db, input.userId, [part], { showDollars: input.showDollars });
}
