// What an anonymous visitor with a share link may read (decision 030): the linked research's header
// without its owner or raw request, its rows a page at a time, its SERP analysis or its competitor report. Every read
// starts from the token, never from an id the visitor sends, so a link reaches its own item only.
import { eq } from 'drizzle-orm';
import type { CompetitorReport } from '../../../shared/contract/competitors.js';
import type { RowsPage, RowsQuery } from '../../../shared/contract/researches.js';
import type { ResearchExportQuery } from '../../../shared/contract/researches-export.js';
import type { SerpAnalysis } from '../../../shared/contract/serp.js';
import type { SharedItem } from '../../../shared/contract/share-links.js';
import { SHARE_NOT_FOUND } from '../../../shared/messages/share-links.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { keywordLists, keywordResearch } from '../../db/schema/index.js';
import { countItems, readListItemsPage, type ListRow } from '../lists/entry-reads.js';
import { NotFoundError } from '../../domain/errors.js';
import { exportableKind, exportResponse, listExportOf, readRowsPage, researchExportOf, toResearchHeader, type ResearchRow } from '../research-results/index.js';
import { readSerpAnalysis } from '../serp/index.js';
import { toCompetitorReport } from '../competitors/index.js';
import { findOpenShareLink, type OpenShareLink } from './share-store.js';
import { providerCostFields } from '../../../shared/contract/common.js';

async function sharedResearch(db: DbOrTx, token: string, countView: boolean): Promise<{ link: OpenShareLink; research: ResearchRow }> {
  const link = await findOpenShareLink(db, token, { countView });
  if (link.targetKind !== 'research') throw new NotFoundError(SHARE_NOT_FOUND);
  return { link, research: await researchOf(db, link) };
}

async function researchOf(db: DbOrTx, link: OpenShareLink): Promise<ResearchRow> {
  const [research] = await db.select().from(keywordResearch).where(eq(keywordResearch.id, link.targetId));
  if (!research) throw new NotFoundError(SHARE_NOT_FOUND);
  return research;
}

async function listOf(db: DbOrTx, link: OpenShareLink): Promise<ListRow> {
  const [list] = await db.select().from(keywordLists).where(eq(keywordLists.id, link.targetId));
  if (!list) throw new NotFoundError(SHARE_NOT_FOUND);
  return list;
}

/** A list shown as a research of its keywords: the shared page needs no second layout. */
function listAsResearch(list: ListRow, keywordCount: number): SharedItem['research'] {
  return {
    id: list.id,
    kind: 'keywords',
    status: 'complete',
    seedKeyword: list.name,
    seeds: [list.name],
    linked: { serpResearchId: null, relatedResearchId: null },
    totalResults: keywordCount,
    loadedResults: keywordCount,
    locationCode: list.locationCode,
    languageCode: list.languageCode,
    resultLimit: keywordCount,
    ...providerCostFields(null),
    provider: 'list',
    isDemoData: false,
    seedKeywordNote: null,
    createdAt: list.createdAt.toISOString(),
    updatedAt: list.updatedAt.toISOString(),
  };
}

/** The shared item's header; each read counts as one view of the link. */
export async function readSharedItem(db: DbOrTx, token: string): Promise<SharedItem> {
  const link = await findOpenShareLink(db, token, { countView: true });
  const about = { targetKind: link.targetKind, sharedBy: link.displayName, expiresAt: link.expiresAt?.toISOString() ?? null };
  if (link.targetKind === 'list') {
    const list = await listOf(db, link);
    const keywordCount = await countItems(db, list.id);
    return { ...about, research: listAsResearch(list, keywordCount), list: { name: list.name, keywordCount } };
  }
  const { request: _request, ...header } = toResearchHeader(await researchOf(db, link));
  return { ...about, research: header, list: null };
}

/** A page of the shared research's rows, or of the shared list's keywords (without the owner's notes). */
export async function readSharedRows(db: DbOrTx, token: string, query: RowsQuery): Promise<RowsPage> {
  const link = await findOpenShareLink(db, token, { countView: false });
  if (link.targetKind === 'list') {
    const page = await readListItemsPage(db, await listOf(db, link), query);
    return { ...page, rows: page.rows.map(({ id: _id, note: _note, addedAt: _addedAt, ...row }) => row) };
  }
  const research = await researchOf(db, link);
  if (research.kind === 'serp') throw new NotFoundError(SHARE_NOT_FOUND);
  return readRowsPage(db, research, query);
}

export async function readSharedSerp(db: DbOrTx, token: string): Promise<SerpAnalysis> {
  const { research } = await sharedResearch(db, token, false);
  if (research.kind !== 'serp') throw new NotFoundError(SHARE_NOT_FOUND);
  return readSerpAnalysis(db, research);
}

/**
 * A shared competitor run's report (its sites, coverage, position bands, gap categories,
 * discovery's domains): the owner's report without the id of the list or research a discovery was
 * run for, which is the owner's. Any other kind of item is the same 404 as an unknown link.
 */
export async function readSharedCompetitorReport(db: DbOrTx, token: string): Promise<CompetitorReport> {
  const { research } = await sharedResearch(db, token, false);
  let report: CompetitorReport;
  try {
    report = toCompetitorReport(research);
  } catch (error) {
    if (error instanceof NotFoundError) throw new NotFoundError(SHARE_NOT_FOUND);
    throw error;
  }
  return { ...report, source: { ...report.source, id: null } };
}

/**
 * A shared research's or list's rows as a file, filtered and sorted as the visitor's view asks: the
 * same columns and file name as the owner's export (a list's notes are in neither).
 */
export async function exportSharedRows(db: Db, token: string, query: ResearchExportQuery): Promise<Response> {
  const link = await findOpenShareLink(db, token, { countView: false });
  if (link.targetKind === 'list') return exportResponse(db, listExportOf(await listOf(db, link), query));
  const research = await researchOf(db, link);
  if (research.kind === 'serp') throw new NotFoundError(SHARE_NOT_FOUND);
  return exportResponse(db, researchExportOf(exportableKind(research), query));
}
