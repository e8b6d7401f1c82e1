// The Related Keywords screen's flow. Find asks for the first page
// (offset 0) and replaces the list; Load More continues at the rows received so far with the
// research id. Each request brings 100 rows; a click brings the chosen "results per request"
// (100 to 1000) in as many requests (see related-page-batch.ts), growing the table and the
// progress as pages arrive. Duplicates are dropped (by the server, as it stores each page) and
// counted from its answers. The screen holds no rows: only the research id, the search and the
// counts; the table reads its rows paged from the store. A failed first page clears the
// list ("Analysis Failed"); a failed later page keeps the rows and ends paging ("Load More
// Failed"); an empty Load More says "No More Results". Answers of an older search are ignored.
// Every page is stored on the server (decision 020) and the research's id goes in the URL
// (?id=), so a reload, a second tab or a shared link shows what was loaded and Load More
// continues; the browser copy (saved-related-results.ts: the search, research id and counts) only
// makes coming back instant.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { loadMoreMessage, RELATED_EMPTY_KEYWORD, RELATED_TOASTS, relatedCompleteMessage, relatedFailureMessage } from '@shared/messages/related';
import { isSessionExpired, showSessionExpired, showToolError } from '../../components/tool-errors';
import { checkKeyword, useFormShowsRequest, type ShownRequest, type ToolInputs } from '../../components/tool-inputs';
import { isLanguageCode } from '@shared/constants/languages';
import { RELATED_PAGE_SIZE } from '@shared/constants/limits';
import { isLocationCode } from '@shared/constants/locations';
import { STORAGE_KEYS, writeString } from '../../lib/storage';
import { useAuth } from '../auth';
import { findRelatedKeywords, readStoredRelated } from './api/find-related-keywords';
import { relatedErrorMessage } from './related-failure';
import { runRelatedBatch, type BatchProgress } from './related-page-batch';
import { clearSavedRelatedResults, readSavedRelatedResults, saveRelatedResults, type RelatedQuery, type RelatedResults } from './saved-related-results';

export interface RelatedSearchState extends Omit<RelatedResults, 'query'> {
  status: 'idle' | 'searching' | 'loading-more';
  /** The last search asked (null before the first), with the batch size chosen for it. */
  query: RelatedQuery | null;
  /** While a batch loads: rows received in it and what it will hold. */
  batch: { received: number; expected: number } | null;
}

const INITIAL: RelatedSearchState = {
  status: 'idle', query: null, loaded: 0, total: 0, hasMore: false, offset: 0, researchId: null, isDemoData: false, batch: null,
};

function loadMoreFailure(error: unknown): string {
  return error instanceof Error && error.message ? error.message : RELATED_TOASTS.failedFallback;
}

/** A stored related research as the screen's state: its request, counts and where Load More continues. */
function toRestored({ header, storedRows }: Awaited<ReturnType<typeof readStoredRelated>>): RelatedResults | null {
  const request = header.request;
  const keyword = typeof request['keyword'] === 'string' ? request['keyword'] : header.seedKeyword;
  const depth = typeof request['depth'] === 'number' ? request['depth'] : 1;
  if (header.kind !== 'related' || !isLanguageCode(header.languageCode) || !isLocationCode(header.locationCode)) return null;
  const query: RelatedQuery = { keyword, languageCode: header.languageCode, locationCode: header.locationCode, depth, batchSize: RELATED_PAGE_SIZE };
  return {
    query,
    loaded: storedRows,
    total: header.totalResults,
    hasMore: header.loadedResults < header.totalResults,
    offset: header.loadedResults,
    researchId: header.id,
    isDemoData: header.isDemoData,
  };
}

function shownRequestOf({ query, researchId }: RelatedResults): ShownRequest {
  return { id: researchId ?? 'saved', ...query, limit: query.batchSize };
}

export function useRelatedSearch(inputs: ToolInputs) {
  const navigate = useNavigate();
  const { user, isAdmin } = useAuth();
  const userId = user?.id ?? null;
  const [searchParams, setSearchParams] = useSearchParams();
  const urlId = searchParams.get('id')?.trim() || null;
  // Read once on mount: afterwards the screen's own searches own the state.
  const [saved] = useState(() => {
    const kept = userId ? readSavedRelatedResults(userId, searchParams) : null;
    return kept && (urlId === null || kept.researchId === urlId) ? kept : null;
  });
  const [state, setState] = useState<RelatedSearchState>(() => (saved ? { ...INITIAL, ...saved } : INITIAL));
  // The research id in the URL that the screen has dealt with: shown (from the browser copy, the
  // store or its own search) or being replaced by a search. Only another id in the URL (a reload, a
  // shared link, Back) is read from the store (its header and row count); the screen's own results
  // are never read back, so a search's answer neither costs a second read nor resets the form meanwhile.
  const [settledId, setSettledId] = useState<string | null>(saved?.researchId ?? null);
  // The request of results restored from the browser or the store: the form shows it, once per research.
  const [restoredRequest, setRestoredRequest] = useState<ShownRequest | null>(() => (saved ? shownRequestOf(saved) : null));
  const wantsStored = urlId !== null && urlId !== settledId;
  const stored = useQuery({
    queryKey: ['related-research', urlId],
    queryFn: () => readStoredRelated(urlId ?? ''),
    enabled: wantsStored,
    staleTime: Infinity,
    retry: false,
  });
  const fromServer = wantsStored && stored.data ? toRestored(stored.data) : null;
  // Adjusted while rendering, so the old results never paint under the new URL; a running search wins.
  if (fromServer && state.status === 'idle') {
    setSettledId(fromServer.researchId);
    setState({ ...INITIAL, ...fromServer });
    setRestoredRequest(shownRequestOf(fromServer));
  }
  // The callbacks read the latest state without re-creating themselves on every change.
  const stateRef = useRef(state);
  const generation = useRef(0);
  const update = useCallback((next: RelatedSearchState) => {
    stateRef.current = next;
    setState(next);
  }, []);
  // A state set while rendering (the stored research above) reaches the callbacks here.
  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  useFormShowsRequest(inputs, restoredRequest);

  /** Keeps what the user paid for in the browser; a search that brought nothing leaves nothing saved. */
  const keep = useCallback(
    (next: RelatedSearchState) => {
      if (!userId || !next.query || next.loaded === 0) return clearSavedRelatedResults();
      const { query, loaded, total, hasMore, offset, researchId, isDemoData } = next;
      saveRelatedResults(userId, { query, loaded, total, hasMore, offset, researchId, isDemoData });
    },
    [userId],
  );

  const onSessionExpired = useCallback(() => showSessionExpired(navigate), [navigate]);

  const progressOf = useCallback(
    (base: RelatedSearchState) => (progress: BatchProgress) =>
      update({ ...base, ...progress, batch: { received: progress.received, expected: progress.expected } }),
    [update],
  );

  const search = useCallback(async () => {
    if (stateRef.current.status === 'searching') return;
    const keyword = inputs.values.keyword.trim();
    if (keyword === '') {
      toast.error(RELATED_TOASTS.emptyTitle, { description: RELATED_EMPTY_KEYWORD });
      return;
    }
    if (!checkKeyword(keyword, { labs: true })) return;
    const values = inputs.commit();
    const query = { keyword: values.keyword, languageCode: values.languageCode, locationCode: values.locationCode, depth: values.depth, batchSize: values.limit };
    const run = ++generation.current;
    // The results the URL named are being replaced: a failed search must not bring them back.
    setSettledId(urlId);
    const base: RelatedSearchState = { ...INITIAL, status: 'searching', query, batch: { received: 0, expected: values.limit } };
    update(base);
    // The previous search's results are replaced: never restore them for this one.
    clearSavedRelatedResults();
    const outcome = await runRelatedBatch(
      { query, loaded: 0, offset: 0, researchId: null, isDemoData: false, goal: query.batchSize },
      findRelatedKeywords,
      { isCurrent: () => run === generation.current, onPage: progressOf(base) },
    );
    if (outcome.cancelled) return;

    if (outcome.loaded === 0) {
      // Nothing usable came back: the list is cleared.
      update({ ...INITIAL, query });
      if (isSessionExpired(outcome.error)) return onSessionExpired();
      const message = outcome.error ? relatedErrorMessage(outcome.error) : relatedFailureMessage({ message: outcome.message });
      showToolError(RELATED_TOASTS.failedTitle, message, outcome.error, navigate);
      return;
    }
    const { loaded, total, hasMore, offset, researchId, isDemoData } = outcome;
    const next: RelatedSearchState = { status: 'idle', query, loaded, total, hasMore, offset, researchId, isDemoData, batch: null };
    update(next);
    keep(next);
    if (researchId) {
      writeString(STORAGE_KEYS.currentRelatedResearchId, researchId);
      setSettledId(researchId);
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          params.set('id', researchId);
          return params;
        },
        { replace: false },
      );
    }
    toast.success(RELATED_TOASTS.completeTitle, {
      description: outcome.pages === 1 && outcome.message ? outcome.message : relatedCompleteMessage(loaded, query.keyword, { lines: outcome.charges, providerCost: isAdmin ? outcome.providerCost : null }),
    });
    if (outcome.error) {
      if (isSessionExpired(outcome.error)) return onSessionExpired();
      showToolError(RELATED_TOASTS.loadMoreFailedTitle, loadMoreFailure(outcome.error), outcome.error, navigate);
    }
  }, [inputs, isAdmin, keep, navigate, onSessionExpired, progressOf, setSearchParams, update, urlId]);

  const loadMore = useCallback(async () => {
    const current = stateRef.current;
    const { query } = current;
    if (current.status !== 'idle' || !current.hasMore || !query) return;
    const run = generation.current;
    const base: RelatedSearchState = { ...current, status: 'loading-more', batch: { received: 0, expected: query.batchSize } };
    update(base);
    const outcome = await runRelatedBatch(
      { query, loaded: current.loaded, offset: current.offset, researchId: current.researchId, isDemoData: current.isDemoData, goal: query.batchSize },
      findRelatedKeywords,
      { isCurrent: () => run === generation.current, onPage: progressOf(base) },
    );
    if (outcome.cancelled) return;
    const { loaded, offset, researchId, hasMore, isDemoData } = outcome;
    const next: RelatedSearchState = { ...current, status: 'idle', loaded, offset, researchId, hasMore, isDemoData, total: outcome.total || current.total, batch: null };
    update(next);
    keep(next);

    if (outcome.received > 0) toast.success(RELATED_TOASTS.loadMoreTitle, { description: loadMoreMessage(outcome.added, outcome.duplicates) });
    if (outcome.error) {
      if (isSessionExpired(outcome.error)) return onSessionExpired();
      showToolError(RELATED_TOASTS.loadMoreFailedTitle, loadMoreFailure(outcome.error), outcome.error, navigate);
    } else if (outcome.received === 0) {
      toast(RELATED_TOASTS.noMoreTitle, { description: RELATED_TOASTS.noMore });
    }
  }, [keep, navigate, onSessionExpired, progressOf, update]);

  return { state, search, loadMore };
}
