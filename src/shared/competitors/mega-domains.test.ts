import { describe, expect, it } from 'vitest';
import { brandOf, brandsOf, isBrandKeyword } from './brand-terms';
import { comparableHost, registrableDomain } from './domain-name';
import { LEFT_OUT_SITES_TOO_MANY, leftOutSiteInvalid } from '../messages/competitors';
import { MEGA_DOMAINS, isMegaDomain, megaDomainEntry, parseLeftOutSite, parseLeftOutSites } from './mega-domains';
import { LEFT_OUT_SITES_MAX } from './run-limits';

describe('mega-domain list', () => {
  it('names the sites that rank for everything', () => {
    for (const site of ['wikipedia.org', 'amazon.*', 'youtube.com', 'reddit.com', 'facebook.com']) expect(MEGA_DOMAINS).toContain(site);
    expect(new Set(MEGA_DOMAINS).size).toBe(MEGA_DOMAINS.length);
  });

  it('matches a listed site, its subdomains and its addresses', () => {
    expect(isMegaDomain('wikipedia.org')).toBe(true);
    expect(isMegaDomain('en.wikipedia.org')).toBe(true);
    expect(isMegaDomain('https://en.m.wikipedia.org/wiki/SEO')).toBe(true);
    expect(isMegaDomain('www.youtube.com')).toBe(true);
    expect(isMegaDomain('old.reddit.com')).toBe(true);
  });

  it('matches a ".*" entry under any country ending', () => {
    for (const host of ['amazon.com', 'amazon.de', 'amazon.co.uk', 'www.amazon.com.au', 'aws.amazon.com']) {
      expect(megaDomainEntry(host), host).toBe('amazon.*');
    }
  });

  it('leaves look-alikes alone', () => {
    for (const host of ['notwikipedia.org', 'wikipedia.org.evil.com', 'amazonia.com', 'amazon.example.com', 'myreddit.com', 'example.com', '']) {
      expect(isMegaDomain(host), host).toBe(false);
    }
  });

  it('takes an edited list', () => {
    expect(isMegaDomain('example.com', ['example.com'])).toBe(true);
    expect(isMegaDomain('wikipedia.org', [])).toBe(false);
  });
});

describe('domain names', () => {
  it('compares hosts without scheme, path, port, "www." or a closing dot', () => {
    expect(comparableHost('HTTPS://WWW.Example.com.:443/a?b')).toBe('example.com');
    expect(registrableDomain('a.b.example.com')).toBe('example.com');
    expect(registrableDomain('news.abc.net.au')).toBe('abc.net.au');
    expect(registrableDomain('example.co')).toBe('example.co');
  });
});

describe('brand keywords', () => {
  it('takes the brand from the site name', () => {
    expect(brandOf('shop.Acme-Running.co.uk')).toBe('acmerunning');
    expect(brandOf('https://www.nike.com/running/')).toBe('nike');
    expect(brandsOf(['nike.com', 'www.nike.com', 'adidas.de'])).toEqual(['nike', 'adidas']);
  });

  it('finds the brand however the keyword spells it', () => {
    const brands = brandsOf(['acme-running.com', 'nike.com']);
    for (const keyword of ['acme running shoes', 'acmerunning login', 'Acme-Running coupon', 'nike air max', "nike's new shoe", 'nike.com returns', 'buy NIKE']) {
      expect(isBrandKeyword(keyword, brands), keyword).toBe(true);
    }
  });

  it('does not find it inside other words', () => {
    const brands = brandsOf(['hp.com', 'acme-running.com']);
    for (const keyword of ['hpv vaccine', 'running shoes', 'acme anvils', 'chpater']) expect(isBrandKeyword(keyword, brands), keyword).toBe(false);
    expect(isBrandKeyword('hp laptop', brands)).toBe(true);
    expect(isBrandKeyword('anything', [])).toBe(false);
  });
});

describe('left-out site entries', () => {
  it('reads a domain, a subdomain or a name.* as the tools compare them', () => {
    expect(parseLeftOutSite(' HTTPS://WWW.Reddit.com/ ')).toEqual({ ok: true, entry: 'reddit.com' });
    expect(parseLeftOutSite('news.bbc.co.uk')).toEqual({ ok: true, entry: 'news.bbc.co.uk' });
    expect(parseLeftOutSite('Amazon.*')).toEqual({ ok: true, entry: 'amazon.*' });
    expect(parseLeftOutSite('bücher.de')).toEqual({ ok: true, entry: 'xn--bcher-kva.de' });
  });

  it('refuses what is not a whole site, saying why', () => {
    for (const text of ['', ' ', 'wikipedia', 'example.com/blog/', 'https://example.com/page', '*.amazon.com', 'ama zon.*', '-bad.*', '192.168.0.1', 'ftp://example.com', 'a'.repeat(260) + '.com']) {
      const parsed = parseLeftOutSite(text);
      expect(parsed.ok, text).toBe(false);
      if (!parsed.ok) expect(parsed.error).toBe(leftOutSiteInvalid(text.trim()));
    }
  });

  it('keeps each entry once and bounds the list', () => {
    expect(parseLeftOutSites(['reddit.com', 'www.reddit.com', 'amazon.*'])).toEqual({ ok: true, entries: ['reddit.com', 'amazon.*'] });
    expect(parseLeftOutSites([...MEGA_DOMAINS])).toEqual({ ok: true, entries: [...MEGA_DOMAINS] });
    const many = Array.from({ length: LEFT_OUT_SITES_MAX + 1 }, (_, i) => `site-${i}.example`);
    expect(parseLeftOutSites(many)).toEqual({ ok: false, error: LEFT_OUT_SITES_TOO_MANY });
    expect(parseLeftOutSites(many.slice(1)).ok).toBe(true);
    expect(parseLeftOutSites(['ok.example', 'not a site'])).toEqual({ ok: false, error: leftOutSiteInvalid('not a site') });
  });

  it('is applied as edited: a default removed matches nothing, a site added matches', () => {
    const edited = parseLeftOutSites(['amazon.*', 'bigrival.example']);
    const list = edited.ok ? edited.entries : [];
    expect(isMegaDomain('wikipedia.org', list)).toBe(false);
    expect(isMegaDomain('shop.bigrival.example', list)).toBe(true);
    expect(isMegaDomain('amazon.fr', list)).toBe(true);
  });
});
