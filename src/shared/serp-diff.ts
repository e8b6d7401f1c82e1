// SERP history: what changed between two snapshots of one keyword's first page.
// Pure: positions moved, URLs that entered or left the top results, SERP features gained and lost.
// The server answers it (GET /api/serp/:id/history) and the screen shows it; one rule for both.

import type { SerpDiff } from './contract/serp';

export type { SerpDiff };
export type SerpResultChange = SerpDiff['results'][number];
export type SerpDiffResult = SerpDiff['dropped'][number];
export type SerpDiffFeature = SerpDiff['featuresGained'][number];
export type SerpMovement = SerpResultChange['movement'];

export interface SerpDiffInput {
  results: readonly SerpDiffResult[];
  features: readonly SerpDiffFeature[];
}

/**
 * The same page for the comparison: scheme, host case, "www.", a trailing slash and the fragment do
 * not make another result (Google links the same page with and without them).
 */
export function comparableUrl(url: string): string {
  const trimmed = url.trim();
  try {
    const parsed = new URL(trimmed);
    const host = parsed.hostname.toLowerCase().replace(/^www\./, '');
    const path = parsed.pathname.replace(/\/+$/, '');
    return `${host}${parsed.port ? `:${parsed.port}` : ''}${path}${parsed.search}`;
  } catch {
    return trimmed.toLowerCase().replace(/#.*$/, '').replace(/\/+$/, '');
  }
}

/** Each page once, at its best (lowest) position; results in position order. */
function byPage(results: readonly SerpDiffResult[]): Map<string, SerpDiffResult> {
  const pages = new Map<string, SerpDiffResult>();
  for (const result of [...results].sort((a, b) => a.position - b.position)) {
    const key = comparableUrl(result.url);
    if (!pages.has(key)) pages.set(key, result);
  }
  return pages;
}

function movementOf(change: number | null): SerpMovement {
  if (change === null) return 'new';
  if (change > 0) return 'up';
  if (change < 0) return 'down';
  return 'same';
}

function uniqueFeatures(features: readonly SerpDiffFeature[]): Map<string, SerpDiffFeature> {
  const byType = new Map<string, SerpDiffFeature>();
  for (const feature of features) if (!byType.has(feature.type)) byType.set(feature.type, { type: feature.type, label: feature.label });
  return byType;
}

/** What changed from `earlier` to `later` (both snapshots of the same keyword and market). */
export function diffSerpSnapshots(earlier: SerpDiffInput, later: SerpDiffInput): SerpDiff {
  const before = byPage(earlier.results);
  const after = byPage(later.results);
  const results: SerpResultChange[] = [...after.entries()].map(([key, result]) => {
    const previousPosition = before.get(key)?.position ?? null;
    const change = previousPosition === null ? null : previousPosition - result.position;
    return { position: result.position, url: result.url, domain: result.domain, title: result.title, previousPosition, change, movement: movementOf(change) };
  });
  const dropped: SerpDiffResult[] = [...before.entries()]
    .filter(([key]) => !after.has(key))
    .map(([, result]) => ({ position: result.position, url: result.url, domain: result.domain, title: result.title }));

  const featuresBefore = uniqueFeatures(earlier.features);
  const featuresAfter = uniqueFeatures(later.features);
  const featuresGained = [...featuresAfter.values()].filter((f) => !featuresBefore.has(f.type));
  const featuresLost = [...featuresBefore.values()].filter((f) => !featuresAfter.has(f.type));
  const featuresKept = [...featuresAfter.values()].filter((f) => featuresBefore.has(f.type));

  const count = (movement: SerpMovement) => results.filter((r) => r.movement === movement).length;
  return {
    results,
    dropped,
    featuresGained,
    featuresLost,
    featuresKept,
    counts: { new: count('new'), dropped: dropped.length, up: count('up'), down: count('down'), same: count('same') },
  };
}

/** Whether anything changed at all (the screen then says "No changes"). */
export function serpDiffIsEmpty(diff: SerpDiff): boolean {
  return diff.counts.new + diff.counts.dropped + diff.counts.up + diff.counts.down + diff.featuresGained.length + diff.featuresLost.length === 0;
}
