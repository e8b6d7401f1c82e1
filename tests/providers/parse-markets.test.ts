import { describe, expect, it } from 'vitest';
import { parseLocationsAndLanguages } from '../../src/server/providers/dataforseo/parse-markets.js';
import { ProviderError } from '../../src/server/providers/provider-error.js';
import { locationsAndLanguages } from '../support/fake-dataforseo/endpoints.js';

describe('parseLocationsAndLanguages (Labs locations_and_languages)', () => {
  it('reads countries with their languages, and every language once', () => {
    const lists = parseLocationsAndLanguages(locationsAndLanguages());
    expect(lists.locations).toEqual([
      { code: 2840, name: 'United States', countryIsoCode: 'US', languageCodes: ['en', 'es'] },
      { code: 2276, name: 'Germany', countryIsoCode: 'DE', languageCodes: ['de'] },
      { code: 2352, name: 'Iceland', countryIsoCode: 'IS', languageCodes: ['is'] },
    ]);
    expect(lists.languages.map((l) => l.code)).toEqual(['en', 'es', 'de', 'is']);
  });

  it('skips items without a code or a name and languages without a code', () => {
    const lists = parseLocationsAndLanguages([
      { location_code: null, location_name: 'Nowhere' },
      { location_code: 2250, location_name: '' },
      'junk',
      { location_code: 2250, location_name: 'France', country_iso_code: 'FR', available_languages: [{ language_code: null }, { language_code: 'fr', language_name: 'French' }] },
    ]);
    expect(lists.locations).toEqual([{ code: 2250, name: 'France', countryIsoCode: 'FR', languageCodes: ['fr'] }]);
  });

  it('refuses an empty list, so it never replaces a good one', () => {
    expect(() => parseLocationsAndLanguages([])).toThrow(ProviderError);
    expect(() => parseLocationsAndLanguages([{ location_code: 2250, location_name: 'France', available_languages: [] }])).toThrow(ProviderError);
  });
});
