import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_SERP_FEATURE_FILTER, matchesSerpFeatureFilter, normalizeSerpFeatureFilter, parseSerpFeatureFilter, SERP_FEATURE_FILTER_TYPES, serpFeatureFilterText } from './serp-feature-filter';

describe('SERP feature filter', () => {
  it('finds the keywords without an AI Overview, and those with a featured snippet', () => {
    const noOverview = { has: [], lacks: ['ai_overview' as const] };
    expect(matchesSerpFeatureFilter(['organic', 'people_also_ask'], noOverview)).toBe(true);
    expect(matchesSerpFeatureFilter(['organic', 'ai_overview'], noOverview)).toBe(false);
    const snippet = { has: ['featured_snippet' as const], lacks: [] };
    expect(matchesSerpFeatureFilter(['organic', 'featured_snippet'], snippet)).toBe(true);
    expect(matchesSerpFeatureFilter(['organic'], snippet)).toBe(false);
  });

  it('never lists a keyword whose features are not known, and an empty filter lists every one', () => {
    expect(matchesSerpFeatureFilter([], { has: [], lacks: ['ai_overview'] })).toBe(false);
    expect(matchesSerpFeatureFilter(undefined, { has: [], lacks: ['ai_overview'] })).toBe(false);
    expect(matchesSerpFeatureFilter([], EMPTY_SERP_FEATURE_FILTER)).toBe(true);
  });

  it('reads the URL value, refusing unknown names; a feature both wanted and refused is refused', () => {
    expect(parseSerpFeatureFilter(' video , -ai_overview,, ')).toEqual({ ok: true, filter: { has: ['video'], lacks: ['ai_overview'] } });
    expect(parseSerpFeatureFilter('video,-video')).toEqual({ ok: true, filter: { has: [], lacks: ['video'] } });
    expect(parseSerpFeatureFilter('-nope')).toEqual({ ok: false, unknown: '-nope' });
    expect(parseSerpFeatureFilter('')).toEqual({ ok: true, filter: { has: [], lacks: [] } });
  });

  it('property: writing and reading back gives the same filter', () => {
    const types = fc.subarray([...SERP_FEATURE_FILTER_TYPES]);
    fc.assert(
      fc.property(types, types, (has, lacks) => {
        const filter = normalizeSerpFeatureFilter({ has, lacks });
        expect(parseSerpFeatureFilter(serpFeatureFilterText(filter))).toEqual({ ok: true, filter });
      }),
    );
  });
});
