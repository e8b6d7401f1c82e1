// A saved preset's filter as text: the URL codec's own query text, read strictly
// (every part must be one the vocabulary knows and valid, as the API answers it) and written back
// canonically, so the same filter is always stored as the same text whatever order it came in.
import { countKeywordFilterParts, type KeywordFilter } from './keyword-filter';
import { KEYWORD_FILTER_PARAM_KEYS, parseKeywordFilterParams, writeKeywordFilterParams } from './keyword-filter-url';
import { FILTER_PRESET_EMPTY, FILTER_PRESET_UNKNOWN_PART } from '../messages/filter-presets';

export type PresetFilterRead = { ok: true; text: string; filter: KeywordFilter } | { ok: false; message: string };

/** The filter's canonical query text ("vol=100..5000&exc=free"); "" for no filter. */
export function presetFilterText(filter: KeywordFilter): string {
  return writeKeywordFilterParams(filter).toString();
}

/** Whether a filter has anything a preset could keep (ranges, words, intents, search text...). */
export function isPresetWorthy(filter: KeywordFilter): boolean {
  return countKeywordFilterParts(filter) > 0 || filter.search.trim() !== '';
}

export function readPresetFilterText(text: string): PresetFilterRead {
  const params = new URLSearchParams(text.startsWith('?') ? text.slice(1) : text);
  const keys = [...params.keys()];
  if (keys.some((key) => !KEYWORD_FILTER_PARAM_KEYS.includes(key)) || new Set(keys).size !== keys.length) {
    return { ok: false, message: FILTER_PRESET_UNKNOWN_PART };
  }
  const parsed = parseKeywordFilterParams(params);
  if (!parsed.ok) return parsed;
  if (!isPresetWorthy(parsed.filter)) return { ok: false, message: FILTER_PRESET_EMPTY };
  return { ok: true, text: presetFilterText(parsed.filter), filter: parsed.filter };
}
