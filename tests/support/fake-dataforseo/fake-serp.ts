// A Google organic SERP in DataForSEO's live/advanced shape (reference §4) for any keyword:
// organic items carry position "left" and rank_group, arrive out of order, some lack a breadcrumb,
// and the page holds paid, featured_snippet, people_also_ask (one answer written by AI), ai_overview
// (Markdown with citation markers and a removed image), local_pack, knowledge_graph (right column)
// and related_searches elements; or, on request, one element of every documented type.
// A keyword containing "changing serp" (test-only) answers differently from its second call on
// (round 2): results 1 and 2 swap, news.example drops out for changed.example, the local pack goes
// and a video element comes, so a browser test can compare two snapshots of one keyword.

import { textOf, type Json } from './fake-data.js';
import { aiOverview, everySerpElement, peopleAlsoAskAiQuestion } from './serp-elements.js';

type JsonObject = { [key: string]: Json };

export const SITES = ['example.com', 'example.org', 'example.net', 'shop.example', 'wiki.example', 'news.example', 'forum.example', 'video.example', 'learn.example', 'blog.example'];

/** Keywords containing this answer a changed page from their second call on (see above). */
export const CHANGING_SERP_MARKER = 'changing serp';

/** The ten sites of the page, in order, for one round of a changing keyword. */
function sitesFor(round: number): string[] {
  if (round < 2) return SITES;
  const [first = '', second = '', ...rest] = SITES.map((site) => (site === 'news.example' ? 'changed.example' : site));
  return [second, first, ...rest];
}

function slugOf(keyword: string): string {
  return keyword.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').toLowerCase() || 'keyword';
}

/**
 * `elements`: 'common' (the default page above) or 'every' (one element of every documented type,
 * serp-elements.ts, after the first three organic results).
 */
export function serpResult(
  keyword: string,
  locationCode: number,
  languageCode: string,
  depth: number,
  elements: 'common' | 'every' = 'common',
  round = 1,
): JsonObject {
  const slug = slugOf(keyword);
  const sites = sitesFor(round);
  const organicCount = Math.max(1, Math.min(depth, 100));
  const organic: JsonObject[] = [];
  for (let i = 0; i < organicCount; i += 1) {
    const site = sites[i % sites.length] ?? 'example.com';
    const domain = `www.${site}`;
    const url = `https://${domain}/${slug}${i >= SITES.length ? `-${i}` : ''}`;
    const item: JsonObject = {
      type: 'organic',
      rank_group: i + 1,
      rank_absolute: 0, // set below once the page order is known
      page: Math.floor(i / 10) + 1,
      position: 'left',
      xpath: `/html[1]/body[1]/div[${i + 4}]`,
      domain,
      title: `${keyword} - result ${i + 1} on ${site}`,
      url,
      website_name: site,
      is_featured_snippet: false,
      is_video: false,
      is_image: false,
      description: `Description of result ${i + 1} about ${keyword}.`,
      highlighted: [keyword],
      links: null,
      timestamp: null,
      rating: null,
      rectangle: null,
    };
    // Every third result has no breadcrumb: null on some, the field absent on others.
    if (i % 3 === 1) item['breadcrumb'] = null;
    else if (i % 3 === 0) item['breadcrumb'] = `https://${domain} › ${slug}`;
    organic.push(item);
  }

  const firstUrl = `https://www.${sites[0] ?? 'example.com'}/${slug}`;
  const features: JsonObject[] = [
    { type: 'paid', rank_group: 1, position: 'left', title: `Buy ${keyword} today`, domain: 'ads.example', url: `https://ads.example/${slug}`, description: 'Sponsored result.', breadcrumb: 'ads.example', highlighted: null, links: null, extra: null },
    { type: 'featured_snippet', rank_group: 1, position: 'left', domain: 'www.example.com', title: `What is ${keyword}?`, featured_title: `${keyword} explained`, description: `${keyword} is a topic this snippet explains.`, url: firstUrl, breadcrumb: null, images: null, table: null, timestamp: null },
    { ...aiOverview(keyword, slug), rank_group: 1 },
    {
      type: 'people_also_ask', rank_group: 1, position: 'left',
      items: ['What is', 'How to use', 'Why use'].map((q, i): Json => ({
        type: 'people_also_ask_element', title: `${q} ${keyword}?`, seed_question: null, xpath: `/div[${i}]`,
        expanded_element: [{ type: 'people_also_ask_expanded_element', featured_title: null, url: `https://www.example.net/${slug}-${i}`, domain: 'www.example.net', title: `${q} ${keyword}`, description: `Answer ${i + 1} about ${keyword}.`, images: null, timestamp: null, table: null }],
      })).concat([peopleAlsoAskAiQuestion(keyword, slug)]),
    },
    ...[1, 2, 3].map((n): JsonObject => ({
      type: 'local_pack', rank_group: n, position: 'left', title: `${keyword} shop ${n}`, description: `${n}.2 mi · ${n} Example Street`, domain: null, phone: `+1 555 010${n}`, url: null, is_paid: false, rating: { rating_type: 'Max5', value: 3.5 + n / 4, votes_count: 10 * n, rating_max: 5 }, cid: `12345${n}`,
    })),
    { type: 'knowledge_graph', rank_group: 1, position: 'right', title: keyword, subtitle: 'Topic', description: `${keyword} is a topic.`, card_id: '/g/example', url: null, image_url: null, logo_url: null, cid: null, items: [] },
    { type: 'related_searches', rank_group: 1, position: 'left', items: ['app', 'free', 'online', 'near me', 'price', 'reviews', 'vs', 'examples'].map((w): Json => `${keyword} ${w}`) },
  ];

  // Page order: paid, snippet, AI overview, 3 organic, PAA, local pack, the rest of organic, related.
  // Organic items are emitted in a scrambled order to prove consumers sort by rank_group.
  const [paid, snippet, ai, paa, lp1, lp2, lp3, kg, related] = features;
  // Round 2 of a changing keyword: a video element where the local pack was.
  const video: JsonObject = {
    type: 'video', rank_group: 1, position: 'left', xpath: '/html[1]/body[1]/div[9]', rectangle: null,
    items: [{ type: 'video_element', source: 'YouTube', preview: null, title: `${keyword} review`, timestamp: '2026-08-01 09:00:00 +00:00', url: `https://video.example/${slug}` }],
  };
  const local = round < 2 ? [lp1, lp2, lp3] : [video];
  const scrambled = [...organic].sort((a, b) => (Number(a['rank_group']) * 7) % 10 - (Number(b['rank_group']) * 7) % 10);
  const every = elements === 'every' ? everySerpElement(keyword, slug) : [];
  const right = every.length > 0 ? every.filter((e) => e['position'] === 'right') : kg ? [kg] : [];
  const middle = every.length > 0 ? every.filter((e) => e['position'] !== 'right') : [paid, snippet, ai, ...scrambled.slice(0, 3), paa, ...local];
  const left: JsonObject[] = (every.length > 0 ? [...scrambled.slice(0, 3), ...middle, ...scrambled.slice(3)] : [...middle, ...scrambled.slice(3), related]).filter(
    (x): x is JsonObject => x !== undefined,
  );
  left.forEach((item, i) => {
    item['rank_absolute'] = i + 1;
  });
  const items: JsonObject[] = [...left, ...right.map((item, i): JsonObject => ({ ...item, rank_absolute: i + 1 }))];
  const itemTypes = [...new Set(items.map((i) => textOf(i['type'])))];

  const spell: Json = /reserch|keywrod/.test(keyword)
    ? { keyword: keyword.replace('reserch', 'research').replace('keywrod', 'keyword'), type: 'showing_results_for' }
    : null;

  return {
    keyword,
    type: 'organic',
    se_domain: 'google.com',
    location_code: locationCode,
    language_code: languageCode,
    check_url: `https://www.google.com/search?q=${encodeURIComponent(keyword)}&num=${organicCount}&hl=${languageCode}&gl=US`,
    datetime: '2026-08-20 10:12:03 +00:00',
    spell,
    refinement_chips: null,
    item_types: itemTypes,
    se_results_count: 85_600_000,
    pages_count: Math.ceil(organicCount / 10),
    items_count: items.length,
    items,
  };
}
