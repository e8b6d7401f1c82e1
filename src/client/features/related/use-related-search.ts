// The Related Keywords screen's flow (spec sections 4, 5 and 8): a search asks for the first page
// (offset 0) and replaces the list; Load More asks for the next page (offset = rows received so
// far, with the research id), drops keywords already loaded and reports how many; failures clear
// the list (search) or end paging (load more), each with its toast. An answer that arrives after
// a newer search started is ignored.
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { mergeRelatedRows, toRelatedKeywordRow, type RelatedKeywordRow } from '@shared/api/related';
import { KEYWORD_MAX_LENGTH, KEYWORD_MIN_LENGTH, RELATED_PAGE_SIZE } from '@shared/constants/limits';
import type { LanguageCode } from '@shared/constants/languages';
import type { LocationCode } from '@shared/constants/locations';
import { loadMoreMessage, RELATED_EMPTY_KEYWORD, RELATED_TOASTS, relatedCompleteMessage, relatedFailureMessage } from '@shared/messages/related';
import { RESEARCH_TOASTS } from '@shared/messages/research';
import { INVALID_KEYWORD_TITLE, KEYWORD_TOO_LONG, KEYWORD_TOO_SHORT } from '@shared/messages/validation';
import type { ToolInputs } from '../../components/tool-inputs';
import { ApiRequestError } from '../../lib/api';
import { PATHS } from '../../lib/paths';
import { STORAGE_KEYS, writeString } from '../../lib/storage';
import { findRelatedKeywords } from './api/find-related-keywords';
import { relatedErrorMessage } from './related-failure';

export interface RelatedQuery {
  keyword: string;
  languageCode: LanguageCode;
  locationCode: LocationCode;
  depth: number;
}

export interface RelatedSearchState {
  status: 'idle' | 'searching' | 'loading-more';
  /** The last search asked (null before the first). */
  query: RelatedQuery | null;
  rows: RelatedKeywordRow[];
  total: number;
  hasMore: boolean;
  /** Rows received from the server so far (duplicates included): the next page's offset. */
  offset: number;
  researchId: string | null;
}

const INITIAL: RelatedSearchState = { status: 'idle', query: null, rows: [], total: 0, hasMore: false, offset: 0, researchId: null };

export function useRelatedSearch(inputs: ToolInputs) {
  const navigate = useNavigate();
  const [state, setState] = useState<RelatedSearchState>(INITIAL);
  // The callbacks read the latest state without re-creating themselves on every change.
  const stateRef = useRef(state);
  const generation = useRef(0);
  const update = useCallback((next: RelatedSearchState) => {
    stateRef.current = next;
    setState(next);
  }, []);

  const onSessionExpired = useCallback(() => {
    toast.error(RESEARCH_TOASTS.sessionExpiredTitle, { description: RESEARCH_TOASTS.sessionExpired });
    void navigate(PATHS.signIn);
  }, [navigate]);

  const search = useCallback(async () => {
    if (stateRef.current.status === 'searching') return;
    const keyword = inputs.values.keyword.trim();
    if (keyword === '') {
      toast.error(RELATED_TOASTS.emptyTitle, { description: RELATED_EMPTY_KEYWORD });
      return;
    }
    if (keyword.length < KEYWORD_MIN_LENGTH || keyword.length > KEYWORD_MAX_LENGTH) {
      toast.error(INVALID_KEYWORD_TITLE, { description: keyword.length < KEYWORD_MIN_LENGTH ? KEYWORD_TOO_SHORT : KEYWORD_TOO_LONG });
      return;
    }
    const values = inputs.commit();
    const query: RelatedQuery = { keyword: values.keyword, languageCode: values.languageCode, locationCode: values.locationCode, depth: values.depth };
    const run = ++generation.current;
    update({ ...INITIAL, status: 'searching', query });
    const fail = (message: string) => {
      update({ ...INITIAL, query });
      toast.error(RELATED_TOASTS.failedTitle, { description: message });
    };
    try {
      const answer = await findRelatedKeywords({ ...query, limit: RELATED_PAGE_SIZE, offset: 0 });
      if (run !== generation.current) return;
      if (!answer.success || answer.results.length === 0) {
        fail(relatedFailureMessage(answer));
        return;
      }
      const { rows } = mergeRelatedRows([], answer.results.map(toRelatedKeywordRow));
      update({
        status: 'idle',
        query,
        rows,
        total: answer.total_results,
        hasMore: answer.has_more,
        offset: answer.results.length,
        researchId: answer.research_id,
      });
      writeString(STORAGE_KEYS.currentRelatedResearchId, answer.research_id);
      toast.success(RELATED_TOASTS.completeTitle, {
        description: answer.message ?? relatedCompleteMessage(rows.length, query.keyword, answer.estimated_cost),
      });
    } catch (error) {
      if (run !== generation.current) return;
      if (error instanceof ApiRequestError && error.status === 401) {
        update({ ...INITIAL, query });
        onSessionExpired();
        return;
      }
      fail(relatedErrorMessage(error));
    }
  }, [inputs, onSessionExpired, update]);

  const loadMore = useCallback(async () => {
    const current = stateRef.current;
    if (current.status !== 'idle' || !current.hasMore || !current.query) return;
    const run = generation.current;
    update({ ...current, status: 'loading-more' });
    try {
      const answer = await findRelatedKeywords({
        ...current.query,
        limit: RELATED_PAGE_SIZE,
        offset: current.offset,
        research_id: current.researchId,
      });
      if (run !== generation.current) return;
      if (answer.results.length === 0) {
        update({ ...current, status: 'idle', hasMore: false });
        toast(RELATED_TOASTS.noMoreTitle, { description: RELATED_TOASTS.noMore });
        return;
      }
      const merged = mergeRelatedRows(current.rows, answer.results.map(toRelatedKeywordRow));
      update({
        ...current,
        status: 'idle',
        rows: merged.rows,
        total: answer.total_results,
        hasMore: answer.has_more,
        offset: current.offset + answer.results.length,
      });
      toast.success(RELATED_TOASTS.loadMoreTitle, { description: loadMoreMessage(merged.added, merged.duplicates) });
    } catch (error) {
      if (run !== generation.current) return;
      update({ ...current, status: 'idle', hasMore: false });
      if (error instanceof ApiRequestError && error.status === 401) {
        onSessionExpired();
        return;
      }
      const message = error instanceof Error && error.message ? error.message : RELATED_TOASTS.failedFallback;
      toast.error(RELATED_TOASTS.loadMoreFailedTitle, { description: message });
    }
  }, [onSessionExpired, update]);

  return { state, search, loadMore };
}
