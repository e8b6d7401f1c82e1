// Loads the research shown on the results screen: its header with its seed (the stored seed row, or
// the server's stand-in when the provider returned none), and the rows of the current view page by
// page (sorted and filtered on the server). A load failure
// shows the "Error" / "Failed to load keyword results." toast once.
import { useEffect, useMemo } from 'react';
import { toast } from 'sonner';
import { RESEARCH_TOASTS } from '@shared/messages/research';
import { ApiRequestError } from '../../lib/api';
import { useResearch } from './api/get-research';
import { useNextPage, useResearchRows } from './api/get-research-rows';
import { buildResultRows } from './keyword-result-rows';
import { useResearchId } from './use-research-id';
import type { ResultsView } from './use-results-view';

export function useKeywordResults(view: ResultsView) {
  const researchId = useResearchId();
  const header = useResearch(researchId);
  const research = header.data ?? null;
  const rowsQuery = useResearchRows(researchId, view.view);
  const isError = header.isError || rowsQuery.isError;

  useEffect(() => {
    if (isError) toast.error(RESEARCH_TOASTS.loadFailedTitle, { description: RESEARCH_TOASTS.loadFailed, id: 'results-load-failed' });
  }, [isError]);

  const serverSeed = research?.seed ?? null;
  const seed = serverSeed && !serverSeed.isPlaceholder ? serverSeed : null;
  const pages = rowsQuery.data?.pages;
  const rows = useMemo(
    () => buildResultRows(pages?.flatMap((page) => page.rows) ?? [], { seed: serverSeed, unfiltered: view.unfiltered }),
    [pages, serverSeed, view.unfiltered],
  );
  const firstPage = pages?.[0] ?? null;
  const loadMore = useNextPage(rowsQuery);

  return {
    researchId,
    research,
    rows,
    seed,
    totalRows: firstPage?.totalRows ?? 0,
    totalMatching: firstPage?.totalMatching ?? 0,
    summary: firstPage?.summary ?? null,
    loadMore,
    /** The rows shown are the previous view's while the new filter's first page loads. */
    isShowingPreviousView: rowsQuery.isPlaceholderData,
    isLoading: researchId !== null && (header.isPending || rowsQuery.isPending),
    isError,
    // The server answers 404 alike for a research that does not exist and for someone else's.
    isNotFound: header.error instanceof ApiRequestError && header.error.status === 404,
  };
}
