// Loads the research shown on the results screen: its header with its seed (the stored seed row, or
// the server's stand-in when the provider returned none), and the rows of the current view page by
// page (sorted and filtered on the server). A load failure
// shows the "Error" / "Failed to load keyword results." toast once.
import { useCallback, useEffect, useMemo } from 'react';
import { toast } from 'sonner';
import { RESEARCH_TOASTS } from '@shared/messages/research';
import { ApiRequestError } from '../../lib/api';
import { useResearch } from './api/get-research';
import { useResearchRowsWindow } from './api/get-research-rows';
import { buildResultRows } from './keyword-result-rows';
import { useResearchId } from './use-research-id';
import type { ResultsView } from './use-results-view';

export function useKeywordResults(view: ResultsView) {
  const researchId = useResearchId();
  const header = useResearch(researchId);
  const research = header.data ?? null;
  const rowsWindow = useResearchRowsWindow(researchId, view.view);
  const rowsQuery = rowsWindow.query;
  const isError = header.isError || rowsQuery.isError;

  useEffect(() => {
    if (isError) toast.error(RESEARCH_TOASTS.loadFailedTitle, { description: RESEARCH_TOASTS.loadFailed, id: 'results-load-failed' });
  }, [isError]);

  const serverSeed = research?.seed ?? null;
  const seed = serverSeed && !serverSeed.isPlaceholder ? serverSeed : null;
  const pages = rowsQuery.data?.pages;
  // The seed's stand-in is the table's first place when shown: the server's offsets are one less.
  const standIns = view.unfiltered && serverSeed?.isPlaceholder ? 1 : 0;
  const windowStart = rowsWindow.offset;
  const rows = useMemo(
    () => buildResultRows(pages?.flatMap((page) => page.rows) ?? [], { seed: windowStart === 0 ? serverSeed : null, unfiltered: view.unfiltered }),
    [pages, serverSeed, view.unfiltered, windowStart],
  );
  const firstPage = rowsWindow.firstPage;
  const { onRangeChange: onServerRange } = rowsWindow;
  const onRangeChange = useCallback(
    (first: number, last: number) => onServerRange(Math.max(0, first - standIns), Math.max(0, last - standIns)),
    [onServerRange, standIns],
  );
  const tableWindow = useMemo(() => ({ offset: windowStart === 0 ? 0 : windowStart + standIns, onRangeChange }), [windowStart, standIns, onRangeChange]);

  return {
    researchId,
    research,
    rows,
    seed,
    totalRows: firstPage?.totalRows ?? 0,
    totalMatching: firstPage?.totalMatching ?? 0,
    summary: firstPage?.summary ?? null,
    /** The table's rows read by position: where `rows` start in it, and where it says which places are in view. */
    rowsWindow: tableWindow,
    /** Places before the server's rows (the seed's stand-in). */
    standIns,
    /** The rows shown are the previous view's while the new filter's first page loads. */
    isShowingPreviousView: rowsQuery.isPlaceholderData,
    isLoading: researchId !== null && (header.isPending || rowsQuery.isPending),
    isError,
    // The server answers 404 alike for a research that does not exist and for someone else's.
    isNotFound: header.error instanceof ApiRequestError && header.error.status === 404,
  };
}
