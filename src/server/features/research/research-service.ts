// Runs a keyword research for a user (spec section 7, call 1): quota hook -> provider (cached,
// single-flight) -> one transaction storing the session and every result -> the answer in the
// spec's field names. Validation happens before (researchRequestSchema), so nothing here sees
// bad input.
import type { ResearchRequest, ResearchResponse } from '../../../shared/api/research.js';
import { SEED_NO_METRICS_NOTE } from '../../../shared/messages/research.js';
import { normalizeKeyword } from '../../../shared/seed.js';
import type { Db, Tx } from '../../db/client.js';
import { startPaidRequest, type PaidRequestDeps } from '../billing/index.js';
import { withQuota } from '../billing/index.js';
import type { KeywordDataProvider, KeywordIdeas, KeywordMetrics } from '../../providers/types.js';
import { asProviderFailed } from '../../providers/provider-failed.js';
import { toResultRecord } from './research-records.js';
import { storeResearchSession } from './research-store.js';

export interface ResearchServiceDeps extends PaidRequestDeps {
  db: Db;
  provider: KeywordDataProvider;
}

/** The quota's request key: the same question asked again (any case or spacing) is the same key. */
export function researchRequestKey(request: ResearchRequest): string {
  return `keywords:${JSON.stringify([normalizeKeyword(request.keyword), request.locationCode, request.languageCode, request.limit])}`;
}

function hasMetrics(metrics: KeywordMetrics): boolean {
  return metrics.searchVolume !== null || metrics.cpc !== null || metrics.difficulty !== null;
}

/** The seed first (when the provider knew it), then at most `limit` ideas, each keyword once. */
export function orderResults(ideas: KeywordIdeas, seedKeyword: string, limit: number): Array<{ metrics: KeywordMetrics; isSeed: boolean }> {
  const seen = new Set<string>([normalizeKeyword(seedKeyword)]);
  const ordered: Array<{ metrics: KeywordMetrics; isSeed: boolean }> = [];
  if (ideas.seed) ordered.push({ metrics: ideas.seed, isSeed: true });
  for (const idea of ideas.ideas) {
    if (ordered.length - (ideas.seed ? 1 : 0) >= limit) break;
    const key = normalizeKeyword(idea.keyword);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    ordered.push({ metrics: idea, isSeed: false });
  }
  return ordered;
}

export function seedNoteFor(ideas: KeywordIdeas): string | null {
  return ideas.seed && hasMetrics(ideas.seed) ? null : SEED_NO_METRICS_NOTE;
}

export async function runKeywordResearch(
  deps: ResearchServiceDeps,
  input: { userId: string; request: ResearchRequest },
): Promise<ResearchResponse> {
  const { request, userId } = input;
  const paid = startPaidRequest(deps);
  try {
    return await withQuota(
      deps.db,
      { userId, tool: 'keywords', requestKey: researchRequestKey(request) },
      async () => {
        const answer = await deps.provider.findKeywordIdeas({ ...request, signal: paid.signal });
        const results = orderResults(answer.data, request.keyword, request.limit);
        const seedNote = seedNoteFor(answer.data);
        // Stored in the quota's transaction, together with the unit it is charged.
        const store = async (tx: Tx) => {
          const stored = await storeResearchSession(tx, {
            userId,
            seedKeyword: request.keyword,
            languageCode: request.languageCode,
            locationCode: request.locationCode,
            limit: request.limit,
            costUsd: answer.costUsd,
            provider: answer.provider,
            seedNote,
            results,
          });
          const response: ResearchResponse = {
            success: true,
            research_id: stored.researchId,
            results: stored.rows.map(toResultRecord),
            total_results: stored.rows.length,
            estimated_cost: answer.costUsd,
            seed_keyword_note: seedNote,
            is_demo_data: deps.provider.isDemo,
          };
          return { value: response, resultId: stored.researchId };
        };
        return { store, costUsd: answer.costUsd, cached: answer.cached ?? false };
      },
      paid.quota,
    );
  } catch (error) {
    throw asProviderFailed(error);
  }
}
