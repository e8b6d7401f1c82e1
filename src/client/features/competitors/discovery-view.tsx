// A competitor discovery run: the domains found (shared keywords, average position, traffic, and
// their keyword count for a site or their visibility for a list's or research's keywords), each
// with a checkbox; "Compare in keyword gap" opens the gap form with the ones chosen. Mega-domains
// were left out unless asked for: the toggle says how many, and shows them with a free re-run
// (the provider's answer is cached).
import { GitCompareArrows } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CompetitorReport } from '@shared/contract/competitors';
import { GAP_MAX_COMPETITORS } from '@shared/competitors/gap-limits';
import { DEFAULT_DISCOVERY_LIMIT } from '@shared/competitors/run-limits';
import { formatCount, formatNumber } from '@shared/format/number';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { SimpleTable } from '../../components/ui/simple-table';
import type { CompetitorDiscoveryBody } from '@shared/contract/competitors-request';
import { canChooseMore, compareHref, shownCompetitors } from './discovery-choice';
import type { CompetitorFormValues } from './competitor-form-values';
import { FILL_FORM } from './use-competitor-form';
import { useCompetitorSubmit } from './use-competitor-submit';

function withMegaDomains(report: CompetitorReport): CompetitorDiscoveryBody {
  const common = { limit: DEFAULT_DISCOVERY_LIMIT, includeMegaDomains: true };
  if (report.source.kind === 'list' && report.source.id) return { source: 'list', listId: report.source.id, ...common };
  if (report.source.kind === 'research' && report.source.id) return { source: 'research', researchId: report.source.id, ...common };
  return { source: 'domain', target: report.sites[0]?.label ?? report.source.name, languageCode: report.languageCode, locationCode: report.locationCode, ...common };
}

export function DiscoveryView({ report, form, readOnly = false }: { report: CompetitorReport; form?: CompetitorFormValues; readOnly?: boolean }) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const [showMega, setShowMega] = useState(true);
  const { submit, isRunning } = useCompetitorSubmit();
  const hasMega = report.competitors.some((competitor) => competitor.isMegaDomain);
  const rows = shownCompetitors(report.competitors, showMega);
  const forSite = report.source.kind === 'domain';
  const headers = [...(readOnly ? [] : ['Compare']), 'Domain', 'Shared keywords', 'Avg position', 'Est. traffic', forSite ? 'Keywords' : 'Visibility'];
  const toggle = (domain: string, checked: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (checked) next.add(domain);
      else next.delete(domain);
      return next;
    });
  return (
    <Card>
      <CardHeader className="gap-3 md:flex-row md:items-start md:justify-between">
        <div className="flex flex-col gap-1.5">
          <CardTitle>Competitors</CardTitle>
          <CardDescription>
            {formatCount(rows.length)} {rows.length === 1 ? 'domain' : 'domains'}, most shared keywords first.
            {readOnly ? null : ` Tick up to ${GAP_MAX_COMPETITORS} to compare in a keyword gap.`}
          </CardDescription>
        </div>
        {readOnly ? null : (
          <Link
            to={compareHref(report, chosen)}
            state={FILL_FORM}
            aria-disabled={chosen.size === 0}
            onClick={(event) => chosen.size === 0 && event.preventDefault()}
            className={`inline-flex h-10 items-center gap-2 rounded-md px-4 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring ${chosen.size === 0 ? 'cursor-not-allowed bg-muted text-muted-foreground' : 'bg-primary text-primary-foreground hover:bg-blue-800'}`}
          >
            <GitCompareArrows className="h-4 w-4" aria-hidden="true" />
            Compare in keyword gap{chosen.size > 0 ? ` (${chosen.size})` : ''}
          </Link>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {report.megaDomainsLeftOut > 0 ? (
          <div className="flex flex-wrap items-center gap-3 rounded-md border border-border bg-muted px-3 py-2 text-sm">
            <span>
              {formatCount(report.megaDomainsLeftOut)} mega-{report.megaDomainsLeftOut === 1 ? 'domain' : 'domains'} (on the left-out sites list) left out: they rank for
              almost everything.
            </span>
            {readOnly || !form ? null : (
              <Button variant="outline" size="sm" disabled={isRunning} onClick={() => void submit('competitors', withMegaDomains(report), { ...form, includeMegaDomains: true })}>
                Show them
              </Button>
            )}
          </div>
        ) : hasMega ? (
          <div className="flex items-center gap-2 text-sm">
            <Checkbox id="show-mega-domains" checked={showMega} onChange={(event) => setShowMega(event.target.checked)} />
            <label htmlFor="show-mega-domains">
              Show mega-domains ({formatCount(report.competitors.filter((competitor) => competitor.isMegaDomain).length)})
            </label>
          </div>
        ) : null}
        {rows.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">No competitors found.</p>
        ) : (
          <SimpleTable caption="Competitors found" headers={headers}>
            {rows.map((competitor) => {
              const checked = chosen.has(competitor.domain);
              return (
                <tr key={competitor.domain} className="border-b border-border">
                  {readOnly ? null : (
                    <td className="px-3 py-2">
                      <Checkbox
                        aria-label={`Compare ${competitor.domain}`}
                        checked={checked}
                        disabled={!checked && !canChooseMore(chosen)}
                        onChange={(event) => toggle(competitor.domain, event.target.checked)}
                      />
                    </td>
                  )}
                  <td className="px-3 py-2 font-medium">
                    {competitor.domain}
                    {competitor.isMegaDomain ? <span className="ml-2 text-xs text-muted-foreground">mega-domain</span> : null}
                  </td>
                  <td className="px-3 py-2 tabular-nums">{formatCount(competitor.sharedKeywords)}</td>
                  <td className="px-3 py-2 tabular-nums">{formatNumber(competitor.avgPosition === null ? null : Math.round(competitor.avgPosition * 10) / 10)}</td>
                  <td className="px-3 py-2 tabular-nums">{formatCount(competitor.estimatedTraffic)}</td>
                  <td className="px-3 py-2 tabular-nums">
                    {forSite ? formatCount(competitor.keywords) : competitor.visibility === null ? '—' : `${Math.round(competitor.visibility * 1000) / 10}%`}
                  </td>
                </tr>
              );
            })}
          </SimpleTable>
        )}
      </CardContent>
    </Card>
  );
}
