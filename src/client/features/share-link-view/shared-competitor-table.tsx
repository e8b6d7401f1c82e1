// A shared domain-keywords run or keyword gap, read-only: the owner's columns (a gap's sites side by
// side, named from the run's title "yours vs a, b": a typed target holds no spaces) over the shared
// rows, with the same search, filters, sort and exports of the view as the owner's table.
import { useMemo } from 'react';
import type { CompetitorReport } from '@shared/contract/competitors';
import { COMPETITOR_PANEL_RANGE_METRICS } from '../../components/filters';
import { domainKeywordColumns, GAP_ROW_HEIGHT, gapColumns } from '../competitors';
import { SharedRowsTable } from './shared-keyword-table';

/** The compared sites of a gap from its title ("me.com vs a.com, b.com"). */
export function gapSitesFromTitle(title: string): CompetitorReport['sites'] {
  const [own = '', rest = ''] = title.split(' vs ');
  const labels = [own, ...rest.split(', ')].map((label) => label.trim()).filter((label) => label !== '');
  return labels.map((label, index) => ({ label, kind: 'domain', role: index === 0 ? 'own' : 'competitor', index }));
}

export function SharedCompetitorTable({ token, kind, title, locationCode }: { token: string; kind: 'domain' | 'gap'; title: string; locationCode: number }) {
  const columns = useMemo(() => (kind === 'gap' ? gapColumns(gapSitesFromTitle(title)) : domainKeywordColumns(locationCode)), [kind, title, locationCode]);
  return kind === 'gap' ? (
    <SharedRowsTable token={token} columns={columns} title="Keyword gap" caption="Shared keyword gap" rowHeight={GAP_ROW_HEIGHT} rangeMetrics={COMPETITOR_PANEL_RANGE_METRICS} tableId="gap" provenanceKind="gap" />
  ) : (
    <SharedRowsTable token={token} columns={columns} title="Ranking keywords" caption="Shared ranking keywords" rangeMetrics={COMPETITOR_PANEL_RANGE_METRICS} tableId="domain" provenanceKind="domain" />
  );
}
