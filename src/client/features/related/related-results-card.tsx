// The related results card: titled with
// the keyword, "Showing X of Y keywords" and the badge "X of Y" (the same two numbers: the rows that
// pass the search and filters, of the rows loaded), the summary of the filtered rows, the Export
// links (the server's streamed export of the view), the search box, the Filters toggle with its
// active count, the saved presets and the filter panel of the results page, the sortable
// virtualised table with a checkbox per row and the selection bar (select all matching, Add to
// list), the progress of a batch that is loading and, while more exist, Load More.
// Search, filters and sort live in the URL and are applied by the server's paged reads of the
// stored research; the rows are read again as the walk loads more. The card is the results page's
// KeywordRowsSection with the related screen's parts in its slots.
import { useMemo } from 'react';
import { formatCount } from '@shared/format/number';
import { writeKeywordFilterParams } from '@shared/filters/keyword-filter-url';
import type { KeywordRow } from '@shared/contract/researches';
import type { ExportFormatOption } from '../../components/export';
import { researchExportPath } from '../../components/filters';
import { selectColumn, useRowSelection } from '../../components/row-selection';
import { CollapsibleOverview } from '../../components/table-layout';
import { Badge } from '../../components/ui/badge';
import { KeywordRowsSection, ResultsSummary, ROWS_PAGE_SIZE, SelectionBar, useNextPage, useResearchRows, useRowsView } from '../results';
import { LoadMoreBar } from './load-more-bar';
import { isSeedRelatedRow, RELATED_SORT_KEYS, relatedColumns } from './related-columns';
import { BatchProgress } from './related-search-progress';

export const RELATED_EXPORT_FORMATS: readonly ExportFormatOption[] = [
  { format: 'json', label: 'Export JSON' },
  { format: 'csv', label: 'Export CSV' },
];

export interface RelatedResultsCardProps {
  keyword: string;
  researchId: string;
  locationCode: number;
  /** Rows the walk has loaded so far: the table reads the stored rows again when it grows. */
  loaded: number;
  total: number;
  hasMore: boolean;
  status: 'idle' | 'searching' | 'loading-more';
  batch: { received: number; expected: number } | null;
  onLoadMore: () => void;
}

const FILTERS_ID = 'related-filters';
const rowKey = (row: KeywordRow) => row.keyword;
const rankOf = (row: KeywordRow) => row.rank;

export function RelatedResultsCard({ keyword, researchId, locationCode, loaded, total, hasMore, status, batch, onLoadMore }: RelatedResultsCardProps) {
  const view = useRowsView(RELATED_SORT_KEYS);
  const rowsQuery = useResearchRows(researchId, view.view, ROWS_PAGE_SIZE, loaded);
  const pages = rowsQuery.data?.pages;
  const rows = useMemo(() => pages?.flatMap((page) => page.rows) ?? [], [pages]);
  const firstPage = pages?.[0] ?? null;
  const totalMatching = firstPage?.totalMatching ?? 0;
  const totalRows = firstPage?.totalRows ?? loaded;
  const shownRanks = useMemo(() => rows.map(rankOf), [rows]);
  const selection = useRowSelection(shownRanks, `${researchId}?${writeKeywordFilterParams(view.view.filter).toString()}`);
  const { isSelected, toggle } = selection;
  const columns = useMemo(
    () => [selectColumn<KeywordRow, number>({ isSelected, toggle, keyOf: rankOf }), ...relatedColumns(locationCode)],
    [locationCode, isSelected, toggle],
  );
  const onNearEnd = useNextPage(rowsQuery);
  // Until the table holds the rows of the current count and view, its height is about to change
  // and Load More, below it, to move: a click pressed on the button would be released beside it
  // (no click at all). The button waits for the table.
  const tableSettling = rowsQuery.isLoading || rowsQuery.isPlaceholderData || rowsQuery.isFetchingNextPage || view.filterPending;

  return (
    <KeywordRowsSection
      title={keyword}
      caption={`Related keywords for ${keyword}`}
      tableId="related"
      view={view}
      rows={rows}
      columns={columns}
      getRowKey={rowKey}
      isSeedRow={isSeedRelatedRow}
      totalMatching={totalMatching}
      totalRows={totalRows}
      onNearEnd={onNearEnd}
      exportPath={totalMatching > 0 ? researchExportPath(researchId) : null}
      exportFormats={RELATED_EXPORT_FORMATS}
      panelId={FILTERS_ID}
      summary={
        firstPage ? (
          <CollapsibleOverview page="related" holds="Summary of the keywords shown">
            <ResultsSummary summary={firstPage.summary} totalMatching={totalMatching} totalRows={totalRows} filtered={!view.unfiltered} locationCode={locationCode} />
          </CollapsibleOverview>
        ) : null
      }
      searchRowExtra={
        // The description's numbers again, for the eye; a screen reader has them once, above.
        <Badge tone="outline" className="tabular-nums" aria-hidden="true">
          {formatCount(totalMatching)} of {formatCount(totalRows)}
        </Badge>
      }
      toolbar={
        <>
          {totalMatching > 0 ? <SelectionBar researchId={researchId} filter={view.view.filter} totalMatching={totalMatching} selection={selection} disabled={rowsQuery.isPlaceholderData} /> : null}
          {batch ? <BatchProgress received={batch.received} expected={batch.expected} /> : null}
        </>
      }
      footer={
        hasMore || status === 'loading-more' ? (
          <LoadMoreBar loaded={loaded} total={total} isLoading={status === 'loading-more'} disabled={status !== 'idle' || tableSettling} onLoadMore={onLoadMore} />
        ) : null
      }
    />
  );
}
