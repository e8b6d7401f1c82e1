// Which sites one keyword gap may compare: your own and 1 to 10 competitors, each once.
import { GAP_COMPETITOR_COUNT, GAP_SAME_AS_OWN, gapDuplicateCompetitor } from '../messages/competitors';
import { GAP_MAX_COMPETITORS, GAP_MIN_COMPETITORS } from './gap-limits';
import type { CompetitorTarget } from './target';

/** The first problem with a gap's sites, or null when they can be compared. */
export function gapTargetsProblem(own: CompetitorTarget, competitors: readonly CompetitorTarget[]): string | null {
  if (competitors.length < GAP_MIN_COMPETITORS || competitors.length > GAP_MAX_COMPETITORS) return GAP_COMPETITOR_COUNT;
  const seen = new Set<string>();
  for (const competitor of competitors) {
    if (competitor.label === own.label) return GAP_SAME_AS_OWN;
    if (seen.has(competitor.label)) return gapDuplicateCompetitor(competitor.label);
    seen.add(competitor.label);
  }
  return null;
}
