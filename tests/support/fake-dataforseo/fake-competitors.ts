// The stand-in's web for the Labs competitor endpoints (ranked_keywords, competitors_domain,
// domain_intersection, page_intersection), answered in their documented shapes (reference
// competitors §1.2-1.5; the SDK models for the rest). Plain arithmetic, no app logic: every host
// ranks for a hashed share of one shared keyword list, so any two hosts overlap the way real sites
// do. Hosts named to trigger documented cases:
//   nodata.*        ranks for nothing (total_count 0, items null)
//   huge.*          ranks for every keyword of the list (2,400 rows: paging and truncation)
//   toomany.*       in an intersection answers 40504 "Too many intersecting keywords."
import { hashString as hash } from '../../../src/server/providers/demo/seeded-random.js';
import { keywordDataInfo, type Json } from './fake-data.js';
import { TaskError, type JsonObject } from './envelope.js';
import { SITES as SERP_SITES } from './fake-serp.js';

const HEADS = ['seo', 'keyword', 'backlink', 'serp', 'rank', 'content', 'site', 'link', 'search', 'traffic', 'audit', 'crawl'];
const TAILS = ['tool', 'tools', 'checker', 'api', 'guide', 'tips', 'software', 'tracker', 'report', 'free', 'analysis', 'strategy', 'audit', 'explorer', 'data', 'meaning', 'examples', 'course', 'pricing', 'vs'];
const QUALIFIERS = ['', 'best', 'free', 'online', 'cheap', 'top', 'pro', 'simple', 'fast', 'new'];

/** 12 × 20 × 10 = 2,400 keywords every host draws from. */
export const FAKE_WEB_KEYWORDS: readonly string[] = QUALIFIERS.flatMap((q) => HEADS.flatMap((h) => TAILS.map((t) => (q ? `${q} ${h} ${t}` : `${h} ${t}`))));

let webKeywords: readonly string[] = FAKE_WEB_KEYWORDS;

/**
 * Makes the web `size` keywords large (numbered variants of the list after its first 2,400), for a
 * benchmark of sites with tens of thousands of keywords; 2,400 again with no argument.
 */
export function setFakeWebSize(size = FAKE_WEB_KEYWORDS.length): void {
  const extra = Math.max(0, size - FAKE_WEB_KEYWORDS.length);
  webKeywords = [...FAKE_WEB_KEYWORDS, ...Array.from({ length: extra }, (_, i) => `${FAKE_WEB_KEYWORDS[i % FAKE_WEB_KEYWORDS.length]} ${2 + Math.floor(i / FAKE_WEB_KEYWORDS.length)}`)];
  rowsMemo.clear();
}

/** Hosts offered as competitors of any domain. */
const COMPETITOR_HOSTS = ['rival-one.example', 'rival-two.example', 'rival-three.example', 'wikipedia.org', 'youtube.com', 'rival-four.example'];

function hostOf(text: string): string {
  return text.replace(/^https?:\/\//, '').split('/')[0]?.replace(/^www\./, '').toLowerCase() ?? '';
}

function slug(keyword: string): string {
  return keyword.replace(/[^a-z0-9]+/g, '-');
}

interface FakeRank {
  position: number;
  url: string;
  relativeUrl: string;
  etv: number;
}

/** Where `host` ranks for `keyword`, or null. */
export function fakeRank(host: string, keyword: string): FakeRank | null {
  if (host.startsWith('nodata.')) return null;
  const share = host.startsWith('huge.') ? 100 : 20 + (hash(`share|${host}`) % 41);
  const h = hash(`rank|${host}|${keyword}`);
  if (h % 100 >= share) return null;
  const position = 1 + (Math.floor(h / 100) % 100);
  const relativeUrl = Math.floor(h / 10_000) % 3 === 0 ? `/blog/${slug(keyword)}/` : `/${slug(keyword)}/`;
  return { position, url: `https://${host}${relativeUrl}`, relativeUrl, etv: Math.round((1000 / position) * 10) / 10 };
}

function volumeOf(info: JsonObject): number {
  const ki = info['keyword_info'];
  const v = ki && typeof ki === 'object' && !Array.isArray(ki) ? ki['search_volume'] : null;
  return typeof v === 'number' ? v : -1;
}

interface Row {
  keyword: string;
  info: JsonObject;
  volume: number;
}

const rowsMemo = new Map<string, Row[]>();

/** The shared keyword list with its metrics, by search volume, highest first (Labs' order here). */
function webRows(location: number, language: string): Row[] {
  const key = `${location}|${language}`;
  const memo = rowsMemo.get(key);
  if (memo) return memo;
  const rows = webKeywords.map((keyword) => {
    const info = keywordDataInfo(keyword, location, language);
    return { keyword, info, volume: volumeOf(info) };
  }).sort((a, b) => b.volume - a.volume || a.keyword.localeCompare(b.keyword));
  rowsMemo.set(key, rows);
  return rows;
}

function serpElement(host: string, rank: FakeRank, type = 'organic'): JsonObject {
  return {
    se_type: 'google', type, rank_group: rank.position, rank_absolute: rank.position + 1, position: 'left', xpath: '/html[1]/body[1]/div[1]',
    domain: host, title: `${host} page`, url: rank.url, breadcrumb: `https://${host}`, website_name: null, is_image: false, is_video: false,
    is_featured_snippet: rank.position === 1, is_malicious: false, description: 'A page.', main_domain: host, relative_url: rank.relativeUrl,
    etv: rank.etv, impressions_etv: null, estimated_paid_traffic_cost: null, clickstream_etv: null,
    rank_changes: { previous_rank_absolute: rank.position + 2, is_new: false, is_up: true, is_down: false },
  };
}

function readTarget(task: Record<string, unknown>, field: string): string {
  const value = task[field];
  // Labs wants a domain without scheme, or a page with one: a path without a scheme is refused.
  if (typeof value !== 'string' || value.trim().length === 0 || (!/^https?:\/\//.test(value) && value.includes('/'))) {
    throw new TaskError(40501, `Invalid Field: '${field}'.`);
  }
  return value.trim().toLowerCase();
}

function readPaging(task: Record<string, unknown>, defaultLimit = 100): { limit: number; offset: number } {
  const limit = task['limit'] ?? defaultLimit;
  const offset = task['offset'] ?? 0;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > 1000) throw new TaskError(40501, "Invalid Field: 'limit'.");
  if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0) throw new TaskError(40501, "Invalid Field: 'offset'.");
  return { limit, offset };
}

/** The one filter the stand-in knows: a ranking URL's path "like" a prefix ("/blog/%"). */
function pathFilter(task: Record<string, unknown>): string | null {
  const filters = task['filters'];
  if (filters === undefined) return null;
  const [field, op, value] = Array.isArray(filters) && Array.isArray(filters[0]) ? (filters[0] as unknown[]) : [];
  if (field !== 'ranked_serp_element.serp_item.relative_url' || op !== 'like' || typeof value !== 'string') throw new TaskError(40501, "Invalid Field: 'filters'.");
  return value.replace(/%$/, '');
}

function bands(ranks: FakeRank[]): JsonObject {
  const count = (lo: number, hi: number) => ranks.filter((r) => r.position >= lo && r.position <= hi).length;
  const buckets: JsonObject = { pos_1: count(1, 1), pos_2_3: count(2, 3), pos_4_10: count(4, 10), pos_11_20: count(11, 20) };
  for (let lo = 21; lo <= 91; lo += 10) buckets[`pos_${lo}_${lo + 9}`] = count(lo, lo + 9);
  return {
    ...buckets, etv: Math.round(ranks.reduce((s, r) => s + r.etv, 0) * 10) / 10, impressions_etv: null, count: ranks.length, estimated_paid_traffic_cost: null,
    is_new: Math.floor(ranks.length / 10), is_up: Math.floor(ranks.length / 4), is_down: Math.floor(ranks.length / 5), is_lost: 0,
    clickstream_etv: null, clickstream_gender_distribution: null, clickstream_age_distribution: null,
  };
}

/** The answer's result object and the number of items billed. */
export interface LabsAnswer {
  result: JsonObject;
  items: number;
}

export function rankedKeywords(task: Record<string, unknown>, location: number, language: string): LabsAnswer {
  const target = readTarget(task, 'target');
  const { limit, offset } = readPaging(task);
  const host = hostOf(target);
  const isPage = /^https?:\/\//.test(target);
  const prefix = pathFilter(task);
  const types = Array.isArray(task['item_types']) ? task['item_types'] : ['organic', 'paid'];
  const matches = webRows(location, language).flatMap((row) => {
    const rank = fakeRank(host, row.keyword);
    if (!rank || (isPage && rank.url !== target) || (prefix !== null && !rank.relativeUrl.startsWith(prefix))) return [];
    const elements: JsonObject[] = [];
    if (types.includes('organic')) elements.push(serpElement(host, rank));
    // Pages cite the host in an AI Overview for a few keywords: one more item of the same keyword.
    if (types.includes('ai_overview_reference') && hash(`aio|${row.keyword}`) % 5 === 0) elements.push({ ...serpElement(host, rank, 'ai_overview_reference'), rank_group: 1 + (rank.position % 3) });
    return elements.map((element): JsonObject => ({
      se_type: 'google',
      keyword_data: row.info,
      ranked_serp_element: {
        se_type: 'google', serp_item: element, check_url: `https://www.google.com/search?q=${encodeURIComponent(row.keyword)}`,
        serp_item_types: hash(`aio|${row.keyword}`) % 5 === 0 ? ['ai_overview', 'organic', 'people_also_ask'] : ['organic', 'people_also_ask'],
        se_results_count: 1000000, keyword_difficulty: 40, is_lost: false, last_updated_time: '2026-10-01 10:00:00 +00:00', previous_updated_time: '2026-08-01 10:00:00 +00:00',
      },
    }));
  });
  const organic = webRows(location, language).flatMap((row) => {
    const rank = fakeRank(host, row.keyword);
    return rank && (!isPage || rank.url === target) && (prefix === null || rank.relativeUrl.startsWith(prefix)) ? [rank] : [];
  });
  const page = matches.slice(offset, offset + limit);
  return {
    items: page.length,
    result: {
      se_type: 'google', target, location_code: location, language_code: language, total_count: matches.length, items_count: page.length,
      metrics: { organic: bands(organic), paid: null, featured_snippet: null, local_pack: null }, metrics_absolute: null,
      items: page.length > 0 ? page : null,
    },
  };
}

export function competitorsDomain(task: Record<string, unknown>, location: number, language: string): LabsAnswer {
  const target = hostOf(readTarget(task, 'target'));
  const { limit, offset } = readPaging(task);
  const excluded = new Set(Array.isArray(task['exclude_domains']) ? task['exclude_domains'].map(String) : []);
  const own = webRows(location, language).filter((row) => fakeRank(target, row.keyword));
  if (own.length === 0) return { items: 0, result: { se_type: 'google', target, location_code: location, language_code: language, total_count: 0, items_count: 0, items: null } };
  const organic = (ranks: FakeRank[]): Json => ({ organic: bands(ranks) });
  // Like the provider, the target itself comes first.
  const items = [target, ...COMPETITOR_HOSTS.filter((h) => h !== target && !excluded.has(h))].map((host): JsonObject => {
    const shared = own.flatMap((row) => {
      const rank = fakeRank(host, row.keyword);
      return rank ? [rank] : [];
    });
    const all = webRows(location, language).flatMap((row) => {
      const rank = fakeRank(host, row.keyword);
      return rank ? [rank] : [];
    });
    const sum = shared.reduce((s, r) => s + r.position, 0);
    return {
      se_type: 'google', domain: host, avg_position: shared.length ? Math.round((sum / shared.length) * 100) / 100 : 0, sum_position: sum, intersections: shared.length,
      full_domain_metrics: organic(all), metrics: organic(own.flatMap((row) => fakeRank(target, row.keyword) ?? [])), competitor_metrics: organic(shared),
    };
  });
  items.sort((a, b) => Number(b['intersections']) - Number(a['intersections']));
  const page = items.slice(offset, offset + limit);
  return { items: page.length, result: { se_type: 'google', target, location_code: location, language_code: language, total_count: items.length, items_count: page.length, items: page } };
}

/** Where a page_intersection entry ("https://host/*", "https://host/blog/*", an exact URL) ranks. */
/**
 * A result page of the stand-in's SERP (https://www.<site>/<keyword-slug>) ranks for the web's
 * keywords that share a word with its slug: the "also rank for" read of a SERP's top pages.
 */
function serpPageRank(pattern: string, keyword: string): FakeRank | null {
  const relativeUrl = pattern.replace(/^https?:\/\/[^/]+/, '');
  const words = new Set(relativeUrl.split(/[-/]/).filter((w) => w.length > 3));
  if (!keyword.split(' ').some((w) => words.has(w))) return null;
  const position = 1 + (hash(`page|${pattern}|${keyword}`) % 30);
  return { position, url: pattern, relativeUrl, etv: Math.round((1000 / position) * 10) / 10 };
}

function pageRank(pattern: string, keyword: string): FakeRank | null {
  const host = hostOf(pattern);
  if ((SERP_SITES as readonly string[]).includes(host) && !pattern.endsWith('*')) return serpPageRank(pattern, keyword);
  if (host.startsWith('toomany.')) throw new TaskError(40504, 'Too many intersecting keywords.');
  const rank = fakeRank(host, keyword);
  if (!rank) return null;
  const path = pattern.replace(/^https?:\/\/[^/]+/, '');
  if (path.endsWith('*')) return rank.relativeUrl.startsWith(path.slice(0, -1)) ? rank : null;
  return rank.url === pattern ? rank : null;
}

export function pageIntersection(task: Record<string, unknown>, location: number, language: string): LabsAnswer {
  const pages = task['pages'];
  if (typeof pages !== 'object' || pages === null || Array.isArray(pages)) throw new TaskError(40501, "Invalid Field: 'pages'.");
  const entries = Object.entries(pages as Record<string, unknown>);
  if (entries.length === 0 || entries.length > 20 || !entries.every(([, v]) => typeof v === 'string' && /^https?:\/\//.test(v))) throw new TaskError(40501, "Invalid Field: 'pages'.");
  const exclude = task['exclude_pages'] ?? [];
  if (!Array.isArray(exclude) || exclude.length > 10 || !exclude.every((v) => typeof v === 'string')) throw new TaskError(40501, "Invalid Field: 'exclude_pages'.");
  const mode = task['intersection_mode'] ?? (exclude.length > 0 ? 'union' : 'intersect');
  if (mode !== 'union' && mode !== 'intersect') throw new TaskError(40501, "Invalid Field: 'intersection_mode'.");
  const { limit, offset } = readPaging(task);
  const rows = webRows(location, language).flatMap((row) => {
    const ranks = entries.map(([key, pattern]) => [key, pageRank(String(pattern), row.keyword)] as const);
    const hits = ranks.filter(([, r]) => r !== null).length;
    if (mode === 'union' ? hits === 0 : hits < ranks.length) return [];
    if ((exclude).some((pattern) => pageRank(pattern, row.keyword) !== null)) return [];
    const result: JsonObject = {};
    ranks.forEach(([key, rank], i) => {
      result[key] = rank ? serpElement(hostOf(String(entries[i]?.[1])), rank) : null;
    });
    const info: JsonObject = { ...row.info, serp_info: { se_type: 'google', check_url: null, serp_item_types: ['organic', 'people_also_ask'], se_results_count: 1000000, last_updated_time: '2026-10-01 10:00:00 +00:00', previous_updated_time: null } };
    return [{ se_type: 'google', keyword_data: info, intersection_result: result }];
  });
  const page = rows.slice(offset, offset + limit);
  return {
    items: page.length,
    result: { se_type: 'google', pages: pages as Json, exclude_pages: exclude, location_code: location, language_code: language, total_count: rows.length, items_count: page.length, items: page },
  };
}

/** serp_competitors: the hosts ranking across up to 200 keywords (any keyword of the web; others rank for none). */
export function serpCompetitors(task: Record<string, unknown>, location: number, language: string): LabsAnswer {
  const keywords = task['keywords'];
  if (!Array.isArray(keywords) || keywords.length === 0 || keywords.length > 200 || !keywords.every((k) => typeof k === 'string')) throw new TaskError(40501, "Invalid Field: 'keywords'.");
  const { limit, offset } = readPaging(task);
  const known = new Map(webRows(location, language).map((row) => [row.keyword, row]));
  const rows = (keywords).flatMap((k) => known.get(k.trim().toLowerCase()) ?? []);
  const items = COMPETITOR_HOSTS.flatMap((host): JsonObject[] => {
    const ranks = rows.flatMap((row) => fakeRank(host, row.keyword) ?? []);
    if (ranks.length === 0) return [];
    const etv = Math.round(ranks.reduce((s, r) => s + r.etv, 0) * 10) / 10;
    return [{
      se_type: 'google', domain: host, avg_position: Math.round((ranks.reduce((s, r) => s + r.position, 0) / ranks.length) * 100) / 100,
      median_position: ranks[Math.floor(ranks.length / 2)]?.position ?? null, rating: ranks.reduce((s, r) => s + 100 - r.position, 0), etv,
      keywords_count: ranks.length, visibility: Math.round((etv / (rows.length * 1000)) * 1000) / 1000, relevant_serp_items: ranks.length, keywords_positions: {},
    }];
  }).sort((a, b) => Number(b['rating']) - Number(a['rating']));
  const page = items.slice(offset, offset + limit);
  return { items: page.length, result: { se_type: 'google', seed_keywords: keywords, location_code: location, language_code: language, total_count: items.length, items_count: page.length, items: page.length > 0 ? page : null } };
}

export function domainIntersection(task: Record<string, unknown>, location: number, language: string): LabsAnswer {
  const first = hostOf(readTarget(task, 'target1'));
  const second = hostOf(readTarget(task, 'target2'));
  if (first.startsWith('toomany.') || second.startsWith('toomany.')) throw new TaskError(40504, 'Too many intersecting keywords.');
  const both = task['intersections'] !== false;
  const { limit, offset } = readPaging(task);
  const rows = webRows(location, language).flatMap((row) => {
    const a = fakeRank(first, row.keyword);
    const b = fakeRank(second, row.keyword);
    if (!a || (both ? !b : b)) return [];
    return [{ se_type: 'google', keyword_data: row.info, first_domain_serp_element: serpElement(first, a), second_domain_serp_element: b ? serpElement(second, b) : null }];
  });
  const page = rows.slice(offset, offset + limit);
  return { items: page.length, result: { se_type: 'google', target1: first, target2: second, location_code: location, language_code: language, total_count: rows.length, items_count: page.length, items: page } };
}
