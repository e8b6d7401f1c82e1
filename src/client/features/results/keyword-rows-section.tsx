// A keyword table with its tools, for any stored rows read page by page (a research's rows, a
// related walk's, a saved list's items): the "Showing X of Y keywords" line, the streamed exports
// of the view, the text search, the Filters toggle, the saved presets and the filter panel, and the
// virtualised table (cards on phones) that asks for the next page near its end. A screen adds its
// own parts in the slots (the summary, a badge on the search row, the selection bar or a batch's
// progress above the table, Load More below it). The Columns button chooses the table's columns,
// their order and the rows' density, remembered per user and per table; the caption names the
// provenance every row shares. Search, filters and sort live in the URL
// (useRowsView) and are applied by the server, so the count, the exports and the rows follow them.
import { useMemo, type ReactNode } from 'react';
import type { ProvenanceKind } from '@shared/format/metric-source';
import { sharedProvenance, type KeywordTableId, type ProvenanceRow } from '@shared/keyword-row/table-layout';
import { showingOfMessage } from '@shared/messages/related';
import type { RangeMetric } from '@shared/filters/keyword-filter';
import type { KeywordSortKey } from '@shared/sorting';
import { RowsExportLinks, type ExportFormatOption } from '../../components/export';
import { KeywordFilterTools } from '../../components/filters';
import { KeywordTable, type KeywordColumn, type RowsWindow } from '../../components/keyword-table';
import { ColumnChooser, ProvenanceNote, useTableLayout } from '../../components/table-layout';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { RESULTS_EXPORT_FORMATS } from './export-keyword-results';
import type { ResultsView } from './use-results-view';

export interface KeywordRowsSectionProps<Row> {
  /** The card's title ("Keywords" unless the screen names it). */
  title?: ReactNode;
  /** The table's accessible name. */
  caption: string;
  /** Which table this is: its layout (columns, order, widths, density) is remembered under it. */
  tableId: KeywordTableId;
  /** Where each row's figures come from: the caption says it once when every row shares it. */
  provenance?: { kind: ProvenanceKind; of: (row: Row) => ProvenanceRow };
  view: ResultsView;
  rows: readonly Row[];
  columns: readonly KeywordColumn<Row, KeywordSortKey>[];
  getRowKey: (row: Row) => string;
  isSeedRow?: (row: Row) => boolean;
  /** Rows passing the view, and every row, as "Showing X of Y keywords" says them. */
  totalMatching: number;
  totalRows: number;
  /** The next page, for rows read from the top (without rowsWindow). */
  onNearEnd?: () => void;
  /** Rows read by position (decision 068): the table is as long as totalMatching from the start. */
  rowsWindow?: RowsWindow;
  /** The export route of these rows (without its query); no export links when null. */
  exportPath: string | null;
  exportFormats?: readonly ExportFormatOption[];
  /** The filter panel's id, unique on the page. */
  panelId: string;
  /** First in the card, above the filter tools. */
  summary?: ReactNode;
  /** At the end of the search row. */
  searchRowExtra?: ReactNode;
  /** Between the filter tools and the table. */
  toolbar?: ReactNode;
  /** Below the table. */
  footer?: ReactNode;
  /** Each row's height, when the screen's cells are taller than the table's default (KeywordTable). */
  rowHeight?: number;
  /** The signed-in user's filter presets beside the filters (not on a share link). */
  withPresets?: boolean;
  /** The ranges the filter panel offers (the keyword tables' by default). */
  rangeMetrics?: readonly RangeMetric[];
}

export function KeywordRowsSection<Row>({
  title = 'Keywords',
  caption,
  tableId,
  provenance,
  view,
  rows,
  columns,
  getRowKey,
  isSeedRow,
  totalMatching,
  totalRows,
  onNearEnd,
  rowsWindow,
  exportPath,
  exportFormats = RESULTS_EXPORT_FORMATS,
  panelId,
  summary,
  searchRowExtra,
  toolbar,
  footer,
  rowHeight,
  withPresets = true,
  rangeMetrics,
}: KeywordRowsSectionProps<Row>) {
  const columnIds = useMemo(() => columns.map((column) => column.id), [columns]);
  const layout = useTableLayout(tableId, columnIds);
  const shared = useMemo(() => (provenance ? sharedProvenance(rows.map(provenance.of)) : null), [rows, provenance]);
  const captionNote =
    provenance && rows.length > 0 ? (
      <ProvenanceNote shared={shared} kind={provenance.kind} sourceShown={columnIds.includes('source') && !layout.layout.hidden.includes('source')} />
    ) : null;
  return (
    <Card>
      <CardHeader className="gap-4 md:flex-row md:items-start md:justify-between">
        <div className="flex flex-col gap-1.5">
          <CardTitle>{title}</CardTitle>
          <CardDescription aria-live="polite">{showingOfMessage(totalMatching, totalRows)}</CardDescription>
        </div>
        {exportPath !== null ? <RowsExportLinks exportPath={exportPath} formats={exportFormats} filter={view.filter} sort={view.sort} /> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {summary}
        <KeywordFilterTools
          filter={view.filter}
          onFilterChange={view.setFilter}
          search={view.search}
          onSearchChange={view.setSearch}
          onSearchDraft={view.showSearch}
          activeCount={view.activeCount}
          panelId={panelId}
          withPresets={withPresets}
          rangeMetrics={rangeMetrics}
        >
          {searchRowExtra}
          <div className="ml-auto">
            <ColumnChooser caption={caption} columns={columns} state={layout} />
          </div>
        </KeywordFilterTools>
        {toolbar}
        <KeywordTable
          caption={caption}
          rows={rows}
          columns={columns}
          getRowKey={getRowKey}
          sort={view.sort}
          onSortChange={view.setSort}
          isSeedRow={isSeedRow}
          totalRowCount={totalMatching}
          onNearEnd={onNearEnd}
          rowsWindow={rowsWindow}
          rowHeight={rowHeight}
          layout={layout}
          captionNote={captionNote}
        />
        {footer}
      </CardContent>
    </Card>
  );
}
