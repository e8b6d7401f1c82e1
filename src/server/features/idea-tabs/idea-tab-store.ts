// The idea tabs in the result store: a tab's run is a research of kind 'ideas' whose request names
// its tab and the keyword research it belongs to (`parentResearchId`); its rows are keyword_results
// rows like any research's, so the table, filters, selection, lists and exports read them unchanged.
import { and, desc, eq, sql } from 'drizzle-orm';
import { IDEA_TABS, isIdeaTab, type IdeaTab } from '../../../shared/ideas/idea-tabs.js';
import { IDEA_TABS_NEED_KEYWORD_RESEARCH } from '../../../shared/messages/idea-tabs.js';
import type { IdeaTabState } from '../../../shared/contract/idea-tabs.js';
import { normalizeKeyword } from '../../../shared/keyword-text.js';
import type { DbOrTx } from '../../db/client.js';
import { keywordResearch } from '../../db/schema/index.js';
import { InvalidInputError } from '../../domain/errors.js';
import { createResearch, findResearchForViewer, insertAnalysedRows, toResultInsert, type ResearchRow, type Viewer } from '../research-results/index.js';
import type { IdeaTabAnswer } from './idea-tab-answers.js';

const parentIdOf = (row: ResearchRow): string | null => {
  const id = row.request['parentResearchId'];
  return typeof id === 'string' ? id : null;
};

/**
 * The keyword research a tab belongs to, from its own id or any of its tabs' runs; another user's
 * research reads as missing (404), another kind of research is a 400.
 */
export async function findTabsParent(db: DbOrTx, researchId: string, viewer: Viewer): Promise<ResearchRow> {
  const research = await findResearchForViewer(db, researchId, viewer);
  if (research.kind === 'keywords') return research;
  const parentId = research.kind === 'ideas' ? parentIdOf(research) : null;
  if (parentId === null) throw new InvalidInputError(IDEA_TABS_NEED_KEYWORD_RESEARCH);
  return findResearchForViewer(db, parentId, viewer);
}

/** Each tab's latest run for the keyword research (null before it was run). */
export async function readTabStates(db: DbOrTx, parent: ResearchRow): Promise<IdeaTabState[]> {
  const runs = await db
    .select({ id: keywordResearch.id, request: keywordResearch.request, totalResults: keywordResearch.loadedResults, createdAt: keywordResearch.createdAt })
    .from(keywordResearch)
    .where(and(eq(keywordResearch.userId, parent.userId), eq(keywordResearch.kind, 'ideas'), sql`${keywordResearch.request}->>'parentResearchId' = ${parent.id}`))
    .orderBy(desc(keywordResearch.createdAt));
  const latest = new Map<IdeaTab, (typeof runs)[number]>();
  for (const run of runs) {
    const tab = run.request['tab'];
    if (isIdeaTab(tab) && !latest.has(tab)) latest.set(tab, run);
  }
  return IDEA_TABS.map((tab) => {
    const run = latest.get(tab);
    return { tab, researchId: run?.id ?? null, totalResults: run?.totalResults ?? 0, createdAt: run ? run.createdAt.toISOString() : null };
  });
}

/** Stores a tab's answer as a new research of kind 'ideas' with its rows; answers its id and the rows stored. */
export async function storeIdeaTabRun(
  db: DbOrTx,
  input: { parent: ResearchRow; userId: string; tab: IdeaTab; keyword: string; limit: number; answer: IdeaTabAnswer },
): Promise<{ researchId: string; stored: number }> {
  const { parent, answer } = input;
  const seed = normalizeKeyword(input.keyword);
  const researchId = await createResearch(db, {
    userId: input.userId,
    kind: 'ideas',
    status: 'complete',
    seedKeyword: input.keyword,
    request: { tab: input.tab, parentResearchId: parent.id, keyword: input.keyword, limit: input.limit, locationCode: parent.locationCode, languageCode: parent.languageCode },
    totalResults: answer.totalCount,
    loadedResults: answer.rows.length,
    locationCode: parent.locationCode,
    languageCode: parent.languageCode,
    resultLimit: input.limit,
    providerCost: answer.providerCost,
    provider: answer.provider,
  });
  const seen = new Set<string>();
  const rows = [];
  for (const row of answer.rows) {
    const key = normalizeKeyword(row.metrics.keyword);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    rows.push(toResultInsert(researchId, row.metrics, rows.length, key === seed, row.related));
  }
  const stored = await insertAnalysedRows(db, { id: researchId, userId: input.userId, locationCode: parent.locationCode, languageCode: parent.languageCode }, rows);
  return { researchId, stored };
}
