// Reads keywords_data/clickstream_data/global_search_volume/live: a keyword's monthly searches
// worldwide and how they split by country (country_distribution: ISO code, volume, percentage).

import { z } from 'zod';
import type { CountryShare } from '../types.js';
import { finiteOrNull, lenientArray, lenientNumber, lenientString } from './lenient.js';

const countrySchema = z.object({ country_iso_code: lenientString, search_volume: lenientNumber, percentage: lenientNumber });
const itemSchema = z.object({ keyword: lenientString, search_volume: lenientNumber, country_distribution: lenientArray });
const resultSchema = z.object({ items_count: lenientNumber, items: lenientArray });

export interface GlobalVolume {
  keyword: string;
  searchVolume: number | null;
  /** Every country the answer lists, largest first; `share` is the documented percentage / 100. */
  countries: CountryShare[];
}

export function parseGlobalSearchVolume(result: readonly unknown[]): GlobalVolume[] {
  const keywords: GlobalVolume[] = [];
  for (const raw of result) {
    const parsed = resultSchema.safeParse(raw ?? {});
    if (!parsed.success) continue;
    for (const item of parsed.data.items ?? []) {
      const read = itemSchema.safeParse(item ?? {});
      if (!read.success || !read.data.keyword) continue;
      const countries: CountryShare[] = [];
      for (const entry of read.data.country_distribution ?? []) {
        const country = countrySchema.safeParse(entry ?? {});
        if (!country.success || !country.data.country_iso_code) continue;
        const percentage = finiteOrNull(country.data.percentage);
        countries.push({
          countryCode: (country.data.country_iso_code ?? '').toUpperCase(),
          searchVolume: finiteOrNull(country.data.search_volume),
          // Percent with two decimals: four decimals of a fraction keep it exactly.
          share: percentage === null ? null : Math.round(percentage * 100) / 10_000,
        });
      }
      countries.sort((a, b) => (b.searchVolume ?? -1) - (a.searchVolume ?? -1));
      keywords.push({ keyword: read.data.keyword ?? '', searchVolume: finiteOrNull(read.data.search_volume), countries });
    }
  }
  return keywords;
}
