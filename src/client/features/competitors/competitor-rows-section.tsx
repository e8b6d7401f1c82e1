// A competitor run's keyword rows in the results table's own section (decision 048's keyword-row
// model): search, filters and sort in the URL and applied by the server, paging as the table
// scrolls, the checkbox column with "select all matching" and Add to list, and the streamed exports
// of the view (a gap's file has each site's position and URL). A screen adds its own parts above
// the table (the gap's category tabs).
import { useEffect, useMemo, type ReactNode } from 'react';
import { toast } from 'sonner';
import type { KeywordRow } from '@shared/contract/researches';
import { writeKeywordFilterParams } from '@shared/filters/keyword-filter-url';
import { COMPETITOR_TOASTS } from '@shared/messages/competitor-screens';
import type { KeywordSortKey } from '@shared/sorting';
import { COMPETITOR_PANEL_RANGE_METRICS, researchExportPath } from '../../components/filters';
import type { KeywordColumn } from '../../components/keyword-table';
import { selectColumn, useRowSelection } from '../../components/row-selection';
import { KeywordRowsSection, SelectionBar, useNextPage, useResearchRows, type RowsViewState } from '../results';

const rankOf = (row: KeywordRow) => row.rank;
const rowKey = (row: KeywordRow) => `${row.rank}:${row.keyword}`;

export interface CompetitorRowsSectionProps {
  researchId: string;
  view: RowsViewState;
  columns: readonly KeywordColumn<KeywordRow, KeywordSortKey>[];
  title: ReactNode;
  caption: string;
  panelId: string;
  /** Between the filter tools and the table (the gap's tabs and competitor filters). */
  toolbar?: ReactNode;
  /** First in the card (the coverage line). */
  summary?: ReactNode;
  /** Taller rows where a cell holds two lines (a gap site's position and URL). */
  rowHeight?: number;
  /** Which tool's table: its remembered column layout and its rows' provenance. */
  tableId: 'domain' | 'gap';
}

export function CompetitorRowsSection({ researchId, view, columns, title, caption, panelId, toolbar, summary, rowHeight, tableId }: CompetitorRowsSectionProps) {
  const provenance = useMemo(() => ({ kind: tableId, of: (row: KeywordRow) => row }), [tableId]);
  const rowsQuery = useResearchRows(researchId, view.view);
  const pages = rowsQuery.data?.pages;
  const rows = useMemo(() => pages?.flatMap((page) => page.rows) ?? [], [pages]);
  const onNearEnd = useNextPage(rowsQuery);
  const firstPage = pages?.[0];
  const totalMatching = firstPage?.totalMatching ?? 0;
  const shownRanks = useMemo(() => rows.map(rankOf), [rows]);
  const selection = useRowSelection(shownRanks, `${researchId}?${writeKeywordFilterParams(view.view.filter).toString()}`);
  const { isSelected, toggle } = selection;
  const withSelect = useMemo(() => [selectColumn<KeywordRow, number>({ isSelected, toggle, keyOf: rankOf }), ...columns], [columns, isSelected, toggle]);
  useEffect(() => {
    if (rowsQuery.isError) toast.error(COMPETITOR_TOASTS.loadFailedTitle, { description: COMPETITOR_TOASTS.loadFailed, id: 'competitor-rows-failed' });
  }, [rowsQuery.isError]);

  return (
    <KeywordRowsSection
      title={title}
      caption={caption}
      tableId={tableId}
      provenance={provenance}
      view={view}
      rows={rows}
      columns={withSelect}
      getRowKey={rowKey}
      totalMatching={totalMatching}
      totalRows={firstPage?.totalRows ?? 0}
      onNearEnd={onNearEnd}
      exportPath={totalMatching > 0 ? researchExportPath(researchId) : null}
      panelId={panelId}
      summary={summary}
      rowHeight={rowHeight}
      rangeMetrics={COMPETITOR_PANEL_RANGE_METRICS}
      toolbar={
        <>
          {toolbar}
          {totalMatching > 0 ? <SelectionBar researchId={researchId} filter={view.view.filter} totalMatching={totalMatching} selection={selection} disabled={rowsQuery.isPlaceholderData} /> : null}
        </>
      }
    />
  );
}
