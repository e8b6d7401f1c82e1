// The project's keyword table as a paged server read (decision 064; like the results table: one page
// sorted and filtered in SQL, fluid at 10,000 keywords), each row with its latest settled check on
// one device, its 1/7/30-day change, best position and a flag when its ranking URL changed; a
// keyword's full history; the project's full history as CSV rows.
import { and, asc, desc, eq, gte, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { CheckPoint, ProjectKeywordRow } from '../../../shared/contract/projects.js';
import type { CheckInterval, ProjectDevice } from '../../../shared/projects/options.js';
import type { AiOverviewState } from '../../../shared/projects/rank-reading.js';
import { PROJECT_KEYWORD_NOT_FOUND } from '../../../shared/messages/projects.js';
import type { DbOrTx } from '../../db/client.js';
import { projectKeywords, rankChecks } from '../../db/schema/index.js';
import { NotFoundError } from '../../domain/errors.js';
import type { ProjectRow } from './project-store.js';

const DAY_MS = 86_400_000;

export interface KeywordPageQuery {
  offset: number;
  limit: number;
  sort: 'rank' | 'keyword' | 'position';
  direction: 'asc' | 'desc';
  device: ProjectDevice;
  q?: string | undefined;
}

type CheckRow = typeof rankChecks.$inferSelect;

export function toCheckPoint(row: CheckRow): CheckPoint {
  return {
    slotStart: row.slotStart.toISOString(),
    device: row.device as ProjectDevice,
    state: row.state as CheckPoint['state'],
    rankGroup: row.rankGroup,
    rankAbsolute: row.rankAbsolute,
    notInTop: row.notInTop,
    url: row.url,
    serpFeatures: row.serpFeatures ?? [],
    aiOverview: row.aiOverview as AiOverviewState,
    aiCitedPosition: row.aiCitedPosition,
    aiCitedDomains: row.aiCitedDomains ?? [],
    competitorRanks: row.competitorRanks ?? {},
    live: row.live,
    isDemo: row.isDemo,
    providerCost: Number(row.providerCost),
  };
}

/** The latest settled position of a keyword on a device: what the position sort orders by. */
const latestRank = (device: ProjectDevice): SQL =>
  sql`(select c.rank_group from rank_checks c where c.keyword_id = ${projectKeywords.id} and c.device = ${device} and c.state in ('done', 'failed') order by c.slot_start desc limit 1)`;

/** Change of position between the latest known check and the latest one at least `days` older; null when either is unknown. */
function changeOver(history: CheckRow[], days: number): number | null {
  const latest = history[0];
  if (!latest || latest.state !== 'done' || latest.rankGroup === null) return null;
  const before = history.find((c) => c.slotStart.getTime() <= latest.slotStart.getTime() - days * DAY_MS + DAY_MS / 2);
  if (!before || before.state !== 'done' || before.rankGroup === null) return null;
  return before.rankGroup - latest.rankGroup;
}

export async function readKeywordsPage(db: DbOrTx, project: ProjectRow, query: KeywordPageQuery): Promise<{ rows: ProjectKeywordRow[]; total: number; offset: number }> {
  const where = and(eq(projectKeywords.projectId, project.id), query.q ? ilike(projectKeywords.keyword, `%${query.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`) : undefined);
  const direction = query.direction === 'desc' ? desc : asc;
  const order =
    query.sort === 'keyword'
      ? [direction(projectKeywords.keyword), asc(projectKeywords.rank)]
      : query.sort === 'position'
        ? [sql`${latestRank(query.device)} ${sql.raw(query.direction)} nulls last`, asc(projectKeywords.rank)]
        : [direction(projectKeywords.rank)];
  const [page, [counted]] = await Promise.all([
    db.select().from(projectKeywords).where(where).orderBy(...order).limit(query.limit).offset(query.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(projectKeywords).where(where),
  ]);
  const ids = page.map((k) => k.id);
  const recent = ids.length === 0 ? [] : await db
    .select()
    .from(rankChecks)
    .where(and(inArray(rankChecks.keywordId, ids), eq(rankChecks.device, query.device), inArray(rankChecks.state, ['done', 'failed']), gte(rankChecks.slotStart, new Date(Date.now() - 40 * DAY_MS))))
    .orderBy(desc(rankChecks.slotStart));
  const bests = ids.length === 0 ? [] : await db
    .select({ id: rankChecks.keywordId, best: sql<number | null>`min(${rankChecks.rankGroup})` })
    .from(rankChecks)
    .where(and(inArray(rankChecks.keywordId, ids), eq(rankChecks.device, query.device), eq(rankChecks.state, 'done')))
    .groupBy(rankChecks.keywordId);
  const best = new Map(bests.map((b) => [b.id, b.best === null ? null : Number(b.best)]));
  const rows = page.map((keyword): ProjectKeywordRow => {
    const history = recent.filter((c) => c.keywordId === keyword.id);
    const latest = history[0] ?? null;
    const known = history.filter((c) => c.state === 'done' && c.url !== null);
    return {
      id: keyword.id,
      rank: keyword.rank,
      keyword: keyword.keyword,
      interval: keyword.interval as CheckInterval | null,
      latest: latest ? toCheckPoint(latest) : null,
      change1: changeOver(history, 1),
      change7: changeOver(history, 7),
      change30: changeOver(history, 30),
      best: best.get(keyword.id) ?? null,
      urlChanged: known.length >= 2 && known[0]!.url !== known[1]!.url,
    };
  });
  return { rows, total: counted?.n ?? 0, offset: query.offset };
}

export async function readKeywordHistory(db: DbOrTx, project: ProjectRow, keywordId: string): Promise<{ id: string; keyword: string; points: CheckPoint[] }> {
  const [keyword] = await db.select().from(projectKeywords).where(and(eq(projectKeywords.id, keywordId), eq(projectKeywords.projectId, project.id)));
  if (!keyword) throw new NotFoundError(PROJECT_KEYWORD_NOT_FOUND);
  const checks = await db.select().from(rankChecks).where(eq(rankChecks.keywordId, keyword.id)).orderBy(asc(rankChecks.slotStart), asc(rankChecks.device));
  return { id: keyword.id, keyword: keyword.keyword, points: checks.map(toCheckPoint) };
}

/** The header and rows of the full-history CSV; dollars only when `withDollars`. */
export async function historyCsvRows(db: DbOrTx, project: ProjectRow, withDollars: boolean): Promise<string[][]> {
  const rows = await db
    .select({ keyword: projectKeywords.keyword, check: rankChecks })
    .from(rankChecks)
    .innerJoin(projectKeywords, eq(projectKeywords.id, rankChecks.keywordId))
    .where(eq(rankChecks.projectId, project.id))
    .orderBy(asc(projectKeywords.rank), asc(rankChecks.slotStart), asc(rankChecks.device));
  const header = ['keyword', 'date', 'device', 'state', 'position', 'absolute position', 'not in top', 'url', 'serp features', 'ai overview', 'ai cited position', 'ai cited domains', 'demo data', ...(withDollars ? ['cost usd'] : [])];
  const text = (v: number | null) => (v === null ? '' : String(v));
  return [
    header,
    ...rows.map(({ keyword, check }) => [
      keyword,
      check.slotStart.toISOString().slice(0, 10),
      check.device,
      check.state === 'failed' ? 'unknown' : check.state,
      text(check.rankGroup),
      text(check.rankAbsolute),
      text(check.notInTop),
      check.url ?? '',
      (check.serpFeatures ?? []).join(' '),
      check.aiOverview,
      text(check.aiCitedPosition),
      (check.aiCitedDomains ?? []).join(' '),
      check.isDemo ? 'yes' : 'no',
      ...(withDollars ? [String(Number(check.providerCost))] : []),
    ]),
  ];
}
