// POST /api/related: one page (100 rows) of related keywords at an offset, appended to the stored
// research. The answer says how many rows the page added (the server drops keywords the research
// already holds) and how far the walk is loaded; the rows themselves stay on the server and the
// table reads them paged (useResearchRows). Also a stored research's header and row count, for a
// reload of its URL, without its rows.
import type { RelatedRequest } from '@shared/contract/related-request';
import type { RelatedPage } from '@shared/contract/related';
import { api, unwrap } from '../../../lib/api-client';

export type RelatedPageRequest = Omit<RelatedRequest, 'researchId'> & { researchId?: string | null };

export function findRelatedKeywords(request: RelatedPageRequest): Promise<RelatedPage> {
  return unwrap(api.related.$post({ json: request }));
}

/**
 * A stored related research without its rows: the header (request, totals, how far the walk is
 * loaded) and how many rows it stores (duplicates dropped), read as the total of a one-row page.
 */
export async function readStoredRelated(researchId: string) {
  const [header, first] = await Promise.all([
    unwrap(api.researches[':id'].$get({ param: { id: researchId } })),
    unwrap(api.researches[':id'].rows.$get({ param: { id: researchId }, query: { sort: 'rank', direction: 'asc', offset: '0', limit: '1' } })),
  ]);
  return { header, storedRows: first.totalRows };
}

/** POST /api/related/quote: what the first page would take before it is asked for (decision 025). */
export function quoteRelatedPage(request: RelatedPageRequest) {
  return unwrap(api.related.quote.$post({ json: request }));
}
