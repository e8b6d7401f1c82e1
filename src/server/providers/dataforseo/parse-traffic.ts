// Reads dataforseo_labs/google/bulk_traffic_estimation/live (up to 1,000 targets in one task): each
// target's estimated monthly visits (etv) and result count per element type. For a page target the
// organic count is the number of keywords the page ranks for.

import { z } from 'zod';
import { finiteOrNull, lenientArray, lenientNumber, lenientString } from './lenient.js';

const figuresSchema = z.object({ etv: lenientNumber, count: lenientNumber }).nullish().catch(null);

const itemSchema = z.object({
  target: lenientString,
  metrics: z
    .object({ organic: figuresSchema, paid: figuresSchema, featured_snippet: figuresSchema, local_pack: figuresSchema })
    .nullish()
    .catch(null),
});

const resultSchema = z.object({ location_code: lenientNumber, language_code: lenientString, total_count: lenientNumber, items: lenientArray });

export interface TrafficFigures {
  etv: number | null;
  count: number | null;
}

/** One target's estimates, every element type the answer documents kept (null when it gave none). */
export interface TargetTraffic {
  target: string;
  organic: TrafficFigures | null;
  paid: TrafficFigures | null;
  featuredSnippet: TrafficFigures | null;
  localPack: TrafficFigures | null;
}

function figures(value: z.infer<typeof figuresSchema>): TrafficFigures | null {
  return value ? { etv: finiteOrNull(value.etv), count: finiteOrNull(value.count) } : null;
}

export function parseBulkTrafficEstimation(result: readonly unknown[]): TargetTraffic[] {
  const targets: TargetTraffic[] = [];
  for (const raw of result) {
    const parsed = resultSchema.safeParse(raw ?? {});
    if (!parsed.success) continue;
    for (const item of parsed.data.items ?? []) {
      const read = itemSchema.safeParse(item ?? {});
      if (!read.success || !read.data.target) continue;
      const metrics = read.data.metrics;
      targets.push({
        target: read.data.target ?? '',
        organic: figures(metrics?.organic ?? null),
        paid: figures(metrics?.paid ?? null),
        featuredSnippet: figures(metrics?.featured_snippet ?? null),
        localPack: figures(metrics?.local_pack ?? null),
      });
    }
  }
  return targets;
}
