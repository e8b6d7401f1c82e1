// Brand keywords of the compared sites ("acme running shoes" for acme-running.com): searches for a
// site by name, which no competitor can win, so a gap leaves them out by default. A site's brand
// is the name of its registrable domain; a keyword is a brand keyword when some run of its words,
// joined, spells that name ("acme running", "acmerunning", "acme-running", "acme's").
import { normalizeKeyword } from '../keyword-text';
import { siteName } from './domain-name';

/** Shorter names ("hp", "x") are matched only as a whole word, never inside a longer one. */
const MIN_BRAND_LENGTH = 2;

/** The brand of a host or address, as compared: "shop.Acme-Running.co.uk" -> "acmerunning"; null when too short. */
export function brandOf(host: string): string | null {
  const brand = siteName(host).replace(/[^a-z0-9]/g, '');
  return brand.length >= MIN_BRAND_LENGTH ? brand : null;
}

/** The brands of several sites, each once. */
export function brandsOf(hosts: readonly string[]): string[] {
  return [...new Set(hosts.map(brandOf).filter((b): b is string => b !== null))];
}

function wordsOf(keyword: string): string[] {
  return normalizeKeyword(keyword)
    .split(/[\s\-_.]+/)
    .map((w) => w.replace(/['’]s$/, '').replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((w) => w.length > 0);
}

/** True when some run of the keyword's words, joined, spells one of `brands` (from brandOf). */
export function isBrandKeyword(keyword: string, brands: readonly string[]): boolean {
  if (brands.length === 0) return false;
  const words = wordsOf(keyword);
  const wanted = new Set(brands);
  const longest = Math.max(...brands.map((b) => b.length));
  for (let start = 0; start < words.length; start += 1) {
    let joined = '';
    for (let end = start; end < words.length && joined.length < longest; end += 1) {
      joined += words[end];
      if (wanted.has(joined)) return true;
    }
  }
  return false;
}
