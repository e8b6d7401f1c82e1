// Sites that rank for almost everything (encyclopedias, marketplaces, video and social sites).
// They crowd competitor lists without being anyone's real competitor, so competitor discovery
// leaves them out by default (decision 051).
//
// Each user edits their own copy on the Competitor discovery form ("Left-out sites", kept as the
// user's preference; "Reset to the default list" goes back to this one); an entry is checked by
// parseLeftOutSite, the count is bounded by LEFT_OUT_SITES_MAX.
//
// Editing the default list: add a registrable domain ("reddit.com") to match it and all its subdomains, or
// a name followed by ".*" ("amazon.*") to match that name under any country ending too (amazon.de,
// amazon.co.uk, aws.amazon.com). Keep it short: every entry hides a site from every user.
import { LEFT_OUT_SITES_TOO_MANY, leftOutSiteInvalid } from '../messages/competitors';
import { comparableHost, registrableDomain } from './domain-name';
import { LEFT_OUT_SITE_MAX_LENGTH, LEFT_OUT_SITES_MAX } from './run-limits';
import { isDomainLabel, parseCompetitorTarget } from './target';

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

export type LeftOutSiteParse = { ok: true; entry: string } | { ok: false; error: string };

/**
 * Reads one typed entry of a user's left-out sites into the form the list keeps: a domain or
 * subdomain as the competitor tools read it ("https://www.Reddit.com/" -> "reddit.com"), or a
 * name followed by ".*" ("Amazon.*" -> "amazon.*"). A folder, a page or anything that is not a
 * domain name is refused with the reason.
 */
export function parseLeftOutSite(input: string): LeftOutSiteParse {
  const text = input.trim().toLowerCase();
  const invalid = { ok: false as const, error: leftOutSiteInvalid(input.trim()) };
  if (text.length === 0 || text.length > LEFT_OUT_SITE_MAX_LENGTH) return invalid;
  if (text.endsWith('.*')) {
    const name = text.slice(0, -2);
    return isDomainLabel(name) ? { ok: true, entry: text } : invalid;
  }
  const parsed = parseCompetitorTarget(text);
  if (!parsed.ok || (parsed.target.kind !== 'domain' && parsed.target.kind !== 'subdomain')) return invalid;
  return { ok: true, entry: parsed.target.host };
}

export type LeftOutSitesParse = { ok: true; entries: string[] } | { ok: false; error: string };

/** A whole list as the user saves it: every entry read, repeats kept once, at most LEFT_OUT_SITES_MAX. */
export function parseLeftOutSites(inputs: readonly string[]): LeftOutSitesParse {
  const entries = new Set<string>();
  for (const input of inputs) {
    const parsed = parseLeftOutSite(input);
    if (!parsed.ok) return parsed;
    entries.add(parsed.entry);
  }
  if (entries.size > LEFT_OUT_SITES_MAX) return { ok: false, error: LEFT_OUT_SITES_TOO_MANY };
  return { ok: true, entries: [...entries] };
}
