// The Content-Security-Policy allows no inline script (script-src 'self', script-src-attr 'none'):
// the page shell, and the built one when a build is present, load script only from files.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const here = path.dirname(new URL(import.meta.url).pathname);
const shells = [path.join(here, 'index.html'), path.resolve(here, '../../dist/client/index.html')].filter((file) => existsSync(file));

function inlineScriptProblems(html: string): string[] {
  const problems: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', content = ''] = match;
    if (!/\bsrc\s*=/.test(attributes)) problems.push(`inline <script${attributes}>`);
    if (content.trim() !== '') problems.push(`script content: ${content.trim().slice(0, 40)}`);
  }
  for (const match of html.matchAll(/\s(on[a-z]+)\s*=/gi)) problems.push(`event handler attribute ${match[1]}`);
  if (/javascript:/i.test(html)) problems.push('javascript: URL');
  return problems;
}

describe('no inline script in the page shell', () => {
  it('finds inline script when there is some', () => {
    expect(inlineScriptProblems('<script>alert(1)</script><img onerror="x">')).toEqual(['inline <script>', 'script content: alert(1)', 'event handler attribute onerror']);
    expect(inlineScriptProblems('<script type="module" src="/assets/a.js"></script>')).toEqual([]);
  });

  it.each(shells)('%s loads script from files only', (file) => {
    expect(inlineScriptProblems(readFileSync(file, 'utf8'))).toEqual([]);
  });
});
