// The `serp_info` block Labs puts on each keyword when a task asks `include_serp_info: true`
// (reference §2.6, the documented keyword_suggestions example's shape): the keyword's SERP item
// types, deterministic per keyword (always organic; an AI Overview on about a third), from a random
// stream of its own so the other fields stay as they were. Without the flag the block stays null.
import { randomFor as random } from '../../../src/server/providers/demo/seeded-random.js';
import type { Json } from './fake-data.js';

type JsonObject = { [key: string]: Json };

const OTHER_TYPES = ['people_also_ask', 'featured_snippet', 'images', 'video', 'local_pack', 'top_stories', 'shopping', 'related_searches'];

export function fakeSerpInfo(keyword: string, locationCode: number, languageCode: string): JsonObject {
  const r = random('serp_info', keyword, locationCode, languageCode);
  const types = ['organic'];
  if (r() < 0.35) types.push('ai_overview');
  for (const type of OTHER_TYPES) if (r() < 0.3) types.push(type);
  return {
    se_type: 'google',
    check_url: `https://www.google.com/search?q=${encodeURIComponent(keyword)}&num=100&hl=${languageCode}&gl=US`,
    serp_item_types: types,
    se_results_count: Math.round(1_000_000 + r() * 100_000_000),
    last_updated_time: '2026-08-04 08:25:36 +00:00',
    previous_updated_time: '2026-06-22 17:54:36 +00:00',
  };
}

const isObject = (value: Json | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The items with their serp_info filled when the task asked for it (a related item's under keyword_data). */
export function withSerpInfo(items: JsonObject[], task: Record<string, unknown>, locationCode: number, languageCode: string): JsonObject[] {
  if (task['include_serp_info'] !== true) return items;
  return items.map((item) => {
    const data = isObject(item['keyword_data']) ? item['keyword_data'] : null;
    const holder = data ?? item;
    const keyword = holder['keyword'];
    if (typeof keyword !== 'string') return item;
    const filled = { ...holder, serp_info: fakeSerpInfo(keyword, locationCode, languageCode) };
    return data ? { ...item, keyword_data: filled } : filled;
  });
}
