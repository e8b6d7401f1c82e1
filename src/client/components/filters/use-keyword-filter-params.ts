// The keyword filter kept in the URL (so a filtered view can be bookmarked and shared):
// read leniently from the query string with the shared codec, written back in place (replace, so
// each keystroke is not a history entry); other parameters such as the research id stay.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { KeywordFilter } from '@shared/filters/keyword-filter';
import { readKeywordFilterParams, writeKeywordFilterParams } from '@shared/filters/keyword-filter-url';

/**
 * The filter, its setter, and a setter of the search alone, which applies it to the filter as the
 * URL holds it when the change lands (a search applied after a pause keeps a sort or filter chosen
 * meanwhile).
 */
export function useKeywordFilterParams(): [KeywordFilter, (filter: KeywordFilter) => void, (search: string) => void] {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  // Keyed by the query text: a new URLSearchParams object with the same text keeps the same filter.
  const filter = useMemo(() => readKeywordFilterParams(new URLSearchParams(query)), [query]);
  const setFilter = useCallback(
    (next: KeywordFilter) => setParams((current) => writeKeywordFilterParams(next, current), { replace: true }),
    [setParams],
  );
  const setSearch = useCallback(
    (search: string) => setParams((current) => writeKeywordFilterParams({ ...readKeywordFilterParams(current), search }, current), { replace: true }),
    [setParams],
  );
  return [filter, setFilter, setSearch];
}

/**
 * Writes a search being typed into the address bar straight through the History API, keeping the
 * router's entry state, so the URL follows every key without a router render; the router takes the
 * search over when it is applied (setSearch), once typing pauses.
 */
export function showSearchInAddress(search: string): void {
  const params = new URLSearchParams(window.location.search);
  const next = writeKeywordFilterParams({ ...readKeywordFilterParams(params), search }, params).toString();
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${next === '' ? '' : `?${next}`}${window.location.hash}`);
}
