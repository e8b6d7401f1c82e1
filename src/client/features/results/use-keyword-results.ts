// Loads the research shown on the results screen from the server and turns it into table rows.
// A load failure shows the spec's "Error" / "Failed to load keyword results." toast once.
import { useEffect, useMemo } from 'react';
import { toast } from 'sonner';
import { RESEARCH_TOASTS } from '@shared/messages/research';
import { ApiRequestError } from '../../lib/api';
import { readString, STORAGE_KEYS } from '../../lib/storage';
import { useResearch } from './api/get-research';
import { buildResultRows } from './keyword-result-rows';
import { useResearchId } from './use-research-id';

export function useKeywordResults() {
  const researchId = useResearchId();
  const query = useResearch(researchId);
  const research = query.data?.research ?? null;
  const seedKeyword = research?.seed_keyword ?? readString(STORAGE_KEYS.keywordAnalyzed) ?? '';

  useEffect(() => {
    if (query.isError) toast.error(RESEARCH_TOASTS.loadFailedTitle, { description: RESEARCH_TOASTS.loadFailed, id: 'results-load-failed' });
  }, [query.isError]);

  const rows = useMemo(() => buildResultRows(query.data?.results ?? [], seedKeyword), [query.data, seedKeyword]);

  return {
    researchId,
    research,
    rows,
    seedKeyword,
    isLoading: researchId !== null && query.isPending,
    isError: query.isError,
    // The server answers 404 alike for a research that does not exist and for someone else's.
    isNotFound: query.error instanceof ApiRequestError && query.error.status === 404,
  };
}
