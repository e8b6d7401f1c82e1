import { describe, expect, it } from 'vitest';
import { GAP_COMPETITOR_COUNT, GAP_SAME_AS_OWN, DISCOVERY_NEEDS_SITE, TARGET_EMPTY } from '@shared/messages/competitors';
import { buildDiscoveryBody, buildDomainBody, buildGapBody, readCompetitorForm, writeCompetitorForm, type CompetitorFormValues } from './competitor-form-values';

const nothingStored = () => null;
const read = (text: string) => readCompetitorForm(new URLSearchParams(text), nothingStored);

describe('the competitor forms', () => {
  it('start from the address, then the defaults, with three competitor boxes', () => {
    const values = read('target=example.com&own=me.com&vs=a.com&language=de&location=2276&rows=5000');
    expect(values.target).toBe('example.com');
    expect(values.own).toBe('me.com');
    expect(values.competitors).toEqual(['a.com', '', '']);
    expect(values.market).toEqual({ languageCode: 'de', locationCode: 2276 });
    expect(values.rows).toBe(5000);
    const plain = read('rows=1234');
    expect(plain.rows).toBe(1000);
    expect(plain.market).toEqual({ languageCode: 'en', locationCode: 2840 });
    expect(plain.source).toBe('domain');
    expect(read('list=abc').source).toBe('list');
  });

  it('keep at most ten competitors from an address', () => {
    const many = Array.from({ length: 12 }, (_, index) => `vs=c${index}.com`).join('&');
    expect(read(many).competitors).toHaveLength(10);
  });

  it('write the typed fields back, empty boxes left out, the rest of the address kept', () => {
    const values: CompetitorFormValues = { ...read(''), own: ' me.com ', competitors: ['a.com', ' ', 'b.com'], rows: 1000 };
    const written = writeCompetitorForm(new URLSearchParams('tool=gap&id=x'), values);
    expect(written.get('own')).toBe('me.com');
    expect(written.getAll('vs')).toEqual(['a.com', 'b.com']);
    expect(written.get('rows')).toBeNull();
    expect(written.get('target')).toBeNull();
    expect(written.get('id')).toBe('x');
  });

  it('say what is wrong with a target as it is typed, and nothing for an empty box', () => {
    const empty = buildDomainBody(read(''));
    expect(empty).toEqual({ ok: false, errors: { target: TARGET_EMPTY }, empty: true });
    const bad = buildDomainBody(read('target=example'));
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.empty).toBe(false);
    expect(buildDomainBody(read('target=example.com/blog/&rows=5000'))).toEqual({
      ok: true,
      body: { target: 'example.com/blog/', languageCode: 'en', locationCode: 2840, limit: 5000 },
    });
  });

  it('find competitors for a whole site only, or for a chosen list or research', () => {
    const folder = buildDiscoveryBody(read('target=example.com/blog/'));
    expect(folder.ok).toBe(false);
    if (!folder.ok) expect(folder.errors.target).toBe(DISCOVERY_NEEDS_SITE);
    const site = buildDiscoveryBody(read('target=blog.example.com&mega=1'));
    expect(site.ok && site.body).toMatchObject({ source: 'domain', target: 'blog.example.com', includeMegaDomains: true });
    expect(buildDiscoveryBody(read('source=list')).ok).toBe(false);
    const list = buildDiscoveryBody({ ...read('source=list'), listId: '7b0f2c5e-4c1b-4a8e-9d55-2d7a3f8e9b10' });
    expect(list.ok && list.body).toMatchObject({ source: 'list', listId: '7b0f2c5e-4c1b-4a8e-9d55-2d7a3f8e9b10', includeMegaDomains: false });
  });

  it('compare your site with 1 to 10 distinct competitors, each problem said where it is', () => {
    expect(buildGapBody(read('own=me.com'))).toMatchObject({ ok: false, errors: { competitors: GAP_COMPETITOR_COUNT } });
    expect(buildGapBody(read('own=me.com&vs=www.me.com'))).toMatchObject({ ok: false, errors: { competitors: GAP_SAME_AS_OWN } });
    const twice = buildGapBody(read('own=me.com&vs=a.com&vs=A.com'));
    expect(twice.ok).toBe(false);
    if (!twice.ok) expect(twice.errors.competitors).toContain('a.com');
    expect(buildGapBody(read('own=&vs=a.com')).ok).toBe(false);
    expect(buildGapBody(read(''))).toMatchObject({ ok: false, empty: true });
    expect(buildGapBody(read('own=me.com&vs=a.com&vs=b.com'))).toEqual({
      ok: true,
      body: { own: 'me.com', competitors: ['a.com', 'b.com'], languageCode: 'en', locationCode: 2840, scope: 'all', limit: 1000 },
    });
  });

  it('read only the keywords you do not rank for when the address says so, and write that back', () => {
    expect(read('scope=untapped').scope).toBe('untapped');
    expect(read('scope=winning').scope).toBe('all');
    const untapped = { ...read('own=me.com&vs=a.com'), scope: 'untapped' as const };
    expect(buildGapBody(untapped)).toMatchObject({ ok: true, body: { scope: 'untapped' } });
    expect(writeCompetitorForm(new URLSearchParams(), untapped).get('scope')).toBe('untapped');
    expect(writeCompetitorForm(new URLSearchParams('scope=untapped'), { ...untapped, scope: 'all' }).get('scope')).toBeNull();
  });
});
