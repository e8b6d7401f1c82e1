// A shared competitor run, read-only, from its shared report: how much of the provider's list was
// read, then a domain's rankings summary and keywords, a gap's category tabs and filters over every
// compared site's columns, or the competitors a discovery found. The rows come from the shared rows
// read, with the same search, filters, sort and exports of the view as the owner's table.
import { useMemo } from 'react';
import type { CompetitorReport } from '@shared/contract/competitors';
import { COMPETITOR_PANEL_RANGE_METRICS } from '../../components/filters';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { CoverageLine, DiscoveryView, domainKeywordColumns, GAP_ROW_HEIGHT, gapColumns, GapToolbar, RankingSummary } from '../competitors';
import { SharedRowsTable } from './shared-keyword-table';
import { useSharedCompetitorReport } from './use-shared';

function SharedGap({ token, report }: { token: string; report: CompetitorReport }) {
  const columns = useMemo(() => gapColumns(report.sites), [report.sites]);
  return (
    <SharedRowsTable
      token={token}
      columns={columns}
      title="Keyword gap"
      caption="Shared keyword gap"
      rowHeight={GAP_ROW_HEIGHT}
      rangeMetrics={COMPETITOR_PANEL_RANGE_METRICS}
      tableId="gap"
      provenanceKind="gap"
      toolbar={(view) => <GapToolbar report={report} view={view} />}
    />
  );
}

function SharedDomainKeywords({ token, report }: { token: string; report: CompetitorReport }) {
  const columns = useMemo(() => domainKeywordColumns(report.locationCode), [report.locationCode]);
  return (
    <>
      <RankingSummary report={report} />
      <SharedRowsTable token={token} columns={columns} title="Ranking keywords" caption="Shared ranking keywords" rangeMetrics={COMPETITOR_PANEL_RANGE_METRICS} tableId="domain" provenanceKind="domain" />
    </>
  );
}

export function SharedCompetitorRun({ token }: { token: string }) {
  const report = useSharedCompetitorReport(token);
  if (report.isPending) return <Spinner />;
  if (report.error) return <Alert tone="error">{report.error.message}</Alert>;
  const { data } = report;
  return (
    <>
      {data.isDemoData && data.demoNote ? <p className="text-sm text-amber-900">{data.demoNote}</p> : null}
      {data.kind === 'competitors' ? null : <CoverageLine coverage={data.coverage} />}
      {data.kind === 'gap' ? (
        <SharedGap token={token} report={data} />
      ) : data.kind === 'domain' ? (
        <SharedDomainKeywords token={token} report={data} />
      ) : (
        <DiscoveryView report={data} readOnly />
      )}
    </>
  );
}
