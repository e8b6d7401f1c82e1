// The fake's answers for the DataForSEO endpoints KeywordLens uses (the competitor ones in fake-competitors.ts), with their validation
// (40501 "Invalid Field") and prices ($0.01 per Labs task + $0.0001 per item; $0.002 per SERP page).

import { ideaItems, keywordDataInfo, relatedCount, relatedItems, suggestionItems } from './fake-data.js';
import { competitorsDomain, domainIntersection, pageIntersection, rankedKeywords, serpCompetitors, type LabsAnswer } from './fake-competitors.js';
import { CHANGING_SERP_MARKER, serpResult } from './fake-serp.js';
import { applyKeywordFilters, autocompleteResult, questionItems } from './fake-ideas.js';
import { withSerpInfo } from './fake-serp-info.js';
import { HISTORY_ENDPOINT, historicalSearchVolume } from './fake-history.js';
import { bulkPagesSummary, bulkTrafficEstimation, globalSearchVolume, rankedByTraffic, STRENGTH_ENDPOINTS, type FakeAnswer } from './fake-strength.js';
import { envelope, LABS_ITEM_PRICE, LABS_TASK_PRICE, SERP_EXTRA_PAGE, SERP_FIRST_PAGE, TaskError, type JsonObject } from './envelope.js';

export const ENDPOINTS = {
  suggestions: 'dataforseo_labs/google/keyword_suggestions/live',
  ideas: 'dataforseo_labs/google/keyword_ideas/live',
  overview: 'dataforseo_labs/google/keyword_overview/live',
  related: 'dataforseo_labs/google/related_keywords/live',
  serp: 'serp/google/organic/live/advanced',
  userData: 'appendix/user_data',
  locations: 'dataforseo_labs/locations_and_languages',
  ranked: 'dataforseo_labs/google/ranked_keywords/live',
  competitors: 'dataforseo_labs/google/competitors_domain/live',
  pageIntersection: 'dataforseo_labs/google/page_intersection/live',
  serpCompetitors: 'dataforseo_labs/google/serp_competitors/live',
  domainIntersection: 'dataforseo_labs/google/domain_intersection/live',
  autocomplete: 'serp/google/autocomplete/live/advanced',
  ...STRENGTH_ENDPOINTS,
  history: HISTORY_ENDPOINT,
} as const;

/** ranked_keywords asked by estimated traffic (one page's best keyword) rather than by volume. */
function byTraffic(task: Record<string, unknown>): boolean {
  const order = task['order_by'];
  return Array.isArray(order) && typeof order[0] === 'string' && order[0].startsWith('ranked_serp_element.serp_item.etv');
}

/**
 * The fake's Labs country list (reference §6 shape): two of the spec's countries and Iceland, which
 * the bundled snapshot does not hold, so a test can see a fetched list replace the bundled one.
 */
export function locationsAndLanguages(): JsonObject[] {
  const language = (code: string, name: string): JsonObject => ({ available_sources: ['google'], language_name: name, language_code: code, keywords: 1000, serps: 100 });
  const country = (code: number, name: string, iso: string, languages: JsonObject[]): JsonObject => ({
    location_code: code, location_name: name, location_code_parent: null, country_iso_code: iso, location_type: 'Country', available_languages: languages,
  });
  return [
    country(2840, 'United States', 'US', [language('en', 'English'), language('es', 'Spanish')]),
    country(2276, 'Germany', 'DE', [language('de', 'German')]),
    country(2352, 'Iceland', 'IS', [language('is', 'Icelandic')]),
  ];
}

export interface FakeBehaviour {
  /** 'omit' answers keyword_suggestions as if the seed were not in its database: seed_keyword_data null, seed not among items. */
  seedKeywordData: 'include' | 'omit';
  /** Delay before every answer, to simulate a slow API. */
  latencyMs: number;
  /** 'every' answers the SERP with one element of every documented type. */
  serpElements?: 'common' | 'every';
  /** Time a queued rank task takes before it is ready (fake-rank-queue.ts); 0 by default. */
  queueDelayMs?: number;
}

function readString(task: Record<string, unknown>, field: string, required: boolean): string {
  const value = task[field];
  if (typeof value === 'string' && value.trim().length > 0) return value.trim().toLowerCase();
  if (value === undefined && !required) return '';
  throw new TaskError(40501, `Invalid Field: '${field}'.`);
}

function readInt(task: Record<string, unknown>, field: string, fallback: number, min: number, max: number): number {
  const value = task[field];
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new TaskError(40501, `Invalid Field: '${field}'.`);
  }
  return value;
}

function labsList(items: JsonObject[], offset: number, limit: number): { page: JsonObject[]; total: number } {
  return { page: items.slice(offset, offset + limit), total: items.length };
}

/** What the fake remembers between calls: SERP calls per changing keyword and market. */
export interface FakeMemory {
  serpCalls: Map<string, number>;
}

const COMPETITOR_ANSWERS = {
  [ENDPOINTS.ranked]: rankedKeywords,
  [ENDPOINTS.competitors]: competitorsDomain,
  [ENDPOINTS.pageIntersection]: pageIntersection,
  [ENDPOINTS.serpCompetitors]: serpCompetitors,
  [ENDPOINTS.domainIntersection]: domainIntersection,
} as const;

export function answerTask(endpoint: string, task: Record<string, unknown>, behaviour: FakeBehaviour, memory: FakeMemory): JsonObject {
  const location = readInt(task, 'location_code', 2840, 1, 9_999_999);
  const language = typeof task['language_code'] === 'string' ? task['language_code'] : 'en';
  switch (endpoint) {
    case ENDPOINTS.suggestions: {
      const seed = readString(task, 'keyword', true);
      const limit = readInt(task, 'limit', 100, 1, 1000);
      const offset = readInt(task, 'offset', 0, 0, 10_000);
      const known = behaviour.seedKeywordData === 'include';
      const all = suggestionItems(seed, location, language).filter((item) => known || item['keyword'] !== seed);
      const candidates = task['filters'] === undefined ? all : applyKeywordFilters([...all, ...questionItems(seed, location, language)], task['filters']);
      const { page: bare, total } = labsList(candidates, offset, limit);
      const page = withSerpInfo(bare, task, location, language);
      const includeSeed = task['include_seed_keyword'] === true && known;
      const result: JsonObject = {
        se_type: 'google', seed_keyword: seed, seed_keyword_data: includeSeed ? (withSerpInfo([keywordDataInfo(seed, location, language)], task, location, language)[0] ?? null) : null,
        location_code: location, language_code: language, total_count: total, items_count: page.length, offset, offset_token: 'eyJDdXJyZW50T2Zmc2V0IjoxfQ==', items: page,
      };
      return envelope(endpoint, task, [result], LABS_TASK_PRICE + LABS_ITEM_PRICE * page.length);
    }
    case ENDPOINTS.ideas: {
      const raw = task['keywords'];
      if (!Array.isArray(raw) || raw.length === 0 || raw.length > 200 || !raw.every((k) => typeof k === 'string')) {
        throw new TaskError(40501, "Invalid Field: 'keywords'.");
      }
      const seeds = raw.map((k) => String(k).trim().toLowerCase());
      const limit = readInt(task, 'limit', 700, 1, 1000);
      const offset = readInt(task, 'offset', 0, 0, 10_000);
      const listed = labsList(ideaItems(seeds, location, language), offset, limit);
      const page = withSerpInfo(listed.page, task, location, language);
      const total = listed.total;
      const result: JsonObject = { se_type: 'google', seed_keywords: seeds, location_code: location, language_code: language, total_count: total, items_count: page.length, offset, offset_token: null, items: page };
      return envelope(endpoint, task, [result], LABS_TASK_PRICE + LABS_ITEM_PRICE * page.length);
    }
    case ENDPOINTS.overview: {
      const raw = task['keywords'];
      if (!Array.isArray(raw) || raw.length === 0 || raw.length > 700 || !raw.every((k) => typeof k === 'string')) {
        throw new TaskError(40501, "Invalid Field: 'keywords'.");
      }
      // Keywords of 8+ words are "not in the database": omitted and not charged.
      const known = raw.map((k) => String(k).trim().toLowerCase()).filter((k) => k.split(' ').length < 8);
      const items = withSerpInfo(known.map((k): JsonObject => ({ ...keywordDataInfo(k, location, language), search_partners: false })), task, location, language);
      const result: JsonObject = { se_type: 'google', location_code: location, language_code: language, items_count: items.length, items };
      return envelope(endpoint, task, [result], LABS_TASK_PRICE + LABS_ITEM_PRICE * items.length);
    }
    case ENDPOINTS.history: {
      const raw = task['keywords'];
      if (!Array.isArray(raw) || raw.length === 0 || raw.length > 700 || !raw.every((k) => typeof k === 'string')) {
        throw new TaskError(40501, "Invalid Field: 'keywords'.");
      }
      const items = withSerpInfo(historicalSearchVolume(raw.map(String), location, language), task, location, language);
      const result: JsonObject = { se_type: 'google', location_code: location, language_code: language, items_count: items.length, items };
      return envelope(endpoint, task, [result], LABS_TASK_PRICE + LABS_ITEM_PRICE * items.length);
    }
    case ENDPOINTS.related: {
      const seed = readString(task, 'keyword', true);
      const depth = readInt(task, 'depth', 1, 0, 4);
      const limit = readInt(task, 'limit', 100, 1, 1000);
      const offset = readInt(task, 'offset', 0, 0, 10_000);
      const all = relatedItems(seed, depth, location, language);
      const page = withSerpInfo(labsList(all, offset, limit).page, task, location, language);
      const result: JsonObject = {
        se_type: 'google', seed_keyword: seed, seed_keyword_data: null, location_code: location, language_code: language,
        total_count: relatedCount(depth), items_count: page.length, items: page,
      };
      return envelope(endpoint, task, [result], LABS_TASK_PRICE + LABS_ITEM_PRICE * page.length);
    }
    case ENDPOINTS.serp: {
      const keyword = readString(task, 'keyword', true);
      const depth = readInt(task, 'depth', 10, 1, 200);
      const pages = Math.ceil(depth / 10);
      const key = JSON.stringify([keyword, location, language]);
      const round = keyword.includes(CHANGING_SERP_MARKER) ? (memory.serpCalls.get(key) ?? 0) + 1 : 1;
      if (keyword.includes(CHANGING_SERP_MARKER)) memory.serpCalls.set(key, round);
      const result = serpResult(keyword, location, language, depth, behaviour.serpElements ?? 'common', round);
      return envelope(endpoint, task, [result], SERP_FIRST_PAGE + SERP_EXTRA_PAGE * (pages - 1));
    }
    case ENDPOINTS.autocomplete: {
      const keyword = readString(task, 'keyword', true);
      return envelope(endpoint, task, [autocompleteResult(keyword, location, language)], SERP_FIRST_PAGE);
    }
    case ENDPOINTS.pagesSummary:
    case ENDPOINTS.traffic:
    case ENDPOINTS.globalVolume: {
      const answer: FakeAnswer =
        endpoint === ENDPOINTS.pagesSummary ? bulkPagesSummary(task) : endpoint === ENDPOINTS.traffic ? bulkTrafficEstimation(task, location, language) : globalSearchVolume(task);
      return envelope(endpoint, task, [answer.result], answer.cost);
    }
    case ENDPOINTS.ranked:
      if (byTraffic(task)) {
        const answer = rankedByTraffic(task, location, language);
        return envelope(endpoint, task, [answer.result], answer.cost);
      }
    // falls through: the competitor tools read a target's keywords by volume
    case ENDPOINTS.competitors:
    case ENDPOINTS.pageIntersection:
    case ENDPOINTS.serpCompetitors:
    case ENDPOINTS.domainIntersection: {
      const answer: LabsAnswer = COMPETITOR_ANSWERS[endpoint](task, location, language);
      return envelope(endpoint, task, [answer.result], LABS_TASK_PRICE + LABS_ITEM_PRICE * answer.items);
    }
    default:
      throw new TaskError(40402, 'Invalid Path.');
  }
}
