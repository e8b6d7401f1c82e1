import { describe, expect, it } from 'vitest';
import { readKeywordFilterParams } from '@shared/filters/keyword-filter-url';
import {
  brandExcluded,
  competitorRunHref,
  gapFormHref,
  gapOpportunityParams,
  gapTabParams,
  needsGapFirstView,
  readCompetitorTool,
  readGapTab,
  toolTabParams,
  withBrandExcluded,
} from './competitor-url';

const params = (text: string) => new URLSearchParams(text);
const query = (href: string) => new URLSearchParams(href.split('?')[1]);

describe('the competitor screen address', () => {
  it('opens the tool it names, domain keywords otherwise', () => {
    expect(readCompetitorTool(params('tool=gap'))).toBe('gap');
    expect(readCompetitorTool(params('tool=competitors'))).toBe('competitors');
    expect(readCompetitorTool(params('tool=nonsense'))).toBe('domain');
    expect(readCompetitorTool(params(''))).toBe('domain');
  });

  it('takes ?tab= as well as ?tool=, with the tab’s own word for discovery; ?tool= wins', () => {
    expect(readCompetitorTool(params('tab=gap'))).toBe('gap');
    expect(readCompetitorTool(params('tab=discovery'))).toBe('competitors');
    expect(readCompetitorTool(params('tab=competitors'))).toBe('competitors');
    expect(readCompetitorTool(params('tab=Gap'))).toBe('gap');
    expect(readCompetitorTool(params('tool=discovery'))).toBe('competitors');
    expect(readCompetitorTool(params('tab=nonsense'))).toBe('domain');
    expect(readCompetitorTool(params('tool=domain&tab=gap'))).toBe('domain');
    // Choosing a tab writes ?tool= and drops ?tab=, so the address names one tool.
    const next = toolTabParams(params('tab=gap&own=a.com'), 'competitors');
    expect([next.get('tool'), next.get('tab'), next.get('own')]).toEqual(['competitors', null, 'a.com']);
  });

  it('keeps the market and the typed sites when another tool is chosen, but not the run or its view', () => {
    const next = toolTabParams(params('tool=domain&id=abc&target=example.com&language=de&location=2276&vs=a.com&vs=b.com&gap=missing&sort=cpc'), 'gap');
    expect(next.get('tool')).toBe('gap');
    expect(next.get('id')).toBeNull();
    expect(next.get('gap')).toBeNull();
    expect(next.get('sort')).toBeNull();
    expect(next.get('target')).toBe('example.com');
    expect(next.getAll('vs')).toEqual(['a.com', 'b.com']);
    expect([next.get('language'), next.get('location')]).toEqual(['de', '2276']);
  });

  it('fills the gap form with the chosen competitors, each once, addresses with commas kept whole', () => {
    const href = gapFormHref({ own: ' mysite.com ', competitors: ['a.com', 'https://b.com/x,y'], languageCode: 'en', locationCode: 2840 });
    expect(href.startsWith('/competitors?')).toBe(true);
    const sent = query(href);
    expect(sent.get('tool')).toBe('gap');
    expect(sent.get('own')).toBe('mysite.com');
    expect(sent.getAll('vs')).toEqual(['a.com', 'https://b.com/x,y']);
    expect(sent.get('id')).toBeNull();
  });

  it('opens a gap run on the opportunities, and another kind of run on its rows as they are', () => {
    const gap = query(competitorRunHref('gap', 'r1', params('own=me.com&vs=a.com&q=old&sort=cpc&view=all')));
    expect(gap.get('id')).toBe('r1');
    expect(gap.get('own')).toBe('me.com');
    expect(gap.get('q')).toBeNull();
    expect(gap.get('view')).toBeNull();
    expect(readGapTab(gap)).toBe('opportunities');
    const filter = readKeywordFilterParams(gap);
    expect(filter.ranges.volume).toEqual({ min: 50, max: null });
    expect(filter.ranges.difficulty).toEqual({ min: null, max: 60 });
    expect(brandExcluded(gap)).toBe(true);
    expect([gap.get('sort'), gap.get('direction')]).toEqual(['opportunity', 'desc']);

    const domain = query(competitorRunHref('domain', 'r2', params('target=example.com&vol=10..')));
    expect(domain.get('vol')).toBeNull();
    expect(domain.get('gap')).toBeNull();
    expect(domain.get('target')).toBe('example.com');
  });

  it('gives a gap opened without any view its first view, never one whose view the address says', () => {
    expect(needsGapFirstView(params('id=r1'))).toBe(true);
    expect(needsGapFirstView(params('id=r1&tool=gap&own=me.com'))).toBe(true);
    expect(needsGapFirstView(params('id=r1&view=all'))).toBe(false);
    expect(needsGapFirstView(params('id=r1&gap=missing'))).toBe(false);
    expect(needsGapFirstView(params('id=r1&vol=10..'))).toBe(false);
    expect(needsGapFirstView(params('id=r1&sort=cpc'))).toBe(false);
  });

  it('reads and writes the category tabs; a category tab keeps the other filters', () => {
    const first = gapOpportunityParams(params('id=r1'));
    const missing = gapTabParams(first, 'missing');
    expect(readGapTab(missing)).toBe('missing');
    expect(missing.get('vol')).toBe('50..');
    expect(missing.get('view')).toBe('all');
    const all = gapTabParams(missing, 'all');
    expect(readGapTab(all)).toBe('all');
    expect(all.get('gap')).toBeNull();
    expect(needsGapFirstView(all)).toBe(false);
    expect(readGapTab(gapTabParams(all, 'opportunities'))).toBe('opportunities');
    expect(readGapTab(params('gap=weak,strong'))).toBe('all');
    expect(readGapTab(params('gap=untapped,missing'))).toBe('opportunities');
  });

  it('turns the brand searches off and on without losing the view', () => {
    const shown = withBrandExcluded(gapOpportunityParams(params('id=r1')), false);
    expect(brandExcluded(shown)).toBe(false);
    expect(shown.get('gap')).toBe('missing,untapped');
    expect(needsGapFirstView(shown)).toBe(false);
    expect(brandExcluded(withBrandExcluded(shown, true))).toBe(true);
  });
});
