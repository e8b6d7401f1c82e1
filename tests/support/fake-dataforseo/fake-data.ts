// Deterministic answers in DataForSEO's documented raw shapes (reference §2-4) for ANY keyword,
// so contract tests and browser tests can use the fake server as a stand-in for the real API.
// The same FNV-1a hash and mulberry32 generator as the demo provider: plain arithmetic, no app logic.
import { hashString as hash, randomFor as random } from '../../../src/server/providers/demo/seeded-random.js';

/** A request field as text: strings as they are, anything else as its JSON. */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const round = (value: number, digits: number): number => Math.round(value * 10 ** digits) / 10 ** digits;
const UPDATED = '2026-08-12 23:31:45 +00:00';
const INTENTS = ['informational', 'commercial', 'transactional', 'navigational'];

/** True for the few keywords the fake pretends to have no metrics for (every field null). */
export function hasNoMetrics(keyword: string): boolean {
  return hash(`nometrics|${keyword}`) % 17 === 0;
}

export function keywordDataInfo(keyword: string, locationCode: number, languageCode: string): JsonObject {
  const r = random(keyword, locationCode, languageCode);
  const empty = hasNoMetrics(keyword);
  const words = keyword.split(' ').length;
  const volume = Math.round(10 ** (5 - words * 0.7 + r() * 1.2));
  const competition = round(r(), 2);
  const monthly: Json[] = [];
  for (let i = 0; i < 12; i += 1) {
    // Newest first, as in the official examples: July 2026 back to August 2025.
    const month = ((6 - i + 24) % 12) + 1;
    const year = i <= 6 ? 2026 : 2025;
    monthly.push({ year, month, search_volume: Math.round(volume * (0.7 + r() * 0.6)) });
  }
  return {
    se_type: 'google',
    keyword,
    location_code: locationCode,
    language_code: languageCode,
    keyword_info: {
      se_type: 'google',
      last_updated_time: UPDATED,
      competition: empty ? null : competition,
      competition_level: empty ? null : competition < 0.34 ? 'LOW' : competition < 0.67 ? 'MEDIUM' : 'HIGH',
      cpc: empty ? null : round(0.2 + r() * 6, 2),
      search_volume: empty ? null : volume,
      low_top_of_page_bid: empty ? null : round(r() * 2, 2),
      high_top_of_page_bid: empty ? null : round(2 + r() * 8, 2),
      categories: [10000 + Math.floor(r() * 4000), 10000 + Math.floor(r() * 4000)],
      monthly_searches: empty ? null : monthly,
      search_volume_trend: { monthly: Math.round(r() * 40 - 20), quarterly: Math.round(r() * 40 - 20), yearly: Math.round(r() * 80 - 40) },
    },
    clickstream_keyword_info: null,
    keyword_properties: {
      se_type: 'google',
      core_keyword: null,
      synonym_clustering_algorithm: 'text_processing',
      keyword_difficulty: empty ? null : Math.floor(r() * 101),
      detected_language: languageCode,
      is_another_language: false,
    },
    serp_info: null,
    avg_backlinks_info: averageBacklinks(round(r() * 5000, 1), round(r() * 300, 1), round(r() * 300, 1)),
    search_intent_info: { se_type: 'google', main_intent: INTENTS[Math.floor(r() * 4)] ?? 'informational', foreign_intent: null, last_updated_time: UPDATED },
  };
}

/** avg_backlinks_info with every documented field; the figures beyond the first three derive from them. */
function averageBacklinks(backlinks: number, referringDomains: number, rank: number): JsonObject {
  return {
    se_type: 'google', backlinks, dofollow: round(backlinks * 0.6, 1), referring_pages: round(backlinks * 0.8, 1), referring_domains: referringDomains,
    referring_main_domains: round(referringDomains * 0.9, 1), rank, main_domain_rank: round(Math.min(1000, rank * 1.8 + 120), 1), last_updated_time: UPDATED,
  };
}

function volumeOf(info: JsonObject): number {
  const ki = info['keyword_info'];
  const v = ki && typeof ki === 'object' && !Array.isArray(ki) ? ki['search_volume'] : null;
  return typeof v === 'number' ? v : -1;
}

/** Default Labs order: search volume descending (ties by keyword for stable paging). */
function sortByVolume(items: JsonObject[]): JsonObject[] {
  return items.sort((a, b) => volumeOf(b) - volumeOf(a) || textOf(a['keyword']).localeCompare(textOf(b['keyword'])));
}

const PREFIXES = ['best', 'free', 'top', 'cheap', 'online', 'easy', 'new', 'simple', 'local', 'pro', 'buy', 'used', 'small', 'fast', 'smart'];
const SUFFIXES = ['tools', 'software', 'app', 'guide', 'tips', 'price', 'near me', 'reviews', 'examples', 'course', 'ideas', 'jobs', 'meaning', 'template', 'services', 'online', 'pdf', 'checklist', 'definition', 'vs'];
const QUALIFIERS = ['for beginners', 'for business', 'uk', 'usa', 'reddit', 'for students', 'for mac', 'for teams', 'step by step', 'free trial'];

/** How many keywords contain the seed: fewer for longer seeds, none for 5+ words. */
export function suggestionCount(seed: string): number {
  return [1500, 600, 60, 5][seed.split(' ').length - 1] ?? 0;
}

function suggestionKeyword(seed: string, i: number): string {
  if (i === 0) return seed; // the seed itself is a phrase that contains the seed
  let j = i - 1;
  if (j < SUFFIXES.length) return `${seed} ${SUFFIXES[j]}`;
  j -= SUFFIXES.length;
  if (j < PREFIXES.length) return `${PREFIXES[j]} ${seed}`;
  j -= PREFIXES.length;
  const pair = `${PREFIXES[j % PREFIXES.length]} ${seed} ${SUFFIXES[Math.floor(j / PREFIXES.length) % SUFFIXES.length]}`;
  const q = Math.floor(j / (PREFIXES.length * SUFFIXES.length));
  return q === 0 ? pair : `${pair} ${QUALIFIERS[(q - 1) % QUALIFIERS.length]}`;
}

export function suggestionItems(seed: string, locationCode: number, languageCode: string): JsonObject[] {
  const items: JsonObject[] = [];
  for (let i = 0; i < suggestionCount(seed); i += 1) items.push(keywordDataInfo(suggestionKeyword(seed, i), locationCode, languageCode));
  return sortByVolume(items);
}

const TOPICS = ['strategy', 'planner', 'trends', 'analysis', 'generator', 'checker', 'finder', 'research', 'tracking', 'audit', 'agency', 'consultant', 'platform', 'api', 'report'];

/** keyword_ideas: category neighbours; the first three overlap with suggestions on purpose. */
export function ideaItems(seeds: string[], locationCode: number, languageCode: string): JsonObject[] {
  const items: JsonObject[] = [];
  const seen = new Set<string>();
  const add = (k: string): void => {
    if (!seen.has(k)) {
      seen.add(k);
      items.push(keywordDataInfo(k, locationCode, languageCode));
    }
  };
  for (const seed of seeds) {
    for (const s of SUFFIXES.slice(0, 3)) add(`${seed} ${s}`);
    const head = seed.split(' ').slice(-1)[0] ?? seed;
    for (const a of TOPICS) add(`${head} ${a}`);
    for (const a of TOPICS) for (const b of SUFFIXES) add(`${head} ${a} ${b}`);
  }
  return sortByVolume(items);
}

const RELATED_POOLS = [
  ['app', 'call', 'samsung', 'definition', 'online', 'free', 'download', 'price'],
  ['best', 'new', 'cheap', 'top', 'used', 'unlocked', 'android', 'iphone'],
  ['near me', 'deals', 'reviews', 'for sale', 'uk', 'usa', 'case', 'repair'],
  ['2 pack', 'black', 'white', 'blue', 'mini', 'pro', 'max', 'lite'],
];

export function relatedCount(depth: number): number {
  let total = 1;
  for (let d = 1; d <= depth; d += 1) total += 8 ** d;
  return total;
}

/** The related-searches walk: seed at depth 0, 8 children per keyword, seed first then by volume. */
export function relatedItems(seed: string, depth: number, locationCode: number, languageCode: string): JsonObject[] {
  const childrenOf = (keyword: string, level: number): string[] => (RELATED_POOLS[level] ?? []).map((w) => `${keyword} ${w}`);
  const nodes: Array<{ keyword: string; depth: number }> = [{ keyword: seed, depth: 0 }];
  let frontier = [seed];
  for (let d = 1; d <= depth; d += 1) {
    const next: string[] = [];
    for (const k of frontier) for (const c of childrenOf(k, d - 1)) next.push(c);
    for (const k of next) nodes.push({ keyword: k, depth: d });
    frontier = next;
  }
  const items = nodes.map((n): JsonObject => ({
    se_type: 'google',
    keyword_data: keywordDataInfo(n.keyword, locationCode, languageCode),
    depth: n.depth,
    related_keywords: childrenOf(n.keyword, n.depth),
  }));
  const volume = (item: JsonObject): number => {
    const data = item['keyword_data'];
    return data && typeof data === 'object' && !Array.isArray(data) ? volumeOf(data) : -1;
  };
  const keywordOf = (item: JsonObject): string => {
    const data = item['keyword_data'];
    return data && typeof data === 'object' && !Array.isArray(data) ? textOf(data['keyword']) : '';
  };
  const [first, ...rest] = items;
  rest.sort((a, b) => volume(b) - volume(a) || keywordOf(a).localeCompare(keywordOf(b)));
  return first ? [first, ...rest] : [];
}
