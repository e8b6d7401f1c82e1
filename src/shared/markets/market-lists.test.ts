import { describe, expect, it } from 'vitest';
import { BUNDLED_MARKETS } from './bundled-markets';
import { languageForLocation } from './market-lists';

const location = (code: number) => BUNDLED_MARKETS.locations.find((l) => l.code === code);

describe('languageForLocation', () => {
  it('brings the main language of a country that has no data in the current one', () => {
    expect(languageForLocation(location(2276), 'en')).toBe('de'); // Germany
    expect(languageForLocation(location(2250), 'en')).toBe('fr'); // France
    expect(languageForLocation(location(2724), 'de')).toBe('es'); // Spain
  });

  it('keeps a language the new country has data in', () => {
    expect(languageForLocation(location(2840), 'es')).toBe('es'); // United States
    expect(languageForLocation(location(2124), 'fr')).toBe('fr'); // Canada
    expect(languageForLocation(location(2756), 'it')).toBe('it'); // Switzerland
  });

  it('keeps the language when the location is unknown or lists no language', () => {
    expect(languageForLocation(undefined, 'en')).toBe('en');
    expect(languageForLocation({ languageCodes: [] }, 'pt')).toBe('pt');
  });
});
