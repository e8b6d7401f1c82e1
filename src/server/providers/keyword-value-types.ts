// The seam's shapes for the value of ranking for a keyword: the traffic potential (what the page
// ranking first gets across all its keywords), its parent topic (the keyword it gets most of that
// traffic from) and the keyword's worldwide search volume with the countries it comes from
// (decision 059).
import type { ProviderCallOptions } from './types.js';

export interface KeywordValueQuery extends ProviderCallOptions {
  keyword: string;
  languageCode: string;
  locationCode: number;
  /** The URL ranking first for the keyword in this market (from its SERP); null when the page had no organic result. */
  topUrl: string | null;
}

export interface CountryShare {
  /** ISO 3166-1 alpha-2, upper case ("US"). */
  countryCode: string;
  searchVolume: number | null;
  /** Share of the worldwide volume, 0-1. */
  share: number | null;
}

export interface KeywordValue {
  keyword: string;
  topUrl: string | null;
  /** Estimated monthly organic visits of the #1 page over every keyword it ranks for. */
  trafficPotential: number | null;
  /** The keyword the #1 page gets the most estimated visits from. */
  parentTopic: string | null;
  parentTopicVolume: number | null;
  /** Monthly searches worldwide. */
  globalSearchVolume: number | null;
  /** Countries by volume, largest first (at most ten). */
  countries: CountryShare[];
  /** Parts the provider could not give (its account lacks the product, or it has no data). */
  missing: Array<'traffic' | 'global'>;
}
