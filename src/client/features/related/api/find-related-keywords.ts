// POST /api/related: one page (100 rows) of related keywords at an offset, appended to the stored
// research; its new rows are then read from the store (in rank order they follow the rows already
// stored, so they start at `storedCount`). Also the whole stored research, for a reload of its URL.
import { toRelatedKeywordRow, type RelatedKeywordRow, type RelatedRequest } from '@shared/api/related';
import { ROWS_PAGE_MAX } from '@shared/contract/researches';
import type { RelatedPage } from '@shared/contract/related';
import { api, unwrap } from '../../../lib/api-client';

export type RelatedPageRequest = Omit<RelatedRequest, 'researchId'> & { researchId?: string | null };

export interface RelatedPageAnswer {
  page: RelatedPage;
  /** The rows this page added (none when it was stored before). */
  rows: RelatedKeywordRow[];
}

async function readRowsFrom(researchId: string, offset: number): Promise<{ rows: RelatedKeywordRow[]; nextOffset: number | null }> {
  const page = await unwrap(
    api.researches[':id'].rows.$get({ param: { id: researchId }, query: { sort: 'rank', direction: 'asc', offset: String(offset), limit: String(ROWS_PAGE_MAX) } }),
  );
  return { rows: page.rows.map(toRelatedKeywordRow), nextOffset: page.nextOffset };
}

export async function findRelatedKeywords(request: RelatedPageRequest, storedCount: number): Promise<RelatedPageAnswer> {
  const page = await unwrap(api.related.$post({ json: request }));
  const rows: RelatedKeywordRow[] = [];
  let offset: number | null = storedCount;
  while (page.added > 0 && offset !== null && rows.length < page.added) {
    const read: { rows: RelatedKeywordRow[]; nextOffset: number | null } = await readRowsFrom(page.researchId, offset);
    rows.push(...read.rows);
    offset = read.nextOffset;
  }
  return { page, rows };
}

/** Every stored row of a related research, in the order the walk found them. */
export async function readStoredRelated(researchId: string) {
  const header = await unwrap(api.researches[':id'].$get({ param: { id: researchId } }));
  const rows: RelatedKeywordRow[] = [];
  let offset: number | null = 0;
  while (offset !== null) {
    const read: { rows: RelatedKeywordRow[]; nextOffset: number | null } = await readRowsFrom(researchId, offset);
    rows.push(...read.rows);
    offset = read.nextOffset;
  }
  return { header, rows };
}

/** POST /api/related/quote: what the first page would take before it is asked for (decision 025). */
export function quoteRelatedPage(request: RelatedPageRequest) {
  return unwrap(api.related.quote.$post({ json: request }));
}
