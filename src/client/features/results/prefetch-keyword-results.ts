// The results page's first reads, started by its route as soon as the address is known, while the
// page's own code still loads (decision 043): the research's header with its seed
// row and the rows of the view in the URL, under the keys the page then reads them by. Small on
// purpose: this module and the API client are all the route loads before asking.
import type { QueryClient } from '@tanstack/react-query';
import { researchQueryOptions } from './api/get-research';
import { researchRowsWindowOptions } from './api/get-research-rows';
import { resultsViewFromParams } from './results-view-params';
import { researchIdFrom } from './use-research-id';

export function prefetchKeywordResults(client: QueryClient, params: URLSearchParams): void {
  const researchId = researchIdFrom(params);
  if (researchId === null) return;
  void client.prefetchInfiniteQuery(researchRowsWindowOptions(researchId, resultsViewFromParams(params)));
  void client.prefetchQuery(researchQueryOptions(researchId));
}
