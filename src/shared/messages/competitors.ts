// User-facing texts of the competitor tools (a target's keywords, competitor discovery, keyword
// gap): what is wrong with a typed domain or URL, and the gap's own limits. Shared by the server's
// answers and the client's field messages.
import { GAP_MAX_COMPETITORS, GAP_MIN_COMPETITORS } from '../competitors/gap-limits';
import { LEFT_OUT_SITES_MAX } from '../competitors/run-limits';

export const TARGET_EMPTY = 'Please enter a domain or URL to analyze.';
export const TARGET_TOO_LONG = 'This address is too long to be a web address (at most 2,048 characters).';
export const TARGET_SCHEME = 'Only web addresses (http:// or https://) can be analyzed.';
export const TARGET_IP = 'An IP address has no search rankings of its own: enter the site’s domain name instead, like example.com.';
export const TARGET_CREDENTIALS = 'Leave the user name and password out of the address.';
export const TARGET_PORT = 'Leave the port number out of the address: search rankings belong to the site, not to a port.';
export const TARGET_INVALID =
  'Enter a domain (example.com), a subdomain (blog.example.com), a folder ending in / (example.com/blog/) or a page address (https://example.com/page).';

/** A host without a dot: "example" instead of "example.com". */
export function targetNoSuffix(host: string): string {
  return `“${host}” is not a full domain name: add its ending, like ${host}.com.`;
}

/** A host label with a character domain names cannot hold. */
export function targetBadHost(host: string): string {
  return `“${host}” is not a valid domain name: use letters, digits, hyphens and dots only.`;
}

export const GAP_COMPETITOR_COUNT = `Choose between ${GAP_MIN_COMPETITORS} and ${GAP_MAX_COMPETITORS} competitors.`;
export const GAP_SAME_AS_OWN = 'A competitor is the same site as yours: choose another competitor.';

/** Two competitors that are the same site once written the same way. */
export function gapDuplicateCompetitor(label: string): string {
  return `${label} is listed twice: each competitor counts once.`;
}

/** DataForSEO 40504: the sites share more keywords than one comparison can hold. */
export const GAP_TOO_MANY_INTERSECTING =
  'These sites share too many keywords to compare in one run. Compare fewer or smaller competitors, or a folder instead of a whole site.';

export const COMPETITOR_INVALID_ROW_LIMIT = 'Choose how many rows to read: 1,000, 5,000, 10,000, 25,000 or 50,000.';
export const DISCOVERY_INVALID_LIMIT = 'Choose how many competitors to list: 10, 25, 50 or 100.';
export const DISCOVERY_NEEDS_SITE = 'Competitors are found for a whole domain or subdomain: leave the folder or page out of the address.';
export const GAP_INVALID_SCOPE = 'The gap’s scope is "all" (every keyword any site ranks for) or "untapped" (only keywords your site does not rank for).';
export const COMPETITOR_RUN_NOT_FOUND = 'No competitor analysis with this id, or it is not yours.';
export const DISCOVERY_SOURCE_EMPTY = 'This list or research has no keywords to find competitors for.';

/** The plan allows fewer rows per run than were asked for. */
export function competitorRowsOverPlan(asked: number, allowed: number): string {
  return `Your plan reads at most ${allowed.toLocaleString('en-US')} rows per competitor analysis (asked: ${asked.toLocaleString('en-US')}). Choose fewer rows or upgrade your plan.`;
}

/** Said beside every demo answer, so demo positions are never taken for real ones. */
export const COMPETITOR_DEMO_NOTE = 'Demo data: invented sites and positions, not real rankings.';

/** A left-out site (discovery's list of sites never shown as competitors) that is not a whole site. */
export function leftOutSiteInvalid(entry: string): string {
  return `“${entry}” is not a site to leave out: enter a domain (wikipedia.org), a subdomain (news.example.com) or a name with .* for every country ending (amazon.*).`;
}
export const LEFT_OUT_SITES_TOO_MANY = `At most ${LEFT_OUT_SITES_MAX} left-out sites: remove one before adding another.`;
export const LEFT_OUT_SITE_DUPLICATE = 'That site is already on the list.';
