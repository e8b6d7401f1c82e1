// Reads the `serp_info` block DataForSEO Labs puts on each keyword when asked with
// `include_serp_info: true` (reference §2.6): the item types of the keyword's results page, which
// the keyword tables show and filter by as the row's SERP features. Each type once, in the order
// given; anything that is not text is dropped, and a missing or null block gives none (not known).
import { z } from 'zod';
import { lenientStringArray } from './lenient.js';

const serpInfoHolderSchema = z.object({
  serp_info: z.object({ serp_item_types: lenientStringArray }).nullish().catch(null),
});

/** The SERP item types of a KeywordDataInfo (or a related item's keyword_data); [] when not given. */
export function readSerpItemTypes(raw: unknown): string[] {
  const parsed = serpInfoHolderSchema.safeParse(raw ?? {});
  const types = parsed.success ? (parsed.data.serp_info?.serp_item_types ?? []) : [];
  return [...new Set(types.map((type) => type.trim()).filter((type) => type !== ''))];
}
