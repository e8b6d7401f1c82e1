// What a user may type as the subject of a competitor tool, read into one canonical target: a
// domain ("example.com", "www." dropped), a subdomain ("blog.example.com"), a folder ("example.com/
// blog/", ending in a slash) or one page ("https://example.com/blog/post"). Two spellings of the same
// target read the same, so they share a cache entry and a history line.
import {
  TARGET_CREDENTIALS,
  TARGET_EMPTY,
  TARGET_INVALID,
  TARGET_IP,
  TARGET_PORT,
  TARGET_SCHEME,
  TARGET_TOO_LONG,
  targetBadHost,
  targetNoSuffix,
} from '../messages/competitors';
import { registrableDomain } from './domain-name';

export type CompetitorTargetKind = 'domain' | 'subdomain' | 'folder' | 'page';

export interface CompetitorTarget {
  kind: CompetitorTargetKind;
  /** Lowercase host in ASCII (punycode); without "www." except for a page, whose address is kept whole. */
  host: string;
  /** The registrable domain the host belongs to ("example.com"). */
  domain: string;
  /** A folder's path with both slashes ("/blog/"); a page's path and query; null for a domain or subdomain. */
  path: string | null;
  /**
   * The one spelling of the target: "example.com", "blog.example.com", "example.com/blog/",
   * "https://example.com/blog/post". Keys caches and history; shown to the user.
   */
  label: string;
}

export type TargetParse = { ok: true; target: CompetitorTarget } | { ok: false; error: string };

/** Longest address accepted, as browsers and most servers do. */
export const TARGET_MAX_LENGTH = 2048;

const SCHEME = /^([a-z][a-z0-9+.-]*):\/\//i;
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** True for one label of a domain name in ASCII ("acme-running", "xn--bcher-kva"). */
export function isDomainLabel(label: string): boolean {
  return LABEL.test(label);
}

function fail(error: string): TargetParse {
  return { ok: false, error };
}

/** Checks the host's shape; null when it is a usable domain name. */
function hostProblem(host: string): string | null {
  if (host.startsWith('[') || IPV4.test(host)) return TARGET_IP;
  if (host.length > 253) return TARGET_TOO_LONG;
  const labels = host.split('.');
  if (labels.length < 2) return targetNoSuffix(host);
  if (!labels.every((l) => LABEL.test(l))) return targetBadHost(host);
  const suffix = labels[labels.length - 1] ?? '';
  if (!/^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(suffix)) return targetBadHost(host);
  return null;
}

/**
 * Reads a typed domain or address. `as` settles a reading the text leaves open: a path with a
 * closing slash is a folder and one without is a page, unless `as` says otherwise (many pages'
 * addresses end in a slash: "https://example.com/blog/my-post/" is a page when `as` is 'page').
 */
export function parseCompetitorTarget(input: string, as?: 'folder' | 'page'): TargetParse {
  const text = input.trim();
  if (text.length === 0) return fail(TARGET_EMPTY);
  if (text.length > TARGET_MAX_LENGTH) return fail(TARGET_TOO_LONG);
  if (/\s/.test(text)) return fail(TARGET_INVALID);
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return fail(TARGET_SCHEME);

  let url: URL;
  try {
    url = new URL(scheme === undefined ? `https://${text}` : text);
  } catch {
    return fail(TARGET_INVALID);
  }
  if (url.username || url.password) return fail(TARGET_CREDENTIALS);
  if (url.port) return fail(TARGET_PORT);

  const fullHost = url.hostname.toLowerCase().replace(/\.+$/, '');
  const problem = hostProblem(fullHost);
  if (problem) return fail(problem);
  const host = fullHost.startsWith('www.') ? fullHost.slice(4) : fullHost;
  const domain = registrableDomain(host);

  const path = url.pathname;
  const query = url.search;
  if ((path === '/' || path === '') && query === '') {
    const kind: CompetitorTargetKind = host === domain ? 'domain' : 'subdomain';
    return { ok: true, target: { kind, host, domain, path: null, label: host } };
  }
  if (query === '' && as !== 'page' && (path.endsWith('/') || as === 'folder')) {
    const folder = path.endsWith('/') ? path : `${path}/`;
    return { ok: true, target: { kind: 'folder', host, domain, path: folder, label: `${host}${folder}` } };
  }
  // A page is asked about by its exact address, so its scheme and "www." stay as typed.
  const protocol = scheme === 'http' ? 'http:' : 'https:';
  const pagePath = `${path}${query}`;
  return { ok: true, target: { kind: 'page', host: fullHost, domain, path: pagePath, label: `${protocol}//${fullHost}${pagePath}` } };
}
