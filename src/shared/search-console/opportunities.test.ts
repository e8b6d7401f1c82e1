import { describe, expect, it } from 'vitest';
import { expectedCtr } from './ctr-curve';
import { lowCtrForPosition, queriesNotTracked, strikingDistance, type QueryFigures } from './opportunities';
import { normaliseProperty, propertyLabel } from './property';

const q = (query: string, impressions: number, position: number, clicks = 0): QueryFigures => ({ query, clicks, impressions, ctr: impressions === 0 ? 0 : clicks / impressions, position });

describe('strikingDistance', () => {
  it('keeps positions 4–20 with meaningful impressions, most impressions first', () => {
    const rows = [q('top', 900, 2), q('near', 300, 4), q('page two', 800, 19.9), q('too far', 900, 20.1), q('rare', 10, 8)];
    expect(strikingDistance(rows).map((r) => r.query)).toEqual(['page two', 'near']);
  });

  it("names each query's best-placed page among those with meaningful impressions", () => {
    const pages = [
      { ...q('near', 200, 9), page: 'https://example.com/b' },
      { ...q('near', 100, 5), page: 'https://example.com/a' },
      { ...q('near', 5, 1), page: 'https://example.com/rare' },
    ];
    expect(strikingDistance([q('near', 300, 6)], pages)[0]?.page).toBe('https://example.com/a');
    expect(strikingDistance([q('near', 300, 6)])[0]?.page).toBeNull();
  });
});

describe('lowCtrForPosition', () => {
  it('follows the CTR curve, reading between positions', () => {
    expect(expectedCtr(1)).toBeCloseTo(0.276);
    expect(expectedCtr(3.5)).toBeCloseTo((0.11 + 0.084) / 2);
    expect(expectedCtr(15)).toBe(0.01);
    expect(expectedCtr(40)).toBe(0.01);
  });

  it('keeps queries on pages one and two at half their expected CTR or less, with enough impressions', () => {
    const rows = [q('low', 1000, 2, 20), q('fine', 1000, 2, 150), q('few', 100, 2, 0), q('far', 5000, 30, 0), q('page two', 400, 12, 1)];
    const found = lowCtrForPosition(rows);
    expect(found.map((r) => r.query)).toEqual(['low', 'page two']);
    expect(found[0]?.expectedCtr).toBeCloseTo(0.158);
  });
});

describe('queriesNotTracked', () => {
  it('leaves out the tracked keywords, compared normalised', () => {
    const rows = [q('SEO  Tools', 10, 3), q('keyword research', 50, 8)];
    expect(queriesNotTracked(rows, new Set(['seo tools'])).map((r) => r.query)).toEqual(['keyword research']);
    expect(queriesNotTracked(rows, new Set()).map((r) => r.query)).toEqual(['keyword research', 'SEO  Tools']);
  });
});

describe('normaliseProperty', () => {
  it('makes a domain property or a URL prefix, refusing anything else', () => {
    expect(normaliseProperty('Example.com')).toBe('sc-domain:example.com');
    expect(normaliseProperty('sc-domain:example.com')).toBe('sc-domain:example.com');
    expect(normaliseProperty('https://WWW.Example.com')).toBe('https://www.example.com/');
    expect(normaliseProperty('https://example.com/blog')).toBe('https://example.com/blog/');
    expect(normaliseProperty('not a site')).toBeNull();
    expect(normaliseProperty('https://user:pw@example.com/')).toBeNull();
    expect(propertyLabel('sc-domain:example.com')).toBe('example.com (domain)');
  });
});
