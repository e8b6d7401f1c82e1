// Reads DataForSEO Labs' locations_and_languages result (reference §6): one item per country with
// `location_code`, `location_name`, `country_iso_code` and `available_languages[]` of
// `{ language_code, language_name, available_sources, keywords, serps }`. Items without a code or a
// name are skipped; a list that reads as empty is refused so it never replaces a good one.
import { z } from 'zod';
import type { MarketLanguage, MarketLists, MarketLocation } from '../../../shared/markets/market-lists.js';
import { ProviderError } from '../provider-error.js';
import { lenientArray, lenientNumber, lenientString } from './lenient.js';

const languageSchema = z.object({ language_code: lenientString, language_name: lenientString });

const locationSchema = z.object({
  location_code: lenientNumber,
  location_name: lenientString,
  country_iso_code: lenientString,
  available_languages: lenientArray,
});

export function parseLocationsAndLanguages(result: unknown[]): MarketLists {
  const locations: MarketLocation[] = [];
  const languages = new Map<string, MarketLanguage>();
  for (const raw of result) {
    const item = locationSchema.safeParse(raw);
    if (!item.success) continue;
    const { location_code: code, location_name: name } = item.data;
    if (code === null || !Number.isInteger(code) || code <= 0 || !name) continue;
    const languageCodes: string[] = [];
    for (const rawLanguage of item.data.available_languages ?? []) {
      const language = languageSchema.safeParse(rawLanguage);
      if (!language.success || !language.data.language_code) continue;
      const languageCode = language.data.language_code;
      languageCodes.push(languageCode);
      if (!languages.has(languageCode)) languages.set(languageCode, { code: languageCode, name: language.data.language_name ?? languageCode });
    }
    locations.push({ code, name, countryIsoCode: item.data.country_iso_code, languageCodes });
  }
  if (locations.length === 0 || languages.size === 0) {
    throw new ProviderError('malformed', { message: 'DataForSEO answered an empty list of locations and languages' });
  }
  return { locations, languages: [...languages.values()] };
}
