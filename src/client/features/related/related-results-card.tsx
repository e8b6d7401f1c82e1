// The related results card (spec "Related Keywords screen", issue 21 items 1 and 8): titled with
// the keyword, "Showing X of Y keywords" and the badge "X of Y" (the same two numbers: the rows that
// pass the search and filters, of the rows loaded), the summary of the filtered rows, the Export
// links (the server's streamed export of the view), the search box, the Filters toggle with its
// active count, the saved presets and the filter panel of the results page, the sortable
// virtualised table, the progress of a batch that is loading and, while more exist, Load More.
// Search, filters and sort live in the URL and are applied by the server's paged reads of the
// stored research; the rows are read again as the walk loads more.
import { useCallback, useMemo } from 'react';
import { formatCount } from '@shared/format/number';
import { showingOfMessage } from '@shared/messages/related';
import { ResearchExportLinks, type ExportFormatOption } from '../../components/export';
import { KeywordFilterTools } from '../../components/filters';
import { KeywordTable } from '../../components/keyword-table';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { ResultsSummary, ROWS_PAGE_SIZE, useResearchRows, useRowsView } from '../results';
import { LoadMoreBar } from './load-more-bar';
import { isSeedRelatedRow, RELATED_SORT_KEYS, relatedColumns, toRelatedTableRow, type RelatedTableRow } from './related-columns';
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
const rowKey = (row: RelatedTableRow) => row.keyword;

export function RelatedResultsCard({ keyword, researchId, locationCode, loaded, total, hasMore, status, batch, onLoadMore }: RelatedResultsCardProps) {
  const view = useRowsView(RELATED_SORT_KEYS);
  const rowsQuery = useResearchRows(researchId, view.view, ROWS_PAGE_SIZE, loaded);
  const pages = rowsQuery.data?.pages;
  const rows = useMemo(() => pages?.flatMap((page) => page.rows.map(toRelatedTableRow)) ?? [], [pages]);
  const firstPage = pages?.[0] ?? null;
  const totalMatching = firstPage?.totalMatching ?? 0;
  const totalRows = firstPage?.totalRows ?? loaded;
  const columns = useMemo(() => relatedColumns(locationCode), [locationCode]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = rowsQuery;
  const onNearEnd = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);

  return (
    <Card>
      <CardHeader className="gap-4 md:flex-row md:items-start md:justify-between">
        <div className="flex flex-col gap-1.5">
          <CardTitle>{keyword}</CardTitle>
          <CardDescription aria-live="polite">{showingOfMessage(totalMatching, totalRows)}</CardDescription>
        </div>
        {totalMatching > 0 ? <ResearchExportLinks researchId={researchId} formats={RELATED_EXPORT_FORMATS} filter={view.filter} sort={view.sort} /> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {firstPage ? (
          <ResultsSummary summary={firstPage.summary} totalMatching={totalMatching} totalRows={totalRows} filtered={!view.unfiltered} locationCode={locationCode} />
        ) : null}
        <KeywordFilterTools
          filter={view.filter}
          onFilterChange={view.setFilter}
          search={view.search}
          onSearchChange={view.setSearch}
          activeCount={view.activeCount}
          panelId={FILTERS_ID}
        >
          {/* The description's numbers again, for the eye; a screen reader has them once, above. */}
          <Badge tone="outline" className="tabular-nums" aria-hidden="true">
            {formatCount(totalMatching)} of {formatCount(totalRows)}
          </Badge>
        </KeywordFilterTools>
        {batch ? <BatchProgress received={batch.received} expected={batch.expected} /> : null}
        <KeywordTable
          caption={`Related keywords for ${keyword}`}
          rows={rows}
          columns={columns}
          getRowKey={rowKey}
          sort={view.sort}
          onSortChange={view.setSort}
          isSeedRow={isSeedRelatedRow}
          totalRowCount={totalMatching}
          onNearEnd={onNearEnd}
        />
        {hasMore || status === 'loading-more' ? (
          <LoadMoreBar loaded={loaded} total={total} isLoading={status === 'loading-more'} disabled={status !== 'idle'} onLoadMore={onLoadMore} />
        ) : null}
      </CardContent>
    </Card>
  );
}
