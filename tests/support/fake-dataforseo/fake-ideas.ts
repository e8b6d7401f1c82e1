// The stand-in's answers for the idea tabs (decision 061): keyword_suggestions' `filters` (the
// documented [field, operator, value] triples; the question tab sends a "regex" on "keyword"),
// question searches that contain the seed, and serp/google/autocomplete/live/advanced in its
// documented shape (result[0].items of type "autocomplete").
import { keywordDataInfo } from './fake-data.js';
import { TaskError, type JsonObject } from './envelope.js';

const QUESTION_FORMS = ['how to use {x}', 'what is {x}', 'why use {x}', 'which {x} is best', 'are {x} worth it', 'how much does {x} cost', 'where to find {x}', 'can i get {x} for free'];

/** Question searches containing the seed, offered only when a filter asks for them. */
export function questionItems(seed: string, locationCode: number, languageCode: string): JsonObject[] {
  return QUESTION_FORMS.map((form) => keywordDataInfo(form.replace('{x}', seed), locationCode, languageCode));
}

type Condition = [string, string, unknown];

function isCondition(value: unknown): value is Condition {
  return Array.isArray(value) && value.length === 3 && typeof value[0] === 'string' && typeof value[1] === 'string';
}

/** Applies `filters` (conditions joined by "and"/"or", at most 8) on the item's `keyword`; other fields are refused as 40501. */
export function applyKeywordFilters(items: JsonObject[], filters: unknown): JsonObject[] {
  if (filters === undefined) return items;
  if (!Array.isArray(filters)) throw new TaskError(40501, "Invalid Field: 'filters'.");
  const conditions = filters.filter((part) => part !== 'and' && part !== 'or');
  if (conditions.length === 0 || conditions.length > 8 || !conditions.every(isCondition)) throw new TaskError(40501, "Invalid Field: 'filters'.");
  const useOr = filters.includes('or');
  const test = (item: JsonObject, [field, operator, value]: Condition): boolean => {
    if (field !== 'keyword' || typeof value !== 'string') throw new TaskError(40501, "Invalid Field: 'filters'.");
    const keyword = typeof item['keyword'] === 'string' ? item['keyword'] : '';
    if (operator === 'regex') return new RegExp(value).test(keyword);
    if (operator === 'like') return new RegExp(`^${value.split('%').map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`).test(keyword);
    throw new TaskError(40501, "Invalid Field: 'filters'.");
  };
  return items.filter((item) => (useOr ? conditions.some((c) => test(item, c)) : conditions.every((c) => test(item, c))));
}

/** The search box's suggestions for a keyword: itself, then completions, as Google lists them. */
export function autocompleteResult(keyword: string, locationCode: number, languageCode: string): JsonObject {
  const endings = ['tools', 'free', 'for beginners', 'checker', 'meaning', 'examples', 'near me', 'online'];
  const suggestions = [keyword, ...endings.map((ending) => `${keyword} ${ending}`)];
  const items = suggestions.map((suggestion, i): JsonObject => ({
    type: 'autocomplete',
    rank_group: i + 1,
    rank_absolute: i + 1,
    relevance: null,
    suggestion,
    suggestion_type: null,
    search_query_url: `https://www.google.com/search?q=${encodeURIComponent(suggestion)}`,
    thumbnail_url: null,
    highlighted: null,
  }));
  return {
    keyword, type: 'autocomplete', se_domain: 'google.com', location_code: locationCode, language_code: languageCode,
    check_url: `https://www.google.com/complete/search?q=${encodeURIComponent(keyword)}&client=chrome`, datetime: '2026-11-29 10:00:00 +00:00',
    spell: null, refinement_chips: null, item_types: ['autocomplete'], se_results_count: 0, items_count: items.length, items,
  };
}
