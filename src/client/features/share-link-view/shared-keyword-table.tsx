// A shared research's or list's keywords, read-only: the results table's metric columns
// (opportunity too) with source and date (no tool links, no refresh: a visitor runs nothing), with
// the same search, filters, sort and exports of the view as the owner's table (in the URL, applied by
// the server); no saved presets, which belong to a signed-in user.
import { useMemo, type ReactNode } from 'react';
import type { KeywordRow } from '@shared/contract/researches';
import type { RangeMetric } from '@shared/filters/keyword-filter';
import type { ProvenanceKind } from '@shared/format/metric-source';
import type { KeywordTableId } from '@shared/keyword-row/table-layout';
import type { KeywordSortKey } from '@shared/sorting';
import {
  cpcColumn,
  difficultyColumn,
  intentColumn,
  keywordColumn,
  opportunityColumn,
  sourceColumn,
  trendColumn,
  volumeColumn,
  withWidths,
  type KeywordColumn,
} from '../../components/keyword-table';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { KeywordRowsSection, useNextPage, useResultsView, type RowsViewState } from '../results';
import { sharedExportPath, useSharedRows } from './use-shared';

const isSeed = (row: KeywordRow) => row.isSeedKeyword;
const rowKey = (row: KeywordRow) => `${row.rank}:${row.keyword}`;

export function SharedKeywordTable({ token, kind, locationCode }: { token: string; kind: 'keywords' | 'related'; locationCode: number }) {
  const columns = useMemo(
    () =>
      withWidths(
        [
          keywordColumn<KeywordRow>(isSeed),
          volumeColumn<KeywordRow>(),
          difficultyColumn<KeywordRow>(),
          cpcColumn<KeywordRow>(locationCode),
          intentColumn<KeywordRow>(),
          opportunityColumn<KeywordRow>(),
          trendColumn<KeywordRow>(),
          sourceColumn<KeywordRow>('Source', { kind }),
        ],
        // No checkbox or Analyze column here: the keyword takes their room.
        { keyword: '32%' },
      ),
    [kind, locationCode],
  );
  return <SharedRowsTable token={token} columns={columns} caption="Shared keywords" isSeedRow={isSeed} tableId="shared" provenanceKind={kind} />;
}

export interface SharedRowsTableProps {
  token: string;
  columns: readonly KeywordColumn<KeywordRow, KeywordSortKey>[];
  caption: string;
  title?: string;
  isSeedRow?: (row: KeywordRow) => boolean;
  rowHeight?: number;
  /** The ranges the filter panel offers (the competitor tables' own too). */
  rangeMetrics?: readonly RangeMetric[];
  /** Whose remembered column layout the table uses. */
  tableId: KeywordTableId;
  /** What kind of run the rows came from, for the provenance line of the caption. */
  provenanceKind: ProvenanceKind;
  /** Between the filter tools and the table, over the visitor's view (a gap's category tabs). */
  toolbar?: (view: RowsViewState) => ReactNode;
}

/** The shared rows of the visitor's view in the owner's columns, page by page, with the view's exports. */
export function SharedRowsTable({ token, columns, caption, title, isSeedRow, rowHeight, rangeMetrics, tableId, provenanceKind, toolbar }: SharedRowsTableProps) {
  const view = useResultsView();
  const rows = useSharedRows(token, view.view);
  const onNearEnd = useNextPage(rows);
  const provenance = useMemo(() => ({ kind: provenanceKind, of: (row: KeywordRow) => row }), [provenanceKind]);
  const pages = rows.data?.pages;
  const loaded = useMemo(() => pages?.flatMap((page) => page.rows) ?? [], [pages]);
  if (rows.isPending) return <Spinner />;
  if (rows.error) return <Alert tone="error">{rows.error.message}</Alert>;
  const firstPage = pages?.[0];
  return (
    <KeywordRowsSection
      title={title}
      caption={caption}
      tableId={tableId}
      provenance={provenance}
      view={view}
      rows={loaded}
      columns={columns}
      getRowKey={rowKey}
      isSeedRow={isSeedRow}
      totalMatching={firstPage?.totalMatching ?? 0}
      totalRows={firstPage?.totalRows ?? 0}
      onNearEnd={onNearEnd}
      exportPath={sharedExportPath(token)}
      panelId="shared-filters"
      withPresets={false}
      rowHeight={rowHeight}
      rangeMetrics={rangeMetrics}
      toolbar={toolbar?.(view)}
    />
  );
}
