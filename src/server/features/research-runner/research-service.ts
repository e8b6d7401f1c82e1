// Runs a keyword research for a user: quota hook -> provider (cached,
// single-flight) -> one transaction storing the research and every row -> the slim answer (id,
// status, totals, cost; the rows are read from the store, GET /api/researches/:id/rows). A research
// of several seeds, or with the SERP analysis or related keywords of its first seed, takes all its
// units at once (withQuotaBundle, decision 025). Validation happens before (researchRequestSchema),
// so nothing here sees bad input.
import type { ResearchRequest } from '../../../shared/contract/research-request.js';
import type { ToolQuote } from '../../../shared/contract/quote.js';
import type { KeywordResearchStarted } from '../../../shared/contract/research.js';
import { SEED_NO_METRICS_NOTE } from '../../../shared/messages/research.js';
import { normalizeKeyword } from '../../../shared/seed.js';
import type { Db, Tx } from '../../db/client.js';
import { quoteRun, runCharges, startPaidRequest, withQuota, withQuotaBundle, type BundleRunResult, type ChargeOutcome, type PaidRequestDeps } from '../billing/index.js';
import type { KeywordDataProvider, KeywordIdeas, KeywordMetrics, ProviderAnswer } from '../../providers/types.js';
import { asProviderFailed } from '../../providers/provider-failed.js';
import { fetchRelatedPage, storeRelatedRun } from '../related/index.js';
import { fetchSerp, storeSerpRun } from '../serp/index.js';
import { fetchIdeas, planResearch, quotedParts, type ResearchPlan } from './research-plan.js';
import { storeResearchSession } from './research-store.js';
import { providerCostFields } from '../../../shared/contract/common.js';

export { researchRequestKey } from './research-plan.js';

export interface ResearchServiceDeps extends PaidRequestDeps {
  db: Db;
  provider: KeywordDataProvider;
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

type RankedRow = { metrics: KeywordMetrics; isSeed: boolean };

/**
 * Several seeds' answers as one list: every seed the provider knew on top (in the seeds' order),
 * then each seed's ideas (at most `limit` each), each keyword once by the shared normalisation.
 */
export function mergeSeedResults(answers: ReadonlyArray<{ seed: string; ideas: KeywordIdeas }>, limit: number): RankedRow[] {
  const perSeed = answers.map(({ seed, ideas }) => orderResults(ideas, seed, limit));
  const seen = new Set(answers.map(({ seed }) => normalizeKeyword(seed)));
  const seeds = perSeed.flatMap((rows) => rows.filter((row) => row.isSeed));
  const ideas: RankedRow[] = [];
  for (const row of perSeed.flatMap((rows) => rows.filter((candidate) => !candidate.isSeed))) {
    const key = normalizeKeyword(row.metrics.keyword);
    if (seen.has(key)) continue;
    seen.add(key);
    ideas.push(row);
  }
  return [...seeds, ...ideas];
}

function outcomeOf(answer: ProviderAnswer<unknown>): ChargeOutcome {
  return { providerCost: answer.providerCost, cached: answer.cached ?? false };
}

/**
 * Runs a keyword research: one assembly for one seed or several, with or without the first seed's
 * SERP analysis and related keywords. Only the quota wrapper depends on the number of units: a
 * single unit goes through withQuota, which also serves a cached repeat when the quota is spent;
 * several take all their units at once or none (withQuotaBundle, decision 025).
 */
export async function runKeywordResearch(
  deps: ResearchServiceDeps,
  input: { userId: string; request: ResearchRequest },
): Promise<KeywordResearchStarted> {
  const plan = planResearch(input.request);
  const paid = startPaidRequest(deps);
  const charges = quotedParts(deps.provider, plan).map((part) => part.charge);
  const run = () => assembleResearch(deps, input, plan, paid.signal);
  try {
    const [only] = charges;
    if (charges.length === 1 && only) {
      return await withQuota(
        deps.db,
        { userId: input.userId, ...only },
        async () => {
          const assembled = await run();
          const outcome = assembled.outcomes[0] ?? { providerCost: 0, cached: false };
          const store = async (tx: Tx, charged: 0 | 1) => {
            const { value } = await assembled.store(tx, [charged]);
            return { value, resultId: value.researchId };
          };
          return { ...outcome, store };
        },
        paid.quota,
      );
    }
    return await withQuotaBundle(deps.db, { userId: input.userId, charges }, run, paid.quota);
  } catch (error) {
    throw asProviderFailed(error);
  }
}

/**
 * Asks the provider for every part of the plan, then gives what each charge cost and the one step
 * that stores the research (its rows, and the SERP analysis and related keywords run with it) in
 * the quota's transaction, answering the slim start.
 */
async function assembleResearch(
  deps: ResearchServiceDeps,
  input: { userId: string; request: ResearchRequest },
  plan: ResearchPlan,
  signal: AbortSignal | undefined,
): Promise<BundleRunResult<KeywordResearchStarted>> {
  const { request, userId } = input;
  const ideas = await Promise.all(plan.seedRequests.map((seed) => fetchIdeas(deps.provider, seed, signal)));
  const serp = plan.serp ? { request: plan.serp, answer: await fetchSerp(deps.provider, plan.serp, signal) } : null;
  const related = plan.related ? { request: plan.related, answer: await fetchRelatedPage(deps.provider, plan.related, signal) } : null;
  const results = mergeSeedResults(
    ideas.map((answer, index) => ({ seed: plan.seeds[index] ?? request.keyword, ideas: answer.data })),
    request.limit,
  );
  const firstIdeas = ideas[0];
  const seedNote = firstIdeas ? seedNoteFor(firstIdeas.data) : null;
  const providerCost = ideas.reduce((sum, answer) => sum + answer.providerCost, 0);
  const outcomes = [...ideas.map(outcomeOf), ...(serp ? [outcomeOf(serp.answer)] : []), ...(related ? [outcomeOf(related.answer)] : [])];
  const store = async (tx: Tx, charged: ReadonlyArray<0 | 1>) => {
    // The charges follow the outcomes' order: one per seed, then the SERP analysis, then the related keywords.
    const parts = [
      ...ideas.map((answer) => ({ tool: 'keywords' as const, answer })),
      ...(serp ? [{ tool: 'serp' as const, answer: serp.answer }] : []),
      ...(related ? [{ tool: 'related' as const, answer: related.answer }] : []),
    ].map((part, index) => ({ ...part, charged: charged[index] ?? 1 }));
    const serpStored = serp ? await storeSerpRun(tx, { userId, ...serp, charged: charged[ideas.length] ?? 1 }) : null;
    const relatedStored = related
      ? await storeRelatedRun(tx, { userId, ...related, continued: null, isDemo: deps.provider.isDemo, charged: charged[ideas.length + (serp ? 1 : 0)] ?? 1 })
      : null;
    const links = linksOf(serpStored, relatedStored);
    const stored = await storeResearchSession(tx, {
      userId,
      request: { ...request, ...links },
      providerCost,
      provider: firstIdeas?.provider ?? deps.provider.name,
      seedNote,
      results,
    });
    const value: KeywordResearchStarted = {
      researchId: stored.researchId,
      status: 'complete',
      totalResults: stored.rowCount,
      ...providerCostFields(providerCost),
      ...runCharges(parts),
      seedKeywordNote: seedNote,
      isDemoData: deps.provider.isDemo,
      ...links,
    };
    const resultIds = [...ideas.map(() => stored.researchId), ...(serpStored ? [serpStored.resultId] : []), ...(relatedStored ? [relatedStored.resultId] : [])];
    return { value, resultIds };
  };
  return { outcomes, store };
}

/** The links a research keeps to the analyses run with it: only those that ran. */
function linksOf(serp: { resultId: string } | null, related: { resultId: string } | null): { serpResearchId?: string; relatedResearchId?: string } {
  return { ...(serp ? { serpResearchId: serp.resultId } : {}), ...(related ? { relatedResearchId: related.resultId } : {}) };
}

/** The cost preview of a request: what runKeywordResearch would charge, per tool (decision 025). */
export function quoteResearch(deps: ResearchServiceDeps, input: { userId: string; request: ResearchRequest; showDollars: boolean }): Promise<ToolQuote[]> {
  return quoteRun(deps.db, input.userId, quotedParts(deps.provider, planResearch(input.request)), { showDollars: input.showDollars });
}
