// A Search Console property as Search Console names it: a domain property "sc-domain:example.com"
// or a URL-prefix property "https://www.example.com/" (scheme and host lowercased, a path ending in
// "/"). People type "example.com" or paste a URL; both become the one key a property is stored
// under, so a later project (or the Google connection) can point at the same property.

const HOST = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/;

/** The property's key, or null when the text names neither a domain nor a URL prefix. */
export function normaliseProperty(input: string): string | null {
  const text = input.trim();
  if (/^sc-domain:/i.test(text)) return domainProperty(text.slice('sc-domain:'.length));
  if (/^https?:\/\//i.test(text)) {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return null;
    }
    if (!HOST.test(url.hostname) || url.username !== '' || url.password !== '') return null;
    const path = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
    return `${url.protocol}//${url.host}${path}`;
  }
  return domainProperty(text);
}

function domainProperty(text: string): string | null {
  const host = text.trim().toLowerCase().replace(/\.$/, '');
  return HOST.test(host) ? `sc-domain:${host}` : null;
}

/** How a property is shown: "example.com (domain)" or the URL prefix itself. */
export function propertyLabel(property: string): string {
  return property.startsWith('sc-domain:') ? `${property.slice('sc-domain:'.length)} (domain)` : property;
}
