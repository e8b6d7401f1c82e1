// historical_search_volume/live's items (decision 067) in the documented shape (endpoints.ts wraps
// them in result[0] with se_type, location_code, language_code, items_count): each a KeywordDataInfo whose
// keyword_info.monthly_searches goes back 48 months (newest first, as the documented example
// lists them); keywords of 8+ words are "not in the database": left out and not charged.
import { keywordDataInfo, type Json } from './fake-data.js';
import type { JsonObject } from './envelope.js';

export const HISTORY_ENDPOINT = 'dataforseo_labs/google/historical_search_volume/live';

/** 48 months back from July 2026, newest first, around the 12-month figures of the keyword's info. */
function longHistory(info: JsonObject): Json[] | null {
  const keywordInfo = info['keyword_info'] as JsonObject | null;
  const latest = keywordInfo?.['monthly_searches'];
  if (!Array.isArray(latest)) return null;
  const months: Json[] = [];
  for (let back = 0; back < 4; back += 1) {
    for (const raw of latest) {
      const month = raw as JsonObject;
      const volume = typeof month['search_volume'] === 'number' ? month['search_volume'] : 0;
      // Each year back a tenth lower, so the keyword grows steadily and YoY reads about +11%.
      months.push({ year: Number(month['year']) - back, month: month['month'] ?? null, search_volume: Math.round(volume * 0.9 ** back) });
    }
  }
  return months;
}

export function historicalSearchVolume(keywords: string[], locationCode: number, languageCode: string): JsonObject[] {
  const known = keywords.map((k) => k.trim().toLowerCase()).filter((k) => k.split(' ').length < 8);
  return known.map((k): JsonObject => {
    const info = keywordDataInfo(k, locationCode, languageCode);
    const keywordInfo = info['keyword_info'] as JsonObject;
    return { ...info, search_partners: false, impressions_info: null, keyword_info: { ...keywordInfo, monthly_searches: longHistory(info) } };
  });
}
