// One SERP element as DataForSEO Labs gives it inside competitor answers: `ranked_serp_element.
// serp_item` of ranked_keywords, and the elements of domain_intersection (`first_domain_serp_element`,
// `second_domain_serp_element`) and page_intersection (`intersection_result["1"]`), which are the
// element itself, not wrapped in `serp_item` (SDK model BaseDataforseoLabsSerpElementItem).

import { z } from 'zod';
import type { RankChange, RankedElement } from '../types.js';
import { finiteOrNull, lenientBoolean, lenientNumber, lenientString } from './lenient.js';

const rankChangesSchema = z
  .object({ previous_rank_absolute: lenientNumber, is_new: lenientBoolean, is_up: lenientBoolean, is_down: lenientBoolean })
  .nullish()
  .catch(null);

export const labsSerpElementSchema = z.object({
  type: lenientString,
  rank_group: lenientNumber,
  rank_absolute: lenientNumber,
  url: lenientString,
  title: lenientString,
  etv: lenientNumber,
  is_featured_snippet: lenientBoolean,
  rank_changes: rankChangesSchema,
});

export type LabsSerpElement = z.infer<typeof labsSerpElementSchema>;

/** A 1-based rank, or null for anything else. */
function rank(value: number | null): number | null {
  const n = finiteOrNull(value);
  return n !== null && n >= 1 ? Math.round(n) : null;
}

/** The element as read, or null when it is absent or not an object. */
export function readLabsSerpElement(raw: unknown): LabsSerpElement | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const parsed = labsSerpElementSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

export function toRankedElement(element: LabsSerpElement): RankedElement {
  return {
    type: element.type ?? 'organic',
    position: rank(element.rank_group),
    rankAbsolute: rank(element.rank_absolute),
    url: element.url,
    title: element.title,
    estimatedTraffic: finiteOrNull(element.etv),
  };
}

export function toRankChange(element: LabsSerpElement): RankChange | null {
  const changes = element.rank_changes;
  if (!changes) return null;
  return {
    previousRankAbsolute: rank(changes.previous_rank_absolute),
    isNew: changes.is_new === true,
    isUp: changes.is_up === true,
    isDown: changes.is_down === true,
  };
}
