// Sites that rank for almost everything (encyclopedias, marketplaces, video and social sites).
// They crowd competitor lists without being anyone's real competitor, so competitor discovery
// leaves them out by default (decision 051).
//
// Editing the list: add a registrable domain ("reddit.com") to match it and all its subdomains, or
// a name followed by ".*" ("amazon.*") to match that name under any country ending too (amazon.de,
// amazon.co.uk, aws.amazon.com). Keep it short: every entry hides a site from every user.
import { comparableHost, registrableDomain } from './domain-name';

export const MEGA_DOMAINS: readonly string[] = [
  'wikipedia.org',
  'wikimedia.org',
  'wiktionary.org',
  'wikihow.com',
  'youtube.com',
  'reddit.com',
  'quora.com',
  'facebook.com',
  'instagram.com',
  'tiktok.com',
  'twitter.com',
  'x.com',
  'linkedin.com',
  'pinterest.*',
  'amazon.*',
  'ebay.*',
  'walmart.com',
  'etsy.com',
  'aliexpress.com',
  'google.*',
  'apple.com',
  'microsoft.com',
  'yelp.*',
  'tripadvisor.*',
  'imdb.com',
  'fandom.com',
  'medium.com',
  'github.com',
  'stackoverflow.com',
  'britannica.com',
  'merriam-webster.com',
  'dictionary.com',
  'cambridge.org',
  'indeed.com',
  'glassdoor.com',
  'nytimes.com',
  'forbes.com',
  'bbc.co.uk',
  'bbc.com',
  'cnn.com',
  'webmd.com',
  'healthline.com',
];

/** The entry of `list` that matches `host`, or null. */
export function megaDomainEntry(host: string, list: readonly string[] = MEGA_DOMAINS): string | null {
  const h = comparableHost(host);
  if (h.length === 0) return null;
  const registrable = registrableDomain(h);
  const name = registrable.split('.')[0] ?? '';
  for (const raw of list) {
    const entry = raw.trim().toLowerCase();
    if (entry.endsWith('.*')) {
      if (entry.slice(0, -2) === name) return raw;
    } else if (h === entry || h.endsWith(`.${entry}`)) {
      return raw;
    }
  }
  return null;
}

/** True when `host` (a domain, subdomain or address) belongs to a site on the list. */
export function isMegaDomain(host: string, list: readonly string[] = MEGA_DOMAINS): boolean {
  return megaDomainEntry(host, list) !== null;
}
