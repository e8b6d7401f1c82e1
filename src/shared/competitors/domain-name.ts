// Host names as the competitor tools compare them: lowercase, without a trailing dot or "www.",
// and the registrable domain a host belongs to. The registrable domain is found by a small rule,
// not the public-suffix list (too large to ship to the browser): the last two labels, or three when
// the second-to-last is a common second-level ending under a two-letter country ("bbc.co.uk",
// "abc.net.au"). Private suffixes like github.io count as ordinary domains.

const SECOND_LEVEL_ENDINGS: ReadonlySet<string> = new Set([
  'ac', 'co', 'com', 'edu', 'gob', 'go', 'gov', 'ltd', 'me', 'mil', 'ne', 'net', 'nic', 'or', 'org', 'plc', 'sch',
]);

/** "https://WWW.Example.com./x" or "Example.com" -> "example.com"; text that is not a host reads as itself, trimmed and lowercased. */
export function comparableHost(text: string): string {
  let host = text.trim().toLowerCase();
  host = host.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  host = host.split(/[/?#]/, 1)[0] ?? '';
  host = host.replace(/:\d+$/, '').replace(/\.+$/, '');
  return host.startsWith('www.') ? host.slice(4) : host;
}

/** The labels of a host that form its registrable domain: "news.bbc.co.uk" -> "bbc.co.uk". */
export function registrableDomain(host: string): string {
  const labels = comparableHost(host).split('.').filter((l) => l.length > 0);
  if (labels.length <= 2) return labels.join('.');
  const last = labels[labels.length - 1] ?? '';
  const second = labels[labels.length - 2] ?? '';
  const keep = last.length === 2 && SECOND_LEVEL_ENDINGS.has(second) ? 3 : 2;
  return labels.slice(-keep).join('.');
}

/** The name part of the registrable domain: "shop.acme-running.co.uk" -> "acme-running". */
export function siteName(host: string): string {
  return registrableDomain(host).split('.')[0] ?? '';
}

/** True when `host` is `domain` or one of its subdomains (both compared as comparableHost). */
export function isSameOrSubdomain(host: string, domain: string): boolean {
  const h = comparableHost(host);
  const d = comparableHost(domain);
  return d.length > 0 && (h === d || h.endsWith(`.${d}`));
}
