// The "Did you mean" hint of a keyword box: asks the server only for 3+ characters, after an
// 800 ms pause in typing, at most one word; shows it only when it differs case-insensitively
// from what is typed now; failures stay silent. The hint speaks the form's research language
// (its dictionary; none for some languages). Usage:
//   const { suggestion, ignore } = useSpellingSuggestion(keyword, { languageCode });
//   {suggestion ? <DidYouMean suggestion={suggestion} onAccept={setKeyword} onIgnore={ignore} /> : null}
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { DEFAULT_LANGUAGE_CODE } from '@shared/constants/languages';
import { SPELLING_DELAY_MS } from '@shared/constants/limits';
import { fetchSpellingSuggestion } from './fetch-spelling-suggestion';
import { differsFromTyped, isSpellingCandidate } from './should-show-suggestion';
import { useDebouncedValue } from './use-debounced-value';

export interface SpellingSuggestion {
  /** The suggestion to show, or null. */
  suggestion: string | null;
  /** Hides the hint until the text changes. */
  ignore: () => void;
}

export function useSpellingSuggestion(text: string, options: { enabled?: boolean; languageCode?: string } = {}): SpellingSuggestion {
  const languageCode = options.languageCode ?? DEFAULT_LANGUAGE_CODE;
  const typed = text.trim();
  // Starts empty: even a keyword restored from the last search is asked about only after the pause.
  const settled = useDebouncedValue(typed, SPELLING_DELAY_MS, '');
  const [ignoredText, setIgnoredText] = useState<string | null>(null);
  const enabled = (options.enabled ?? true) && isSpellingCandidate(settled);

  const { data } = useQuery({
    queryKey: ['spelling-suggestion', languageCode, settled],
    queryFn: ({ signal }) => fetchSpellingSuggestion(settled, languageCode, signal),
    enabled,
    staleTime: Infinity,
    retry: false,
  });

  const ignore = useCallback(() => setIgnoredText(typed), [typed]);
  // Ignoring holds for the text it was given on; any edit starts afresh (state adjusted while
  // rendering, React's pattern for information from the previous render).
  if (ignoredText !== null && ignoredText !== typed) setIgnoredText(null);

  // Only a hint for the text as it is now: while the user types on, an older hint is stale.
  const isCurrent = enabled && settled === typed && ignoredText !== typed;
  return { suggestion: isCurrent && differsFromTyped(data, typed) ? data : null, ignore };
}
