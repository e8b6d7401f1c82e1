// Demo strength of a results page and demo value of ranking: deterministic, believable figures
// (a big site ranks 600-900 on the 0-1000 scale, a small one 100-450; links grow with rank, a
// page's visits with its site) for offline use and tests. Labelled demo by the provider's name.

import { isMegaDomain } from '../../../shared/competitors/mega-domains.js';
import { normalizeKeyword } from '../../../shared/keyword-text.js';
import type { CountryShare, KeywordValue, KeywordValueQuery, PageStrength, SerpStrength, SerpStrengthQuery } from '../types.js';
import { demoSearchVolume, snapVolume } from './demo-metrics.js';
import { between, randomFor, shuffled } from './seeded-random.js';

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return url.toLowerCase();
  }
}

function demoPage(url: string, position: number): PageStrength {
  const host = hostOf(url);
  const site = randomFor('demo-site-strength', host);
  const page = randomFor('demo-page-strength', url);
  const big = isMegaDomain(host);
  const domainRank = Math.round(big ? between(site, 600, 900) : between(site, 100, 450));
  const pageRank = Math.round(Math.min(domainRank, domainRank * between(page, 0.25, 0.75)));
  // Referring domains grow about tenfold per 150 rank points; backlinks are 5-40 per referring domain.
  const referringDomains = Math.round(10 ** (pageRank / 150) * between(page, 0.6, 1.6));
  const referringMainDomains = Math.round(referringDomains * between(page, 0.75, 0.95));
  const backlinks = Math.round(referringDomains * between(page, 5, 40));
  const spamScore = Math.round(between(page, 0, 25));
  const keywords = Math.round(10 ** (1 + pageRank / 200) * between(page, 0.5, 1.5));
  const estimatedTraffic = Math.round(keywords * between(page, 2, 12) / Math.max(1, position / 3));
  return { url, domainRank, pageRank, referringDomains, referringMainDomains, backlinks, spamScore, estimatedTraffic, keywords };
}

export function demoSerpStrength(q: SerpStrengthQuery): SerpStrength {
  return { pages: q.urls.slice(0, 10).map((url, index) => demoPage(url, index + 1)), topAverage: null, missing: [] };
}

/** Countries the demo spreads worldwide volume over, with their weights before noise. */
const DEMO_COUNTRIES: ReadonlyArray<[string, number]> = [
  ['US', 30], ['IN', 12], ['GB', 8], ['DE', 6], ['CA', 5], ['BR', 5], ['FR', 4], ['AU', 4], ['ES', 3], ['IT', 3], ['MX', 3], ['NL', 2],
];

function demoCountries(keyword: string, globalVolume: number): CountryShare[] {
  const random = randomFor('demo-countries', keyword);
  const weights = shuffled(random, DEMO_COUNTRIES).map(([code, weight]) => ({ code, weight: weight * between(random, 0.5, 1.8) }));
  const total = weights.reduce((sum, w) => sum + w.weight, 0) / 0.85; // about 15% comes from the rest of the world
  return weights
    .map(({ code, weight }) => ({ countryCode: code, share: weight / total, searchVolume: Math.round((globalVolume * weight) / total) }))
    .sort((a, b) => b.searchVolume - a.searchVolume)
    .slice(0, 10);
}

export function demoKeywordValue(q: KeywordValueQuery, now: Date): KeywordValue {
  const keyword = normalizeKeyword(q.keyword);
  const ctx = { locationCode: q.locationCode, languageCode: q.languageCode, now };
  const volume = demoSearchVolume(keyword, ctx);
  const random = randomFor('demo-keyword-value', keyword, q.locationCode, q.languageCode);
  const words = keyword.split(' ');
  // A long keyword's #1 page is usually about a broader one: its last two words, or the keyword itself.
  const parentTopic = words.length > 2 && random() < 0.7 ? words.slice(-2).join(' ') : keyword;
  const parentTopicVolume = parentTopic === keyword ? volume : Math.max(volume, demoSearchVolume(parentTopic, ctx));
  const globalSearchVolume = snapVolume(volume * between(random, 1.4, 4));
  return {
    keyword,
    topUrl: q.topUrl,
    trafficPotential: q.topUrl ? Math.round(parentTopicVolume * between(random, 0.3, 0.6) + volume * between(random, 0.5, 3)) : null,
    parentTopic: q.topUrl ? parentTopic : null,
    parentTopicVolume: q.topUrl ? parentTopicVolume : null,
    globalSearchVolume,
    countries: demoCountries(keyword, globalSearchVolume),
    missing: [],
  };
}
