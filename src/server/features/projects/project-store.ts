// Projects and their keywords (decision 064): create under the plan's caps (projects: the plan's
// max_saved_projects; tracked keywords over all of the user's projects), counted under a lock on the
// user's row so concurrent creations cannot pass a cap; the owner-only lookup that answers another
// user's project like a missing one; starting (or re-running) the checks; the monthly forecast.
import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { parseCompetitorTarget } from '../../../shared/competitors/target.js';
import { comparableHost } from '../../../shared/competitors/domain-name.js';
import type { CreateProject, KeywordSourceInput } from '../../../shared/contract/projects.js';
import { normalizeKeyword } from '../../../shared/keyword-text.js';
import { LIST_NOT_FOUND } from '../../../shared/messages/lists.js';
import { PROJECT_NO_KEYWORDS, PROJECT_NOT_FOUND, PROJECT_TARGET_PAGE, projectKeywordLimitMessage, projectLimitMessage, trackedLimitMessage } from '../../../shared/messages/projects.js';
import { forecastMonthlyCost, keywordsByInterval, type CostForecast } from '../../../shared/projects/forecast.js';
import { MAX_PROJECT_KEYWORDS, projectCapOf, trackedKeywordCapOf, type CheckInterval, type KeywordSource, type ProjectDevice } from '../../../shared/projects/options.js';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { keywordListItems, keywordLists, keywordResults, projectKeywords, projects, user } from '../../db/schema/index.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../../domain/errors.js';
import { findPlanByTier, findSubscription } from '../billing/index.js';
import { findResearchForViewer, researchRows } from '../research-results/index.js';

export type ProjectRow = typeof projects.$inferSelect;


export async function findOwnProject(db: DbOrTx, projectId: string, userId: string): Promise<ProjectRow> {
  const [project] = await db.select().from(projects).where(and(eq(projects.id, projectId), eq(projects.userId, userId)));
  if (!project) throw new NotFoundError(PROJECT_NOT_FOUND);
  return project;
}

export interface PlanCaps {
  maxProjects: number;
  maxTrackedKeywords: number;
}

export async function capsFor(db: DbOrTx, userId: string): Promise<PlanCaps> {
  const subscription = await findSubscription(db, userId);
  const plan = subscription ? await findPlanByTier(db, subscription.tier) : null;
  if (!plan) return { maxProjects: 0, maxTrackedKeywords: 0 };
  return { maxProjects: projectCapOf(plan.maxSavedProjects), maxTrackedKeywords: trackedKeywordCapOf(plan.tier) };
}

export async function trackedKeywordsOf(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(projectKeywords).innerJoin(projects, eq(projects.id, projectKeywords.projectId)).where(eq(projects.userId, userId));
  return row?.n ?? 0;
}

/** The keywords a source names, normalised, once each, in their order. */
async function keywordsOf(db: DbOrTx, userId: string, roles: readonly string[], input: KeywordSourceInput): Promise<{ source: KeywordSource; keywords: string[] }> {
  let raw: string[];
  if (input.source === 'paste') raw = input.keywords;
  else if (input.source === 'list') {
    const [list] = await db.select({ id: keywordLists.id }).from(keywordLists).where(and(eq(keywordLists.id, input.listId), eq(keywordLists.userId, userId)));
    if (!list) throw new NotFoundError(LIST_NOT_FOUND);
    raw = (await db.select({ k: keywordListItems.keyword }).from(keywordListItems).where(eq(keywordListItems.listId, list.id)).orderBy(keywordListItems.rank).limit(MAX_PROJECT_KEYWORDS + 1)).map((r) => r.k);
  } else {
    const research = await findResearchForViewer(db, input.researchId, { id: userId, roles });
    if (research.userId !== userId) throw new NotFoundError('No research with this id, or not yours.');
    const rows = researchRows(research);
    raw = (await db.select({ k: keywordResults.keyword }).from(keywordResults).where(rows.scope).orderBy(keywordResults.rank).limit(MAX_PROJECT_KEYWORDS + 1)).map((r) => r.k);
  }
  const keywords = [...new Set(raw.map(normalizeKeyword).filter((k) => k.length > 0))];
  return { source: input.source, keywords };
}

/** Adds keywords to a project under the caps, in the caller's transaction; answers how many were new. */
async function addKeywordsTx(tx: Tx, project: ProjectRow, userId: string, roles: readonly string[], input: KeywordSourceInput, caps: PlanCaps, started: boolean): Promise<number> {
  const { source, keywords } = await keywordsOf(tx, userId, roles, input);
  if (keywords.length === 0) throw new InvalidInputError(PROJECT_NO_KEYWORDS, 'keywords');
  const existing = new Set((await tx.select({ k: projectKeywords.keyword }).from(projectKeywords).where(and(eq(projectKeywords.projectId, project.id), inArray(projectKeywords.keyword, keywords)))).map((r) => r.k));
  const fresh = keywords.filter((k) => !existing.has(k));
  const [inProject] = await tx.select({ n: count() }).from(projectKeywords).where(eq(projectKeywords.projectId, project.id));
  if ((inProject?.n ?? 0) + fresh.length > MAX_PROJECT_KEYWORDS) throw new ConflictError(projectKeywordLimitMessage(MAX_PROJECT_KEYWORDS), { code: 'PROJECT_KEYWORD_LIMIT' });
  const tracked = await trackedKeywordsOf(tx, userId);
  if (tracked + fresh.length > caps.maxTrackedKeywords) {
    throw new ConflictError(trackedLimitMessage(caps.maxTrackedKeywords), { code: 'TRACKED_KEYWORD_LIMIT', details: { maxTrackedKeywords: caps.maxTrackedKeywords, pricingUrl: '/pricing' } });
  }
  // New keywords of a project already tracking are checked at the next tick; before the first run, nothing is due.
  const nextDueAt = started ? new Date() : null;
  for (let i = 0; i < fresh.length; i += 1000) {
    await tx.insert(projectKeywords).values(fresh.slice(i, i + 1000).map((keyword) => ({ projectId: project.id, keyword, source, nextDueAt }))).onConflictDoNothing();
  }
  return fresh.length;
}

/** Whether a project has started tracking: any of its keywords scheduled or checked. */
async function isStarted(db: DbOrTx, projectId: string): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(projectKeywords).where(and(eq(projectKeywords.projectId, projectId), isNotNull(projectKeywords.nextDueAt)));
  return (row?.n ?? 0) > 0;
}

export async function createProject(db: Db, viewer: { id: string; roles: readonly string[] }, input: CreateProject & { keywords: KeywordSourceInput }): Promise<ProjectRow> {
  const parsed = parseCompetitorTarget(input.target);
  if (!parsed.ok) throw new InvalidInputError(parsed.error, 'target');
  if (parsed.target.kind === 'page') throw new InvalidInputError(PROJECT_TARGET_PAGE, 'target');
  const competitors: string[] = [];
  for (const [index, text] of (input.competitors ?? []).entries()) {
    const competitor = parseCompetitorTarget(text);
    if (!competitor.ok) throw new InvalidInputError(competitor.error, `competitors.${index}`);
    const host = comparableHost(competitor.target.host);
    if (!competitors.includes(host)) competitors.push(host);
  }
  return db.transaction(async (tx) => {
    // The user's row is the lock: concurrent creations of one user count one after the other.
    await tx.select({ id: user.id }).from(user).where(eq(user.id, viewer.id)).for('update');
    const caps = await capsFor(tx, viewer.id);
    const [held] = await tx.select({ n: count() }).from(projects).where(eq(projects.userId, viewer.id));
    if ((held?.n ?? 0) >= caps.maxProjects) throw new ConflictError(projectLimitMessage(caps.maxProjects), { code: 'PROJECT_LIMIT', details: { maxProjects: caps.maxProjects, pricingUrl: '/pricing' } });
    const [project] = await tx
      .insert(projects)
      .values({
        userId: viewer.id,
        name: input.name,
        target: parsed.target.label,
        targetKind: parsed.target.kind,
        locationCode: input.locationCode,
        languageCode: input.languageCode,
        devices: [...new Set(input.devices)] as ProjectDevice[],
        interval: input.interval ?? 'daily',
        depth: input.depth ?? 30,
        competitors,
      })
      .returning();
    await addKeywordsTx(tx, project!, viewer.id, viewer.roles, input.keywords, caps, false);
    return project!;
  });
}

export async function addKeywords(db: Db, project: ProjectRow, viewer: { id: string; roles: readonly string[] }, input: KeywordSourceInput): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.select({ id: user.id }).from(user).where(eq(user.id, viewer.id)).for('update');
    const caps = await capsFor(tx, viewer.id);
    const added = await addKeywordsTx(tx, project, viewer.id, viewer.roles, input, caps, await isStarted(tx, project.id));
    await tx.update(projects).set({ updatedAt: new Date() }).where(eq(projects.id, project.id));
    return added;
  });
}

/** Runs the checks now: every keyword not paused is due (a slot already checked is not checked again). */
export async function runChecksNow(db: DbOrTx, project: ProjectRow): Promise<number> {
  const due = await db
    .update(projectKeywords)
    .set({ nextDueAt: new Date() })
    .where(and(eq(projectKeywords.projectId, project.id), sql`coalesce(${projectKeywords.interval}, ${project.interval}) <> 'paused'`))
    .returning({ id: projectKeywords.id });
  return due.length;
}

export async function deleteProject(db: DbOrTx, projectId: string, userId: string): Promise<void> {
  const gone = await db.delete(projects).where(and(eq(projects.id, projectId), eq(projects.userId, userId))).returning({ id: projects.id });
  if (gone.length === 0) throw new NotFoundError(PROJECT_NOT_FOUND);
}

export async function listProjects(db: DbOrTx, userId: string): Promise<ProjectRow[]> {
  return db.select().from(projects).where(eq(projects.userId, userId)).orderBy(desc(projects.updatedAt), desc(projects.id));
}

/** Keyword count and the monthly forecast of a project, from its keywords' own intervals. */
export async function projectFigures(db: DbOrTx, project: ProjectRow): Promise<{ keywordCount: number; forecast: CostForecast }> {
  const rows = await db
    .select({ interval: projectKeywords.interval, n: count() })
    .from(projectKeywords)
    .where(eq(projectKeywords.projectId, project.id))
    .groupBy(projectKeywords.interval);
  const overrides: Array<CheckInterval | null> = [];
  let keywordCount = 0;
  for (const row of rows) {
    keywordCount += row.n;
    for (let i = 0; i < row.n; i += 1) overrides.push(row.interval as CheckInterval | null);
  }
  const forecast = forecastMonthlyCost({ keywords: keywordsByInterval(project.interval as CheckInterval, overrides), devices: project.devices, depth: project.depth });
  return { keywordCount, forecast };
}
