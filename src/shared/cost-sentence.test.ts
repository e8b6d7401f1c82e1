import { describe, expect, it } from 'vitest';
import { providerCostSentence, quotaCostSentence, quotaSpentSentence } from './cost-sentence';
import { competitorRunDoneText } from './messages/competitor-screens';

const FETCHED = '2026-11-29T10:00:00.000Z';

describe('quotaCostSentence (before a run)', () => {
  it('names one unit, or several in the plural', () => {
    expect(quotaCostSentence([{ tool: 'competitors', units: 1 }])).toBe('Uses 1 competitor read (1,000 rows) of your quota.');
    expect(quotaCostSentence([{ tool: 'competitors', units: 3 }])).toBe('Uses 3 competitor reads (1,000 rows each) of your quota.');
    expect(quotaCostSentence([{ tool: 'keywords', units: 1 }])).toBe('Uses 1 keyword research of your quota.');
    expect(quotaCostSentence([{ tool: 'keywords', units: 2 }, { tool: 'serp', units: 1 }, { tool: 'related', units: 1 }])).toBe(
      'Uses 2 keyword researches, 1 SERP analysis and 1 related keyword request of your quota.',
    );
  });

  it('says a cached answer is free, with its fetch date, never as a unit', () => {
    const cached = quotaCostSentence([{ tool: 'competitors', units: 0, cached: true, fetchedAt: FETCHED }]);
    expect(cached).toBe('Free: the answer is cached (fetched Nov 29, 2026), so nothing comes off your quota.');
    expect(cached).not.toMatch(/Uses|competitor read/);
    expect(quotaCostSentence([{ tool: 'serp', units: 0, cached: true, fetchedAt: null }])).toBe('Free: the answer is cached, so nothing comes off your quota.');
    // Several cached parts: the oldest answer's date.
    expect(
      quotaCostSentence([
        { tool: 'keywords', units: 0, cached: true, fetchedAt: '2026-11-28T10:00:00.000Z' },
        { tool: 'serp', units: 0, cached: true, fetchedAt: '2026-11-27T10:00:00.000Z' },
      ]),
    ).toBe('Free: the answer is cached (fetched Nov 27, 2026), so nothing comes off your quota.');
  });

  it('says nothing is used when no unit is taken, cached or not (a repeat within the free window)', () => {
    expect(quotaCostSentence([{ tool: 'competitors', units: 0 }])).toBe('Free: nothing comes off your quota.');
    expect(quotaCostSentence([])).toBe('Free: nothing comes off your quota.');
  });

  it('names the charged parts and the free ones apart', () => {
    expect(quotaCostSentence([{ tool: 'keywords', units: 1 }, { tool: 'serp', units: 0, cached: true, fetchedAt: '2026-11-27T10:00:00.000Z' }])).toBe(
      'Uses 1 keyword research of your quota; the SERP analysis (cached, fetched Nov 27, 2026) is free.',
    );
    expect(
      quotaCostSentence([
        { tool: 'keywords', units: 1 },
        { tool: 'serp', units: 0, cached: true, fetchedAt: null },
        { tool: 'related', units: 0 },
      ]),
    ).toBe('Uses 1 keyword research of your quota; the SERP analysis (cached) and the related keyword request are free.');
  });

  it('a cached part that is still charged (the plan counts it) is counted', () => {
    expect(quotaCostSentence([{ tool: 'keywords', units: 1, cached: true, fetchedAt: FETCHED }])).toBe('Uses 1 keyword research of your quota.');
  });
});

describe('quotaSpentSentence (after a run)', () => {
  it('speaks in the past', () => {
    expect(quotaSpentSentence([{ tool: 'competitors', units: 2 }])).toBe('Used 2 competitor reads (1,000 rows each) of your quota.');
    expect(quotaSpentSentence([{ tool: 'competitors', units: 0, cached: true, fetchedAt: FETCHED }])).toBe('Free: the answer was cached (fetched Nov 29, 2026), so nothing came off your quota.');
    expect(quotaSpentSentence([{ tool: 'keywords', units: 1 }, { tool: 'serp', units: 0, cached: true, fetchedAt: null }, { tool: 'related', units: 0 }])).toBe(
      'Used 1 keyword research of your quota; the SERP analysis (cached) and the related keyword request were free.',
    );
  });
});

describe('providerCostSentence (admins)', () => {
  it('names the provider’s dollars', () => {
    expect(providerCostSentence('$0.11')).toBe('Estimated cost: $0.11 at the provider. Actual cost may vary.');
  });
});

describe('competitorRunDoneText', () => {
  it('a fresh run says the units it used; a cached repeat says it was free', () => {
    expect(competitorRunDoneText('gap', 2199, { units: 2, cached: false, fetchedAt: null, providerCost: null })).toBe(
      'Found 2,199 keywords. Used 2 competitor reads (1,000 rows each) of your quota.',
    );
    const cached = competitorRunDoneText('domain', 1, { units: 1, cached: true, fetchedAt: FETCHED, providerCost: null });
    expect(cached).toBe('Found 1 keyword. Free: the answer was cached (fetched Nov 29, 2026), so nothing came off your quota.');
    expect(cached).not.toMatch(/Used/);
  });

  it('shows dollars to an admin only', () => {
    expect(competitorRunDoneText('competitors', 5, { units: 1, cached: false, fetchedAt: null, providerCost: 0.0125 })).toBe(
      'Found 5 competitors. Used 1 competitor read (1,000 rows) of your quota. Provider cost: $0.01.',
    );
    expect(competitorRunDoneText('competitors', 5, { units: 1, cached: false, fetchedAt: null, providerCost: null })).not.toMatch(/\$/);
  });
});
