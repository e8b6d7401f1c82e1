// The keyword filter kept in the URL (issue 21: a filtered view can be bookmarked and shared):
// read leniently from the query string with the shared codec, written back in place (replace, so
// each keystroke is not a history entry); other parameters such as the research id stay.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { KeywordFilter } from '@shared/filters/keyword-filter';
import { readKeywordFilterParams, writeKeywordFilterParams } from '@shared/filters/keyword-filter-url';

export function useKeywordFilterParams(): [KeywordFilter, (filter: KeywordFilter) => void] {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  // Keyed by the query text: a new URLSearchParams object with the same text keeps the same filter.
  const filter = useMemo(() => readKeywordFilterParams(new URLSearchParams(query)), [query]);
  const setFilter = useCallback(
    (next: KeywordFilter) => setParams((current) => writeKeywordFilterParams(next, current), { replace: true }),
    [setParams],
  );
  return [filter, setFilter];
}
