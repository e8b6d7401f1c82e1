// The SERP analysis API contract: the request schema the server validates
// with and the browser checks against, and the answer's fields.
import { z } from 'zod';
import { SERP_RESULT_COUNT } from '../constants/limits';
import { SERP_EMPTY_KEYWORD, SERP_INVALID_LIMIT } from '../messages/serp';
import { fixedNumberSchema, languageCodeSchema, locationCodeSchema, toolKeywordSchema } from './tool-request';

/** POST /api/serp body: keyword 2..200 after trimming, a known language and location, limit 10. */
export const serpRequestSchema = z.object({
  keyword: toolKeywordSchema(SERP_EMPTY_KEYWORD),
  languageCode: languageCodeSchema,
  locationCode: locationCodeSchema,
  limit: fixedNumberSchema(SERP_RESULT_COUNT, SERP_INVALID_LIMIT),
});

export type SerpRequest = z.output<typeof serpRequestSchema>;

/** One organic result; `position` is the organic rank, 1-based. */
export interface SerpResultRecord {
  position: number;
  domain: string;
  url: string;
  title: string;
  description: string;
  /** Absent when Google showed none. */
  breadcrumb?: string;
}

/** One SERP feature present on the page, in a few words: the user sees what competes with organic results. */
export interface SerpFeatureSummary {
  /** The provider's element type: featured_snippet, people_also_ask, ai_overview, local_pack, ... */
  type: string;
  label: string;
  /** How many elements of this type (e.g. 3 local businesses, 4 questions). */
  count: number;
  /** Short texts in plain text: the questions, business names, related searches, the snippet's source... */
  details: string[];
  /** Sources cited in `details` as `[n]` (AI overview): the footnotes' targets. */
  citations?: Array<{ number: number; url: string; domain: string | null }>;
  /** Every domain an AI overview cites, in order of first mention. */
  citedDomains?: string[];
  /** The element's own heading on the page ("People also search for"), when it has one. */
  heading?: string;
  /** Pictures of an images block: each with its alternative text, which names it on the screen. */
  images?: SerpImageSummary[];
}

export interface SerpImageSummary {
  alt: string;
  url: string | null;
}

const FEATURE_LABELS: Record<string, string> = {
  featured_snippet: 'Featured snippet',
  people_also_ask: 'People also ask',
  ai_overview: 'AI overview',
  local_pack: 'Local pack',
  related_searches: 'Related searches',
  paid: 'Ads',
  video: 'Videos',
  images: 'Images',
  top_stories: 'Top stories',
  knowledge_graph: 'Knowledge panel',
  answer_box: 'Answer box',
  shopping: 'Shopping results',
  popular_products: 'Popular products',
  map: 'Map',
  hotels_pack: 'Hotels',
  discussions_and_forums: 'Discussions and forums',
  people_also_search: 'People also search',
  short_videos: 'Short videos',
  twitter: 'X (Twitter) posts',
  jobs: 'Jobs',
  events: 'Events',
  recipes: 'Recipes',
  carousel: 'Carousel',
  multi_carousel: 'Multi carousel',
  questions_and_answers: 'Questions and answers',
  perspectives: 'Perspectives',
  top_sights: 'Top sights',
  scholarly_articles: 'Scholarly articles',
  find_results_on: 'Find results on',
  commercial_units: 'Commercial units',
  local_services: 'Local services',
  product_considerations: 'Product considerations',
  refine_products: 'Refine products',
  compare_sites: 'Compare sites',
  mention_carousel: 'Mentions carousel',
  podcasts: 'Podcasts',
  visual_stories: 'Visual stories',
  found_on_web: 'Found on the web',
  explore_brands: 'Explore brands',
  courses: 'Courses',
  app: 'Apps',
  google_flights: 'Google Flights',
  math_solver: 'Math solver',
  google_reviews: 'Google reviews',
  third_party_reviews: 'Third-party reviews',
  stocks_box: 'Stocks box',
  currency_box: 'Currency converter',
  dictionary: 'Dictionary',
  google_hotels: 'Google Hotels',
  google_posts: 'Google posts',
};

/** The features users look for first: the screen says which of these the page lacks. */
export const KEY_SERP_FEATURES = ['featured_snippet', 'people_also_ask', 'ai_overview', 'local_pack', 'video', 'images', 'shopping'] as const;

/** The feature's name in words; unknown types read "some_type" -> "Some type". */
export function serpFeatureLabel(type: string): string {
  const known = FEATURE_LABELS[type];
  if (known) return known;
  const words = type.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Other';
}
