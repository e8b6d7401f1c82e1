// How a competitor target is named to DataForSEO Labs (reference competitors §1.2, §1.5):
// ranked_keywords takes a domain or subdomain without scheme, a page with its scheme, and a folder
// as its host plus a filter on the ranking URL's path; page_intersection takes absolute addresses
// where "*" stands for the rest of the site.
import type { CompetitorTarget } from '../../../shared/competitors/target.js';

/** `target` (and `filters` for a folder) of a ranked_keywords task. */
export function rankedKeywordsTarget(target: CompetitorTarget): { target: string; filters?: unknown[] } {
  switch (target.kind) {
    case 'domain':
    case 'subdomain':
      return { target: target.host };
    case 'folder':
      return { target: target.host, filters: [['ranked_serp_element.serp_item.relative_url', 'like', `${target.path ?? '/'}%`]] };
    case 'page':
      return { target: target.label };
  }
}

/** The target as one entry of page_intersection's `pages` or `exclude_pages`. */
export function intersectionPage(target: CompetitorTarget): string {
  switch (target.kind) {
    case 'domain':
    case 'subdomain':
      return `https://${target.host}/*`;
    case 'folder':
      return `https://${target.host}${target.path ?? '/'}*`;
    case 'page':
      return target.label;
  }
}
