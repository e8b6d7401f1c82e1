// A domain-keywords run: the rankings summary and the keywords the target ranks for, in the results
// table (position, URL, SERP features, traffic and the keyword's metrics), by search volume.
import { useMemo } from 'react';
import type { CompetitorReport } from '@shared/contract/competitors';
import type { RowsViewState } from '../results';
import { domainKeywordColumns } from './competitor-columns';
import { CompetitorRowsSection } from './competitor-rows-section';
import { RankingSummary } from './ranking-summary';

export function DomainKeywordsView({ report, view }: { report: CompetitorReport; view: RowsViewState }) {
  const columns = useMemo(() => domainKeywordColumns(report.locationCode), [report.locationCode]);
  const target = report.sites[0]?.label ?? '';
  return (
    <>
      <RankingSummary report={report} />
      <CompetitorRowsSection tableId="domain" researchId={report.researchId} view={view} columns={columns} title="Ranking keywords" caption={`Keywords ${target} ranks for`} panelId="domain-filters" />
    </>
  );
}
