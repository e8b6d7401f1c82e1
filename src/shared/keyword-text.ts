// When two keywords are the same keyword, for every part of the product: the provider cache key,
// seed matching on the results page, duplicate removal for Load More and the request keys of the
// tools. DataForSEO lowercases keywords; normalising the same way keeps all of them consistent.

/** The keyword as the provider receives it: trimmed, inner whitespace collapsed, case kept. */
export function keywordAsSent(keyword: string): string {
  return keyword.trim().replace(/\s+/g, ' ');
}

/** The keyword as sent, lowercased: "  SEO   Tools " -> "seo tools". */
export function normalizeKeyword(keyword: string): string {
  return keywordAsSent(keyword).toLowerCase();
}

/** Whether two keywords differ only in case, repeated spaces or spaces at the edges. */
export function isSameKeyword(a: string, b: string): boolean {
  return normalizeKeyword(a) === normalizeKeyword(b);
}
