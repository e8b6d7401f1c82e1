// Runs and prices an idea tab of a keyword research (decision 061). Every tab is one keyword
// research unit, whatever provider calls its recipe makes; a repeat within 24 hours that the cache
// answers is free (the quota's free repeat), and identical runs share one provider call (the
// provider cache and its request flights).
import type { IdeaTabRun, IdeaTabs } from '../../../shared/contract/idea-tabs.js';
import type { ToolQuote } from '../../../shared/contract/quote.js';
import type { IdeaTab } from '../../../shared/ideas/idea-tabs.js';
import { normalizeKeyword } from '../../../shared/keyword-text.js';
import { providerCostFields } from '../../../shared/contract/common.js';
import type { Db, Tx } from '../../db/client.js';
import { asProviderFailed } from '../../providers/provider-failed.js';
import type { KeywordDataProvider } from '../../providers/types.js';
import { quoteRun, startPaidRequest, withQuota, type PaidRequestDeps } from '../billing/index.js';
import type { ResearchRow, Viewer } from '../research-results/index.js';
import { estimateIdeaTabCost, fetchIdeaTab, ideaTabLimit, probeIdeaTab, type IdeaTabQuestion } from './idea-tab-answers.js';
import { findTabsParent, readTabStates, storeIdeaTabRun } from './idea-tab-store.js';

export interface IdeaTabDeps extends PaidRequestDeps {
  db: Db;
  provider: KeywordDataProvider;
}

function questionOf(parent: ResearchRow, tab: IdeaTab): IdeaTabQuestion {
  return { tab, keyword: parent.seedKeyword, locationCode: parent.locationCode, languageCode: parent.languageCode, limit: ideaTabLimit(parent.resultLimit) };
}

/** The quota's request key: the tab's question; asking it again (from any research) is the same key. */
export function ideaTabRequestKey(q: IdeaTabQuestion): string {
  return `ideas:${JSON.stringify([q.tab, normalizeKeyword(q.keyword), q.locationCode, q.languageCode, q.limit])}`;
}

export async function readIdeaTabs(deps: Pick<IdeaTabDeps, 'db'>, input: { viewer: Viewer; researchId: string }): Promise<IdeaTabs> {
  const parent = await findTabsParent(deps.db, input.researchId, input.viewer);
  return {
    researchId: parent.id,
    seedKeyword: parent.seedKeyword,
    locationCode: parent.locationCode,
    languageCode: parent.languageCode,
    tabs: await readTabStates(deps.db, parent),
  };
}

/** Runs are the owner's own: an admin may read another user's tabs but not spend for them. */
const ownerOnly = (userId: string): Viewer => ({ id: userId, roles: [] });

export async function runIdeaTab(deps: IdeaTabDeps, input: { userId: string; researchId: string; tab: IdeaTab }): Promise<IdeaTabRun> {
  const parent = await findTabsParent(deps.db, input.researchId, ownerOnly(input.userId));
  const question = questionOf(parent, input.tab);
  const paid = startPaidRequest(deps);
  try {
    return await withQuota(
      deps.db,
      { userId: input.userId, tool: 'keywords', requestKey: ideaTabRequestKey(question) },
      async () => {
        const answer = await fetchIdeaTab(deps.provider, question, paid.signal);
        const store = async (tx: Tx) => {
          const { researchId, stored } = await storeIdeaTabRun(tx, { parent, userId: input.userId, tab: input.tab, keyword: question.keyword, limit: question.limit, answer });
          const value: IdeaTabRun = {
            researchId,
            parentResearchId: parent.id,
            tab: input.tab,
            status: 'complete',
            totalResults: stored,
            cached: answer.cached,
            ...providerCostFields(answer.providerCost),
            isDemoData: deps.provider.isDemo,
          };
          return { value, resultId: researchId };
        };
        return { store, providerCost: answer.providerCost, cached: answer.cached };
      },
      paid.quota,
    );
  } catch (error) {
    throw asProviderFailed(error);
  }
}

/** What running the tab would take: one keyword research unit, free when a charged repeat is cached. */
export async function quoteIdeaTab(deps: IdeaTabDeps, input: { userId: string; researchId: string; tab: IdeaTab; showDollars: boolean }): Promise<ToolQuote[]> {
  const parent = await findTabsParent(deps.db, input.researchId, ownerOnly(input.userId));
  const question = questionOf(parent, input.tab);
  const part = {
    charge: { tool: 'keywords' as const, requestKey: ideaTabRequestKey(question) },
    estimateUsd: estimateIdeaTabCost(input.tab, question.limit),
    probe: () => probeIdeaTab(deps.provider, question),
  };
  return quoteRun(deps.db, input.userId, [part], { showDollars: input.showDollars });
}
