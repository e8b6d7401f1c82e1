// A shared domain-keywords run or keyword gap, read-only: the owner's columns (a gap's sites side by
// side, named from the run's title "yours vs a, b": a typed target holds no spaces), with the same
// search, filters, sort and exports of the view as the owner's table, and for a gap its category tabs.
import { useMemo } from 'react';
import type { CompetitorReport } from '@shared/contract/competitors';
import type { KeywordRow } from '@shared/contract/researches';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { domainKeywordColumns, gapColumns } from '../competitors';
import { KeywordRowsSection, useNextPage, useResultsView } from '../results';
import { sharedExportPath, useSharedRows } from './use-shared';

const rowKey = (row: KeywordRow) => `${row.rank}:${row.keyword}`;

/** The compared sites of a gap from its title ("me.com vs a.com, b.com"). */
export function gapSitesFromTitle(title: string): CompetitorReport['sites'] {
  const [own = '', rest = ''] = title.split(' vs ');
  const labels = [own, ...rest.split(', ')].map((label) => label.trim()).filter((label) => label !== '');
  return labels.map((label, index) => ({ label, kind: 'domain', role: index === 0 ? 'own' : 'competitor', index }));
}

export function SharedCompetitorTable({ token, kind, title, locationCode }: { token: string; kind: 'domain' | 'gap'; title: string; locationCode: number }) {
  const view = useResultsView();
  const rows = useSharedRows(token, view.view);
  const onNearEnd = useNextPage(rows);
  const columns = useMemo(() => (kind === 'gap' ? gapColumns(gapSitesFromTitle(title)) : domainKeywordColumns(locationCode)), [kind, title, locationCode]);
  const pages = rows.data?.pages;
  const loaded = useMemo(() => pages?.flatMap((page) => page.rows) ?? [], [pages]);
  if (rows.isPending) return <Spinner />;
  if (rows.error) return <Alert tone="error">{rows.error.message}</Alert>;
  const firstPage = pages?.[0];
  return (
    <KeywordRowsSection
      title={kind === 'gap' ? 'Keyword gap' : 'Ranking keywords'}
      caption={kind === 'gap' ? 'Shared keyword gap' : 'Shared ranking keywords'}
      view={view}
      rows={loaded}
      columns={columns}
      getRowKey={rowKey}
      totalMatching={firstPage?.totalMatching ?? 0}
      totalRows={firstPage?.totalRows ?? 0}
      onNearEnd={onNearEnd}
      exportPath={sharedExportPath(token)}
      panelId="shared-filters"
      withPresets={false}
      rowHeight={kind === 'gap' ? 58 : undefined}
    />
  );
}
