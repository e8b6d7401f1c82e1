// What an anonymous visitor with a share link may read (decision 030): the linked research's header
// without its owner or raw request, its rows a page at a time, or its SERP analysis. Every read
// starts from the token, never from an id the visitor sends, so a link reaches its own item only.
import { eq } from 'drizzle-orm';
import type { RowsPage, RowsQuery } from '../../../shared/contract/researches.js';
import type { SerpAnalysis } from '../../../shared/contract/serp.js';
import type { SharedItem } from '../../../shared/contract/share-links.js';
import { SHARE_NOT_FOUND } from '../../../shared/messages/share-links.js';
import type { DbOrTx } from '../../db/client.js';
import { keywordResearch } from '../../db/schema/index.js';
import { NotFoundError } from '../../domain/errors.js';
import { readRowsPage, toResearchHeader, type ResearchRow } from '../researches/index.js';
import { readSerpAnalysis } from '../serp/index.js';
import { findOpenShareLink, type OpenShareLink } from './share-store.js';

async function sharedResearch(db: DbOrTx, token: string, countView: boolean): Promise<{ link: OpenShareLink; research: ResearchRow }> {
  const link = await findOpenShareLink(db, token, { countView });
  if (link.targetKind !== 'research') throw new NotFoundError(SHARE_NOT_FOUND);
  const [research] = await db.select().from(keywordResearch).where(eq(keywordResearch.id, link.targetId));
  if (!research) throw new NotFoundError(SHARE_NOT_FOUND);
  return { link, research };
}

/** The shared item's header; each read counts as one view of the link. */
export async function readSharedItem(db: DbOrTx, token: string): Promise<SharedItem> {
  const { link, research } = await sharedResearch(db, token, true);
  const { request: _request, ...header } = toResearchHeader(research);
  return { targetKind: link.targetKind, sharedBy: link.displayName, expiresAt: link.expiresAt?.toISOString() ?? null, research: header };
}

export async function readSharedRows(db: DbOrTx, token: string, query: RowsQuery): Promise<RowsPage> {
  const { research } = await sharedResearch(db, token, false);
  if (research.kind === 'serp') throw new NotFoundError(SHARE_NOT_FOUND);
  return readRowsPage(db, research, query);
}

export async function readSharedSerp(db: DbOrTx, token: string): Promise<SerpAnalysis> {
  const { research } = await sharedResearch(db, token, false);
  if (research.kind !== 'serp') throw new NotFoundError(SHARE_NOT_FOUND);
  return readSerpAnalysis(db, research);
}
