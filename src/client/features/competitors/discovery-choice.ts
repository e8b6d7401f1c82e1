// Choosing discovered competitors for a gap: the domains ticked, at most the gap's ten, and the
// gap form they open (your site is the discovered-for domain when there is one).
import type { CompetitorReport, DiscoveredCompetitor } from '@shared/contract/competitors';
import { GAP_MAX_COMPETITORS } from '@shared/competitors/gap-limits';
import { gapFormHref } from './competitor-url';

/** The competitors shown: mega-domains only when the run asked for them and the user shows them. */
export function shownCompetitors(competitors: readonly DiscoveredCompetitor[], showMegaDomains: boolean): DiscoveredCompetitor[] {
  return showMegaDomains ? competitors.slice() : competitors.filter((competitor) => !competitor.isMegaDomain);
}

/** Ticking one more past the gap's limit is refused (the box says why). */
export function canChooseMore(chosen: ReadonlySet<string>): boolean {
  return chosen.size < GAP_MAX_COMPETITORS;
}

export function compareHref(report: Pick<CompetitorReport, 'source' | 'sites' | 'languageCode' | 'locationCode' | 'competitors'>, chosen: ReadonlySet<string>): string {
  const own = report.source.kind === 'domain' ? (report.sites[0]?.label ?? '') : '';
  // In the order the table lists them (most shared keywords first), not the order ticked.
  const competitors = report.competitors.map((competitor) => competitor.domain).filter((domain) => chosen.has(domain));
  return gapFormHref({ own, competitors, languageCode: report.languageCode, locationCode: report.locationCode });
}
