// Where a tool screen's inputs start from: the
// query string first, then the last values stored in the browser, then en / 2840 and the screen's
// defaults. Pure, so the precedence is unit-tested without a browser.
import { DEFAULT_LANGUAGE_CODE, isLanguageCode, type LanguageCode } from '@shared/constants/languages';
import { DEFAULT_LOCATION_CODE, isLocationCode, type LocationCode } from '@shared/constants/locations';
import { isSameKeyword } from '@shared/seed';
import { STORAGE_KEYS, type StorageKey } from '../../lib/storage';

/** Query-string parameter names, shared by every tool screen. */
export const TOOL_QUERY_PARAMS = {
  keyword: 'keyword',
  languageCode: 'language',
  locationCode: 'location',
  limit: 'limit',
  depth: 'depth',
} as const;

export interface NumericInputOption {
  options: readonly number[];
  defaultValue: number;
  storageKey: StorageKey;
}

export interface ToolInputOptions {
  /** Omit on screens without a result limit (SERP). */
  limit?: NumericInputOption;
  /** Omit on screens without a depth (research, SERP). */
  depth?: NumericInputOption;
}

export interface ToolInputValues {
  keyword: string;
  languageCode: LanguageCode;
  locationCode: LocationCode;
  /** 0 when the screen has no limit. */
  limit: number;
  /** 0 when the screen has no depth. */
  depth: number;
}

type ReadStored = (key: StorageKey) => string | null;

function firstValid<T>(candidates: Array<string | null>, read: (raw: string) => T | null): T | null {
  for (const raw of candidates) {
    if (raw === null || raw.trim() === '') continue;
    const value = read(raw.trim());
    if (value !== null) return value;
  }
  return null;
}

function readLanguage(raw: string): LanguageCode | null {
  return isLanguageCode(raw) ? raw : null;
}

function readLocation(raw: string): LocationCode | null {
  const code = Number(raw);
  return isLocationCode(code) ? code : null;
}

function readOption(option: NumericInputOption | undefined, params: URLSearchParams, param: string, readStored: ReadStored): number {
  if (!option) return 0;
  const value = firstValid([params.get(param), readStored(option.storageKey)], (raw) => {
    const num = Number(raw);
    return option.options.includes(num) ? num : null;
  });
  return value ?? option.defaultValue;
}

export function resolveToolInputs(params: URLSearchParams, readStored: ReadStored, options: ToolInputOptions = {}): ToolInputValues {
  const keyword = params.get(TOOL_QUERY_PARAMS.keyword) ?? readStored(STORAGE_KEYS.lastKeyword) ?? '';
  return {
    keyword,
    languageCode:
      firstValid([params.get(TOOL_QUERY_PARAMS.languageCode), readStored(STORAGE_KEYS.lastLanguageCode)], readLanguage) ??
      DEFAULT_LANGUAGE_CODE,
    locationCode:
      firstValid([params.get(TOOL_QUERY_PARAMS.locationCode), readStored(STORAGE_KEYS.lastLocationCode)], readLocation) ??
      DEFAULT_LOCATION_CODE,
    limit: readOption(options.limit, params, TOOL_QUERY_PARAMS.limit, readStored),
    depth: readOption(options.depth, params, TOOL_QUERY_PARAMS.depth, readStored),
  };
}

/** The query string after a search: the screen's inputs replace their parameters, others stay. */
export function toolInputsToParams(current: URLSearchParams, values: ToolInputValues, options: ToolInputOptions = {}): URLSearchParams {
  const next = new URLSearchParams(current);
  next.set(TOOL_QUERY_PARAMS.keyword, values.keyword);
  next.set(TOOL_QUERY_PARAMS.languageCode, values.languageCode);
  next.set(TOOL_QUERY_PARAMS.locationCode, String(values.locationCode));
  if (options.limit) next.set(TOOL_QUERY_PARAMS.limit, String(values.limit));
  if (options.depth) next.set(TOOL_QUERY_PARAMS.depth, String(values.depth));
  return next;
}

/** The browser-stored "last used" values written after a search. */
export function toolInputsToStorage(values: ToolInputValues, options: ToolInputOptions = {}): Array<[StorageKey, string]> {
  const entries: Array<[StorageKey, string]> = [
    [STORAGE_KEYS.lastKeyword, values.keyword],
    [STORAGE_KEYS.lastLanguageCode, values.languageCode],
    [STORAGE_KEYS.lastLocationCode, String(values.locationCode)],
  ];
  if (options.limit) entries.push([options.limit.storageKey, String(values.limit)]);
  if (options.depth) entries.push([options.depth.storageKey, String(values.depth)]);
  return entries;
}

/** The request of results a tool screen could show without being asked for them (saved or the latest). */
export interface RestorableRequest {
  keyword: string;
  languageCode: string;
  locationCode: number;
  depth?: number;
}

/**
 * Whether results restored without an id in the URL (the browser's copy, the user's latest) belong
 * on a screen opened with these query-string parameters. A plain visit (no keyword in the URL)
 * shows them: that is coming back to the screen. A URL naming a search (a row's tool link, a shared
 * or bookmarked link) shows them only when it names the same one: the same keyword (case and
 * spacing ignored) and the same language, location and depth where the URL gives them; otherwise
 * the form shows the URL's search, not results of another.
 */
export function restoredRequestMatchesUrl(request: RestorableRequest, params: URLSearchParams): boolean {
  const keyword = params.get(TOOL_QUERY_PARAMS.keyword);
  if (keyword === null || keyword.trim() === '') return true;
  const language = params.get(TOOL_QUERY_PARAMS.languageCode);
  const location = params.get(TOOL_QUERY_PARAMS.locationCode);
  const depth = params.get(TOOL_QUERY_PARAMS.depth);
  return (
    isSameKeyword(keyword, request.keyword) &&
    (language === null || language === request.languageCode) &&
    (location === null || Number(location) === request.locationCode) &&
    (depth === null || request.depth === undefined || Number(depth) === request.depth)
  );
}
