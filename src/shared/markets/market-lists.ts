// The provider's own location and language lists as the app keeps them (decision 024): what
// GET /api/markets answers, what the database stores and what the bundled snapshot holds.
import { z } from 'zod';
import { LANGUAGES, setKnownLanguages } from '../constants/languages';
import { LOCATIONS, setKnownLocations } from '../constants/locations';

export const marketLocationSchema = z.object({
  code: z.number().int().positive(),
  name: z.string().min(1),
  countryIsoCode: z.string().nullable(),
  /** The languages the provider has keyword data for in this location. */
  languageCodes: z.array(z.string()),
});
export type MarketLocation = z.infer<typeof marketLocationSchema>;

export const marketLanguageSchema = z.object({ code: z.string().min(1), name: z.string().min(1) });
export type MarketLanguage = z.infer<typeof marketLanguageSchema>;

export const marketListsSchema = z.object({
  locations: z.array(marketLocationSchema),
  languages: z.array(marketLanguageSchema),
});
export type MarketLists = z.infer<typeof marketListsSchema>;

/** GET /api/markets: the lists, where they came from and when they were last fetched. */
export const marketsResponseSchema = marketListsSchema.extend({
  /** 'provider': fetched from the provider's list endpoints; 'bundled': the snapshot in the repo. */
  origin: z.enum(['provider', 'bundled']),
  refreshedAt: z.string().nullable(),
});
export type MarketsResponse = z.infer<typeof marketsResponseSchema>;

const SPEC_LOCATION_ORDER = new Map<number, number>(LOCATIONS.map((l, index) => [l.code, index]));
const SPEC_LANGUAGE_ORDER = new Map<string, number>(LANGUAGES.map((l, index) => [l.code, index]));

function bySpecThenName<T extends { name: string }>(order: (item: T) => number | undefined) {
  return (a: T, b: T): number => {
    const [ia, ib] = [order(a) ?? Infinity, order(b) ?? Infinity];
    if (ia !== ib) return ia - ib;
    return a.name.localeCompare(b.name, 'en');
  };
}

/**
 * The ten core locations and ten core languages first (in their own order) and always present, then
 * everything else the provider lists by name; duplicates keep their first entry.
 */
export function withSpecMarketsFirst(lists: MarketLists): MarketLists {
  const locations = new Map<number, MarketLocation>();
  for (const location of lists.locations) if (!locations.has(location.code)) locations.set(location.code, location);
  for (const spec of LOCATIONS) {
    if (!locations.has(spec.code)) locations.set(spec.code, { code: spec.code, name: spec.name, countryIsoCode: null, languageCodes: [] });
  }
  const languages = new Map<string, MarketLanguage>();
  for (const language of lists.languages) if (!languages.has(language.code)) languages.set(language.code, language);
  for (const spec of LANGUAGES) if (!languages.has(spec.code)) languages.set(spec.code, { code: spec.code, name: spec.name });
  return {
    locations: [...locations.values()].sort(bySpecThenName((l) => SPEC_LOCATION_ORDER.get(l.code))),
    languages: [...languages.values()].sort(bySpecThenName((l) => SPEC_LANGUAGE_ORDER.get(l.code))),
  };
}

/** Makes request validation (both sides) accept exactly these lists plus the ten core ones. */
export function registerKnownMarkets(lists: MarketLists): void {
  setKnownLocations(lists.locations);
  setKnownLanguages(lists.languages);
}

/**
 * The language a form moves to when its location changes: the current one while the new location
 * has keyword data in it (a user who chose Spanish keeps it for the United States), else the
 * location's main language, the first the provider lists for it (Germany brings German). The user
 * can still choose another afterwards.
 */
export function languageForLocation(location: Pick<MarketLocation, 'languageCodes'> | undefined, currentLanguage: string): string {
  if (!location || location.languageCodes.length === 0 || location.languageCodes.includes(currentLanguage)) return currentLanguage;
  return location.languageCodes[0] ?? currentLanguage;
}
