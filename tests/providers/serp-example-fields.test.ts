// No field of a documented answer is dropped: DataForSEO's published example answer
// of serp/google/organic/task_get/advanced (the same result shape as live/advanced), stored as
// fixtures/serp-google-organic-advanced-example.json, is walked element by element. Every field with a
// value in an element of a type the parser knows must be found in what the parser keeps for it, or be
// on the commented lists below of fields left out on purpose. A field the provider adds to a known
// type, or one a change stops keeping, fails here by name.
//
// The fixture is the first example of the documentation page as published, with its slips mended so
// it is JSON: trailing commas removed, the `items` array and result object closed, and
// product_considerations' `expanded_element` (printed as two objects, the regular and the AI-written
// shape) read as the documented array of both.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseSerpResult } from '../../src/server/providers/dataforseo/parse-serp.js';
import { toIsoTime } from '../../src/server/providers/dataforseo/lenient.js';
import { toPlainText } from '../../src/server/providers/plain-text.js';
import type { SerpFeature, SerpFeatureOf, SerpOrganicResult } from '../../src/server/providers/types.js';
import { summarizeSerpFeatures } from '../../src/server/features/serp/serp-features.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const example = JSON.parse(readFileSync(new URL('./fixtures/serp-google-organic-advanced-example.json', import.meta.url), 'utf8')) as {
  tasks: Array<{ result: JsonObject[] }>;
};
const result = example.tasks[0]!.result;
const items = result[0]!['items'] as JsonObject[];
const serp = parseSerpResult(result, 'iphone', '2026-09-01T12:00:00.000Z');

/** Left out of every element, at any depth: where and how the element sits on Google's page. */
const IGNORED_EVERYWHERE: Record<string, string> = {
  xpath: 'where the element sits in Google\'s HTML: no meaning to a reader',
  rectangle: 'pixel box of the element (only with calculate_rectangles)',
  position: '"left"/"right" column; the page order and rankAbsolute say where it is',
  rank_group: 'rank among elements of the same type; features keep page order and rankAbsolute',
  type: 'the kind of a nested part; the element\'s own type is kept as the feature\'s type',
  image_url: 'a picture file on Google\'s or the provider\'s CDN: the screen loads no third-party pictures',
};

/** Left out per element type (a path names a field and everything under it; `[]` is any entry). */
// Reasons repeated across types.
const RATING_DETAIL = 'the rating\'s scale and vote count: an entry keeps the rating value users compare';
const PRICE_PARTS = 'the price\'s parts: an entry keeps the displayed price';
const DISPLAY_DATE = 'Google\'s relative date ("2 days ago"): the exact time is kept as timestamp';
const IDS = 'Google\'s identifiers of the place, post or card: not shown to users';
const CHART = 'a chart\'s data points and table: the card keeps its title, value and source';
const AI_PARTS = 'the parts an AI answer is assembled from (links, images, tables, components, per-part references): its text and cited sources are kept';
const OTHER_RESULT_FIELDS = 'rich-result extras of an organic row: the row keeps what the spec shows (position, title, URL, domain, description, breadcrumb); the full item stays in the snapshot\'s rawItems';

const IGNORED: Record<string, Record<string, string>> = {
  organic: {
    type: 'organic items become the organic rows, which need no type',
    rank_absolute: 'used to order ties; the row\'s position is rank_group among organic results',
    is_image: OTHER_RESULT_FIELDS, is_video: OTHER_RESULT_FIELDS, is_featured_snippet: OTHER_RESULT_FIELDS, is_malicious: OTHER_RESULT_FIELDS,
    is_web_story: OTHER_RESULT_FIELDS, extended_snippet: OTHER_RESULT_FIELDS, amp_version: OTHER_RESULT_FIELDS, rating: OTHER_RESULT_FIELDS,
    price: OTHER_RESULT_FIELDS, about_this_result: OTHER_RESULT_FIELDS, related_result: OTHER_RESULT_FIELDS,
  },
  featured_snippet: {
    images: 'pictures beside the snippet\'s text: the summary shows the snippet\'s title and source',
    table: 'a table inside the snippet: the summary shows the snippet\'s title and source',
  },
  paid: {
    is_image: 'ad format flags', is_video: 'ad format flags',
    images: 'pictures of the ad', extra: 'the ad\'s click-tracking id', links: 'sitelinks under the ad: the ad keeps its title, URL and text',
    rating: 'the advertiser\'s rating: an ad is summarised by its domain',
  },
  local_pack: { 'rating.rating_type': RATING_DETAIL, 'rating.rating_max': RATING_DETAIL, cid: IDS },
  knowledge_graph: {
    card_id: IDS, logo_url: 'a picture file',
    items: 'the knowledge panel\'s inner rows (facts, lists, links, an AI overview, hotel offers): the card keeps its title, subtitle, description and link',
  },
  people_also_ask: {
    'items[].expanded_element[].items': AI_PARTS,
    'items[].expanded_element[].references[].text': 'the quoted text of a cited source: the answer links the source itself',
  },
  ai_overview: {
    asynchronous_ai_overview: 'whether the overview was loaded later: the text is the same',
    items: `the overview's parts; the top-level markdown holds the same answer and is what is kept (${AI_PARTS})`,
    'references[].rank_absolute': 'the source\'s rank inside the overview: citations keep their order',
    'references[].text': 'the quoted text of a cited source: the overview links the source itself',
  },
  top_stories: { 'items[].date': DISPLAY_DATE, 'items[].amp_version': 'whether the story has an AMP page' },
  twitter: { 'items[].date': DISPLAY_DATE },
  perspectives: { 'items[].date': DISPLAY_DATE },
  courses: { 'items[].date': DISPLAY_DATE, 'items[].rating': RATING_DETAIL, categories: 'the filter chips above the courses' },
  math_solver: {
    'items[].expanded_element': 'the worked steps: the result is the first entry users read',
    links: 'links to calculators: the result is what users read',
  },
  hotels_pack: {
    date_from: 'the stay the prices are for', date_to: 'the stay the prices are for',
    'items[].price': PRICE_PARTS, 'items[].is_paid': 'whether the hotel listing is an ad', 'items[].rating': RATING_DETAIL,
  },
  google_reviews: { rating: RATING_DETAIL, place_id: IDS, feature: IDS, cid: IDS },
  google_posts: { posts_id: IDS, feature: IDS, cid: IDS },
  google_hotels: { cid: IDS },
  app: { 'items[].price': PRICE_PARTS },
  images: { related_image_searches: 'the suggested image searches under the pictures: the block keeps its title and the pictures with their alt text' },
  shopping: { 'items[].price': PRICE_PARTS, 'items[].rating': RATING_DETAIL },
  popular_products: { 'items[].price': PRICE_PARTS, 'items[].rating': RATING_DETAIL },
  commercial_units: { 'items[].price': PRICE_PARTS, 'items[].rating': RATING_DETAIL },
  mention_carousel: { 'items[].price': PRICE_PARTS, 'items[].rating': RATING_DETAIL, 'items[].mentioned_in': 'the pages that mention the product: the entry keeps the product' },
  recipes: { 'items[].time': 'cooking time', 'items[].rating': RATING_DETAIL },
  top_sights: { 'items[].rating': RATING_DETAIL },
  local_services: { 'items[].rating': RATING_DETAIL, 'items[].profile_image_url': 'a picture file' },
  jobs: {
    'items[].location': 'where the job is: the entry names the employer as its source',
    'items[].job_posted_time': DISPLAY_DATE, 'items[].contract_type': 'full-time or part-time: the entry keeps title, employer and salary',
  },
  podcasts: { 'items[].time_to_play': 'the episode\'s length' },
  questions_and_answers: { 'items[].votes': 'votes on the answer' },
  discussions_and_forums: { 'items[].posts_count': 'the number of posts: the entry keeps the thread and its forum' },
  refine_products: { 'items[].refine_type': 'the kind of filter chip', 'items[].keyword': 'the search a chip runs: its title is what users see' },
  stocks_box: { 'price.is_price_range': PRICE_PARTS, table: CHART, graph: CHART },
  currency_box: { table: CHART, graph: CHART },
  product_considerations: { 'items[].expanded_element': 'the article or AI answer behind a consideration: the entry keeps the consideration and its category' },
};

function leaves(value: Json | undefined, path: string, out: Array<[string, string | number | boolean]>): void {
  if (value === null || value === undefined || value === '') return;
  if (Array.isArray(value)) {
    for (const entry of value) leaves(entry, `${path}[]`, out);
    return;
  }
  if (typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) leaves(entry, path ? `${path}.${key}` : key, out);
    return;
  }
  out.push([path, value]);
}

function typeOf(item: JsonObject): string {
  return typeof item['type'] === 'string' ? item['type'] : '';
}

function isIgnored(type: string, path: string): boolean {
  const keys = path.replace(/\[\]/g, '').split('.');
  // The element's own `type` is kept (checked by value); a nested part's is structural.
  if (keys.slice(1).includes('type') || keys.slice(0, -1).some((k) => k in IGNORED_EVERYWHERE && k !== 'type')) return true;
  const last = keys[keys.length - 1]!;
  if (last !== 'type' && last in IGNORED_EVERYWHERE) return true;
  if (keys.length > 1 && last === 'type') return true;
  return Object.keys(IGNORED[type] ?? {}).some((pattern) => path === pattern || path.startsWith(`${pattern}.`) || path.startsWith(`${pattern}[]`));
}

/** The forms a kept value takes: as sent, as plain text (Markdown removed), or as an ISO time. */
function isKept(value: string | number | boolean, kept: string[]): boolean {
  const forms = [String(value)];
  if (typeof value === 'string') {
    const plain = toPlainText(value).text;
    if (plain) forms.push(plain);
    const iso = toIsoTime(value);
    if (iso) forms.push(iso);
  }
  return forms.some((form) => kept.some((k) => k === form || k.includes(form)));
}

/** What the parser keeps of the element at `index` (organic items become the organic rows). */
function parsedFor(index: number): SerpFeature | SerpOrganicResult[] {
  const featureIndex = items.slice(0, index).filter((i) => i['type'] !== 'organic').length;
  return items[index]!['type'] === 'organic' ? serp.organic : serp.features[featureIndex]!;
}

function droppedFields(index: number): string[] {
  const item = items[index]!;
  const type = typeOf(item);
  const kept: Array<[string, string | number | boolean]> = [];
  leaves(parsedFor(index) as unknown as Json, '', kept);
  const keptValues = kept.map(([, v]) => String(v));
  const raw: Array<[string, string | number | boolean]> = [];
  leaves(item, '', raw);
  const dropped = raw.filter(([path, value]) => !isIgnored(type, path) && !isKept(value, keptValues)).map(([path]) => path);
  return [...new Set(dropped)];
}

describe('the published example answer, walked field by field', () => {
  it('holds elements of many types, every one a type the parser knows', () => {
    expect(items.length).toBeGreaterThan(40);
    expect(serp.features.filter((f) => f.type === 'unknown')).toEqual([]);
  });

  it.each(items.map((item, index) => [typeOf(item), index] as const))('%s: every field is kept or deliberately ignored', (_type, index) => {
    expect(droppedFields(index)).toEqual([]);
  });

  it('lists only fields the example has, so the lists cannot go stale', () => {
    const present = new Map<string, string[]>();
    for (const item of items) {
      const paths: Array<[string, string | number | boolean]> = [];
      leaves(item, '', paths);
      present.set(typeOf(item), paths.map(([p]) => p));
    }
    for (const [type, fields] of Object.entries(IGNORED)) {
      for (const pattern of Object.keys(fields)) {
        const found = (present.get(type) ?? []).some((p) => p === pattern || p.startsWith(`${pattern}.`) || p.startsWith(`${pattern}[]`));
        expect(found, `${type}: ${pattern}`).toBe(true);
      }
    }
  });
});

describe('fields the parser used to drop, one by one (read from the published example)', () => {
  const ofType = <T extends SerpFeature['type']>(type: T) => serp.features.find((f): f is SerpFeatureOf<T> => f.type === type)!;
  const raw = (type: string) => items.find((i) => i['type'] === type)!;

  it('people_also_search: the block\'s title', () => {
    const feature = ofType('people_also_search');
    expect(feature.title).toBe(raw('people_also_search')['title']);
    const [summary] = summarizeSerpFeatures([feature]);
    expect(summary).toMatchObject({ type: 'people_also_search', heading: 'List of iPhonesView 3+ moreView 3+', count: 8 });
  });

  it('images: each picture\'s alt text, with the page it links to', () => {
    const feature = ofType('images');
    expect(feature.items.map((i) => i.alt)).toEqual(['Image result for google pixel 5', 'Image result for google pixel 5']);
    const [summary] = summarizeSerpFeatures([feature]);
    expect(summary?.images).toEqual([
      { alt: 'Image result for google pixel 5', url: 'https://www.amazon.com/Google-Pixel-Resistant-Smartphone-Ultrawide/dp/B08H8X23ZB' },
      { alt: 'Image result for google pixel 5', url: 'https://store.google.com/product/pixel_5' },
    ]);
  });

  it('people_also_ask: an AI-written answer whose Markdown is only a picture keeps its text', () => {
    const question = ofType('people_also_ask').questions.find((q) => q.aiOverview);
    expect(question?.answer).toMatch(/^The BMW M4 F82 is a high-performance coupe/);
  });
});
