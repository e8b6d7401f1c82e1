// Reads serp/google/autocomplete/live/advanced (result[0]: keyword, check_url, items[] of type
// "autocomplete": rank_group, rank_absolute, relevance, suggestion, suggestion_type,
// search_query_url, thumbnail_url, highlighted). Every field kept; a suggestion without text is skipped.
import { z } from 'zod';
import type { AutocompleteSuggestion, AutocompleteSuggestions } from '../idea-types.js';
import { finiteOrNull, lenientArray, lenientNumber, lenientString, lenientStringArray } from './lenient.js';

const resultSchema = z.object({ keyword: lenientString, check_url: lenientString, items: lenientArray });

const itemSchema = z.object({
  type: lenientString,
  rank_group: lenientNumber,
  rank_absolute: lenientNumber,
  relevance: lenientNumber,
  suggestion: lenientString,
  suggestion_type: lenientString,
  search_query_url: lenientString,
  thumbnail_url: lenientString,
  highlighted: lenientStringArray,
});

export function parseAutocompleteResult(result: readonly unknown[], keyword: string): AutocompleteSuggestions {
  const answer: AutocompleteSuggestions = { keyword, checkUrl: null, suggestions: [] };
  const seen = new Set<string>();
  for (const raw of result) {
    const parsed = resultSchema.safeParse(raw ?? {});
    if (!parsed.success) continue;
    answer.checkUrl ??= parsed.data.check_url;
    for (const rawItem of parsed.data.items ?? []) {
      const item = itemSchema.safeParse(rawItem ?? {});
      if (!item.success || (item.data.type !== null && item.data.type !== 'autocomplete')) continue;
      const text = item.data.suggestion?.trim() ?? '';
      if (text.length === 0 || seen.has(text.toLowerCase())) continue;
      seen.add(text.toLowerCase());
      const suggestion: AutocompleteSuggestion = {
        suggestion: text,
        position: finiteOrNull(item.data.rank_group) ?? answer.suggestions.length + 1,
        relevance: finiteOrNull(item.data.relevance),
        suggestionType: item.data.suggestion_type,
        searchQueryUrl: item.data.search_query_url,
        thumbnailUrl: item.data.thumbnail_url,
        highlighted: item.data.highlighted,
      };
      answer.suggestions.push(suggestion);
    }
  }
  return answer;
}
