import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
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
import { gapTargetsProblem } from './gap-targets';
import { parseCompetitorTarget, type CompetitorTarget } from './target';

function target(input: string, as?: 'folder' | 'page'): CompetitorTarget {
  const parsed = parseCompetitorTarget(input, as);
  if (!parsed.ok) throw new Error(`${input}: ${parsed.error}`);
  return parsed.target;
}

function error(input: string): string {
  const parsed = parseCompetitorTarget(input);
  if (parsed.ok) throw new Error(`${input} was accepted as ${parsed.target.label}`);
  return parsed.error;
}

describe('parseCompetitorTarget', () => {
  it('reads a domain however it is typed', () => {
    for (const input of ['example.com', ' Example.COM ', 'www.example.com', 'https://www.example.com/', 'http://example.com', 'example.com.', 'EXAMPLE.com/#top']) {
      expect(target(input), input).toEqual({ kind: 'domain', host: 'example.com', domain: 'example.com', path: null, label: 'example.com' });
    }
  });

  it('tells a subdomain from a domain, country endings included', () => {
    expect(target('blog.example.com')).toMatchObject({ kind: 'subdomain', host: 'blog.example.com', domain: 'example.com', label: 'blog.example.com' });
    expect(target('bbc.co.uk')).toMatchObject({ kind: 'domain', domain: 'bbc.co.uk' });
    expect(target('news.bbc.co.uk')).toMatchObject({ kind: 'subdomain', domain: 'bbc.co.uk' });
    expect(target('www.shop.example.de')).toMatchObject({ kind: 'subdomain', host: 'shop.example.de' });
  });

  it('reads a path ending in a slash as a folder, and other paths as a page', () => {
    expect(target('example.com/blog/')).toEqual({ kind: 'folder', host: 'example.com', domain: 'example.com', path: '/blog/', label: 'example.com/blog/' });
    expect(target('https://www.example.com/blog/')).toMatchObject({ kind: 'folder', host: 'example.com', label: 'example.com/blog/' });
    expect(target('example.com/blog', 'folder')).toMatchObject({ kind: 'folder', path: '/blog/' });
    expect(target('https://example.com/blog/my-post/', 'page')).toMatchObject({ kind: 'page', path: '/blog/my-post/', label: 'https://example.com/blog/my-post/' });
    expect(target('example.com/', 'page')).toMatchObject({ kind: 'domain' }); // a whole site stays a site
    expect(target('example.com/blog')).toEqual({ kind: 'page', host: 'example.com', domain: 'example.com', path: '/blog', label: 'https://example.com/blog' });
    expect(target('http://www.example.com/a/b.html?x=1#frag')).toMatchObject({ kind: 'page', host: 'www.example.com', path: '/a/b.html?x=1', label: 'http://www.example.com/a/b.html?x=1' });
    expect(target('example.com/?p=12')).toMatchObject({ kind: 'page', label: 'https://example.com/?p=12' });
  });

  it('writes an international domain in ASCII, as the provider stores it', () => {
    expect(target('münchen.de')).toMatchObject({ kind: 'domain', host: 'xn--mnchen-3ya.de' });
  });

  it('says what is wrong with an address it cannot use', () => {
    expect(error('')).toBe(TARGET_EMPTY);
    expect(error('   ')).toBe(TARGET_EMPTY);
    expect(error('ftp://example.com')).toBe(TARGET_SCHEME);
    expect(error('javascript://alert(1)')).toBe(TARGET_SCHEME);
    expect(error('192.168.0.1')).toBe(TARGET_IP);
    expect(error('http://[::1]/')).toBe(TARGET_IP);
    expect(error('localhost')).toBe(targetNoSuffix('localhost'));
    expect(error('exa_mple.com')).toBe(targetBadHost('exa_mple.com'));
    expect(error('-bad.com')).toBe(targetBadHost('-bad.com'));
    expect(error('example.c0m')).toBe(targetBadHost('example.c0m'));
    expect(error('example.123')).toBe(TARGET_INVALID); // a numeric ending reads as a malformed IP address
    expect(error('user:pw@example.com')).toBe(TARGET_CREDENTIALS);
    expect(error('example.com:8080')).toBe(TARGET_PORT);
    expect(error('example .com')).toBe(TARGET_INVALID);
    expect(error('https://')).toBe(TARGET_INVALID);
    expect(error(`example.com/${'a'.repeat(2100)}`)).toBe(TARGET_TOO_LONG);
  });

  it('reads its own label back as the same target', () => {
    const label = fc.constantFrom('example.com', 'blog.example.co.uk', 'shop.example.de/', 'example.com/blog/', 'https://example.com/a?b=1', 'http://www.example.org/x/y');
    fc.assert(
      fc.property(label, (input) => {
        const first = target(input);
        expect(target(first.label)).toEqual(first);
      }),
    );
  });
});

describe('gapTargetsProblem', () => {
  const own = target('mysite.com');
  const competitor = (i: number) => target(`rival${i}.com`);

  it('accepts one to ten different competitors', () => {
    expect(gapTargetsProblem(own, [competitor(1)])).toBeNull();
    expect(gapTargetsProblem(own, Array.from({ length: 10 }, (_, i) => competitor(i)))).toBeNull();
  });

  it('refuses none, more than ten, your own site, or the same competitor twice', () => {
    expect(gapTargetsProblem(own, [])).toMatch(/between 1 and 10/);
    expect(gapTargetsProblem(own, Array.from({ length: 11 }, (_, i) => competitor(i)))).toMatch(/between 1 and 10/);
    expect(gapTargetsProblem(own, [target('www.mysite.com')])).toMatch(/same site as yours/);
    expect(gapTargetsProblem(own, [competitor(1), target('https://rival1.com/')])).toMatch(/rival1\.com is listed twice/);
  });
});
