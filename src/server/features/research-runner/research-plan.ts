// What a keyword research request runs and charges (decision 025): one keyword unit per seed, and
// when asked the first seed's SERP analysis and first page of related keywords (one unit of their
// own tools each). The one plan both the run (research-service.ts) and its cost preview
// (quoteResearch) are built from, with the same provider calls and request keys.
import { DEFAULT_RELATED_DEPTH, RELATED_PAGE_SIZE, SERP_RESULT_COUNT } from '../../../shared/constants/limits.js';
import type { RelatedRequest } from '../../../shared/contract/related-request.js';
import type { ResearchRequest } from '../../../shared/contract/research-request.js';
import type { SerpRequest } from '../../../shared/contract/serp-request.js';
import { estimateRelatedCost, estimateResearchCost, estimateSerpCost, estimateSerpStrengthCost } from '../../../shared/costs.js';
import { normalizeKeyword } from '../../../shared/seed.js';
import { researchSeeds } from '../../../shared/seeds.js';
import type { KeywordDataProvider, KeywordIdeas, ProviderAnswer } from '../../providers/types.js';
import type { QuotedPart } from '../billing/index.js';
import { fetchRelatedPage, relatedRequestKey } from '../related/index.js';
import { fetchSerp, serpRequestKey } from '../serp/index.js';

/** The quota's request key: the same question asked again (any case or spacing) is the same key. */
export function researchRequestKey(request: ResearchRequest): string {
  return `keywords:${JSON.stringify([normalizeKeyword(request.keyword), request.locationCode, request.languageCode, request.limit])}`;
}

export interface ResearchPlan {
  seeds: string[];
  /** The research request of each seed alone (its provider call and its quota key). */
  seedRequests: ResearchRequest[];
  serp: SerpRequest | null;
  related: RelatedRequest | null;
}

export function planResearch(request: ResearchRequest): ResearchPlan {
  const seeds = researchSeeds(request);
  const market = { languageCode: request.languageCode, locationCode: request.locationCode };
  const first = seeds[0] ?? request.keyword;
  return {
    seeds,
    seedRequests: seeds.map((keyword) => ({ keyword, ...market, limit: request.limit })),
    serp: request.includeSerp ? { keyword: first, ...market, limit: SERP_RESULT_COUNT } : null,
    related: request.includeRelated ? { keyword: first, ...market, limit: RELATED_PAGE_SIZE, depth: DEFAULT_RELATED_DEPTH, offset: 0 } : null,
  };
}

/** The provider's ideas for one seed (cached, single-flight). */
export function fetchIdeas(provider: KeywordDataProvider, request: ResearchRequest, signal?: AbortSignal): Promise<ProviderAnswer<KeywordIdeas>> {
  return provider.findKeywordIdeas({ keyword: request.keyword, languageCode: request.languageCode, locationCode: request.locationCode, limit: request.limit, signal });
}

/** Every unit of the plan, in the order the run charges them: the seeds, then SERP, then related. */
export function quotedParts(provider: KeywordDataProvider, plan: ResearchPlan): QuotedPart[] {
  const parts: QuotedPart[] = plan.seedRequests.map((seed) => ({
    charge: { tool: 'keywords', requestKey: researchRequestKey(seed) },
    estimateUsd: estimateResearchCost(seed.limit),
    probe: () => fetchIdeas(provider, seed),
  }));
  const { serp, related } = plan;
  if (serp) parts.push({ charge: { tool: 'serp', requestKey: serpRequestKey(serp) }, estimateUsd: estimateSerpCost(1) + estimateSerpStrengthCost(SERP_RESULT_COUNT), probe: () => fetchSerp(provider, serp) });
  if (related) {
    parts.push({
      charge: { tool: 'related', requestKey: relatedRequestKey(related) },
      estimateUsd: estimateRelatedCost(related.limit),
      probe: () => fetchRelatedPage(provider, related),
    });
  }
  return parts;
}
