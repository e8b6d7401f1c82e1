// The demo's web: every site belongs to one topic (its own for the demo's sites, else found from
// words in its name, else drawn from its name's hash) and ranks, deterministically, for part of
// that topic's keywords; mega-sites rank a little for every topic. A site's position for a keyword
// depends only on the two, so the same site shows the same positions in its keyword list, in
// competitor discovery and in a gap. Demo competitors are named under the reserved ".example"
// ending so no one takes them for real.

import { isMegaDomain } from '../../../shared/competitors/mega-domains.js';
import { siteName } from '../../../shared/competitors/domain-name.js';
import type { CompetitorTarget } from '../../../shared/competitors/target.js';
import { hashString, randomFor } from './seeded-random.js';

interface DemoTopic {
  /** Words that put a site in this topic when its name contains one. */
  markers: string[];
  heads: string[];
  /** Names of the topic's demo sites, each shown as "<name>.example". */
  sites: string[];
}

const TOPICS: readonly DemoTopic[] = [
  {
    markers: ['run', 'shoe', 'sport', 'fit', 'marathon', 'trail', 'athlet'],
    heads: ['running shoes', 'trail running shoes', 'marathon training plan', 'running watch', 'running socks', 'treadmill', 'running shorts', 'hydration vest', 'couch to 5k', 'running app'],
    sites: ['stridelab', 'runnersden', 'trailhub', 'paceworks', 'milemarker', 'shoerack'],
  },
  {
    markers: ['coffee', 'cafe', 'brew', 'bean', 'espresso', 'roast', 'tea'],
    heads: ['coffee beans', 'espresso machine', 'pour over coffee', 'cold brew', 'coffee grinder', 'french press', 'decaf coffee', 'latte art', 'coffee subscription', 'moka pot'],
    sites: ['beanbureau', 'brewcorner', 'roastery-co', 'crema-daily', 'grindhouse', 'cupfinder'],
  },
  {
    markers: ['seo', 'rank', 'keyword', 'search', 'market', 'web', 'digital', 'serp'],
    heads: ['keyword research', 'seo audit', 'backlink checker', 'rank tracker', 'site speed test', 'content brief', 'meta description', 'local seo', 'technical seo', 'link building'],
    sites: ['rankwise', 'serpscope', 'keywordhaus', 'linkledger', 'crawlcraft', 'searchsignal'],
  },
  {
    markers: ['garden', 'plant', 'seed', 'grow', 'flower', 'lawn', 'green'],
    heads: ['raised garden bed', 'tomato plants', 'indoor plants', 'lawn care', 'compost bin', 'flower seeds', 'garden hose', 'pruning shears', 'vegetable garden', 'succulents'],
    sites: ['greenpatch', 'seedsandsoil', 'bloomyard', 'potterbench', 'leafline', 'rootsupply'],
  },
  {
    markers: ['travel', 'trip', 'hotel', 'flight', 'tour', 'holiday', 'vacation'],
    heads: ['cheap flights', 'travel insurance', 'carry on luggage', 'city break', 'hotel deals', 'road trip', 'travel backpack', 'packing list', 'travel adapter', 'weekend getaway'],
    sites: ['tripnotes', 'farawayguide', 'packlight', 'staylocal', 'routebook', 'jetsetjournal'],
  },
  {
    markers: ['bank', 'money', 'loan', 'invest', 'credit', 'financ', 'pay', 'tax'],
    heads: ['savings account', 'credit card', 'personal loan', 'index funds', 'budget planner', 'mortgage calculator', 'tax return', 'credit score', 'retirement plan', 'emergency fund'],
    sites: ['centsible', 'ledgerlane', 'coinwise', 'budgetbee', 'yieldguide', 'moneymap'],
  },
];

const MODIFIERS_BEFORE = ['best', 'cheap', 'top', 'how to choose', 'affordable', 'beginner'];
const MODIFIERS_AFTER = ['review', 'reviews', 'near me', 'for beginners', 'guide', 'sale', 'vs', 'tips', 'comparison', 'price', 'ideas', 'online', 'deals', 'uk', 'checklist'];

/** Big, well-known demo sites that show up among every topic's competitors. */
export const DEMO_MEGA_SITES = ['wikipedia.org', 'youtube.com', 'reddit.com', 'amazon.com'];

function topicKeywords(topic: DemoTopic): string[] {
  const keywords: string[] = [];
  for (const head of topic.heads) {
    keywords.push(head);
    for (const m of MODIFIERS_BEFORE) keywords.push(`${m} ${head}`);
    for (const m of MODIFIERS_AFTER) keywords.push(`${head} ${m}`);
  }
  return keywords;
}

const POOLS = TOPICS.map(topicKeywords);
const ALL_KEYWORDS = POOLS.flat();
const POOL_SETS = POOLS.map((pool) => new Set(pool));

function topicIndexOf(host: string): number {
  const name = siteName(host);
  const own = TOPICS.findIndex((t) => t.sites.includes(name));
  if (own >= 0) return own;
  const byWord = TOPICS.findIndex((t) => t.markers.some((m) => name.includes(m)));
  return byWord >= 0 ? byWord : hashString(`topic|${name}`) % TOPICS.length;
}

/** The keywords a site can rank for: its topic's, or every topic's for a mega-site. */
export function demoPoolFor(host: string): readonly string[] {
  if (isMegaDomain(host)) return ALL_KEYWORDS;
  return POOLS[topicIndexOf(host)] ?? [];
}

function inPool(host: string, keyword: string): boolean {
  return isMegaDomain(host) || (POOL_SETS[topicIndexOf(host)]?.has(keyword) ?? false);
}

/** The topic's demo sites other than `host` itself, then the mega-sites. */
export function demoCompetitorHosts(host: string): string[] {
  const topic = TOPICS[topicIndexOf(host)];
  const own = topic ? topic.sites.map((s) => `${s}.example`) : [];
  return [...own, ...DEMO_MEGA_SITES];
}

/** Every demo site of every topic, then the mega-sites: who may rank across any set of keywords. */
export function demoAllSiteHosts(): string[] {
  return [...TOPICS.flatMap((topic) => topic.sites.map((s) => `${s}.example`)), ...DEMO_MEGA_SITES];
}

/** Share of its pool a site ranks for: between 35% and 80%, from its name; mega-sites 12% of everything. */
function strengthOf(host: string): number {
  if (isMegaDomain(host)) return 0.12;
  return 0.35 + (hashString(`strength|${host}`) % 1000) / 1000 * 0.45;
}

function slug(keyword: string): string {
  return keyword.replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

export interface DemoRank {
  position: number;
  url: string;
}

/**
 * Where a target ranks for a keyword, or null. A folder ranks for part of its site's keywords with
 * pages under it; a page for a few, with its own address.
 */
export function demoRank(target: CompetitorTarget, keyword: string): DemoRank | null {
  const host = target.kind === 'page' ? target.host.replace(/^www\./, '') : target.host;
  if (!inPool(host, keyword)) return null;
  const random = randomFor('rank', host, keyword);
  const strength = strengthOf(host);
  if (random() >= strength) return null;
  // Strong sites sit higher: a power of a uniform number crowds toward position 1.
  const position = Math.max(1, Math.min(100, Math.round(1 + 99 * random() ** (1.2 + 3 * strength))));
  if (target.kind === 'folder') {
    if (randomFor('folder', host, target.path ?? '/', keyword)() >= 0.4) return null;
    return { position, url: `https://${host}${target.path ?? '/'}${slug(keyword)}/` };
  }
  if (target.kind === 'page') {
    if (randomFor('page', target.label, keyword)() >= 0.06) return null;
    return { position, url: target.label };
  }
  return { position, url: `https://${host}/${slug(keyword)}/` };
}

/** Share of a results page's clicks by organic position (a typical click-through curve). */
const CTR = [0.28, 0.15, 0.1, 0.07, 0.05, 0.04, 0.03, 0.025, 0.02, 0.018];

export function demoTraffic(volume: number | null, position: number): number {
  const ctr = CTR[position - 1] ?? (position <= 20 ? 0.01 : 0.002);
  return Math.round((volume ?? 0) * ctr * 10) / 10;
}

const FEATURES = ['people_also_ask', 'images', 'video', 'related_searches', 'featured_snippet', 'local_pack', 'top_stories', 'discussions_and_forums'];

/** The SERP features of a keyword's page, the same for every site: always organic; an AI Overview on about a third. */
export function demoSerpFeatures(keyword: string): string[] {
  const random = randomFor('features', keyword);
  const features = ['organic'];
  if (random() < 0.35) features.push('ai_overview');
  for (const feature of FEATURES) if (random() < 0.3) features.push(feature);
  return features;
}
