// The related results card (spec "Related Keywords screen"): titled with the keyword, "Showing X
// of Y keywords", Export JSON / CSV of the rows shown, the search box, the Filters toggle with its
// active count, the "X of Y" badge, the filter panel (related defaults >=, >=, <= 0/0/100; Reset
// gives >, >, <), the sortable virtualised table, the progress of a batch that is loading and,
// while more exist, Load More.
import { useMemo, useState } from 'react';
import type { RelatedKeywordRow } from '@shared/api/related';
import { RELATED_FILTER_DEFAULTS, RELATED_FILTER_RESET } from '@shared/filters/numeric-filter';
import { formatFixed } from '@shared/format/number';
import { showingOfMessage } from '@shared/messages/related';
import { DEFAULT_SORT, type KeywordSortKey, type SortState } from '@shared/sorting';
import { ExportButtons } from '../../components/export';
import { FiltersToggle, KeywordSearchBox, NumericFiltersPanel, useFilteredRows, useMetricFilters } from '../../components/filters';
import { KeywordTable } from '../../components/keyword-table';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { exportRelatedKeywords, RELATED_EXPORT_FORMATS } from './export-related-keywords';
import { LoadMoreBar } from './load-more-bar';
import { relatedColumns } from './related-columns';
import { BatchProgress } from './related-search-progress';

export interface RelatedResultsCardProps {
  keyword: string;
  locationCode: number;
  rows: readonly RelatedKeywordRow[];
  total: number;
  hasMore: boolean;
  status: 'idle' | 'searching' | 'loading-more';
  batch: { received: number; expected: number } | null;
  onLoadMore: () => void;
}

const FILTERS_ID = 'related-filters';
const rowKey = (row: RelatedKeywordRow) => row.keyword;

export function RelatedResultsCard({ keyword, locationCode, rows, total, hasMore, status, batch, onLoadMore }: RelatedResultsCardProps) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortState<KeywordSortKey>>(DEFAULT_SORT);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { filters, update, reset, activeCount } = useMetricFilters(RELATED_FILTER_DEFAULTS, RELATED_FILTER_RESET);
  const { rows: shown } = useFilteredRows(rows, { filters, search, sort });
  const columns = useMemo(() => relatedColumns(locationCode), [locationCode]);

  return (
    <Card>
      <CardHeader className="gap-4 md:flex-row md:items-start md:justify-between">
        <div className="flex flex-col gap-1.5">
          <CardTitle>{keyword}</CardTitle>
          <CardDescription aria-live="polite">{showingOfMessage(shown.length, rows.length)}</CardDescription>
        </div>
        <ExportButtons formats={RELATED_EXPORT_FORMATS} onExport={(format) => exportRelatedKeywords(shown, keyword, format)} disabled={shown.length === 0} />
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <KeywordSearchBox value={search} onChange={setSearch} />
          <FiltersToggle open={filtersOpen} onToggle={() => setFiltersOpen((open) => !open)} activeCount={activeCount} controls={FILTERS_ID} />
          <Badge tone="outline" className="tabular-nums" aria-label={`${shown.length} of ${rows.length} keywords shown`}>
            {formatFixed(shown.length, 0)} of {formatFixed(rows.length, 0)}
          </Badge>
        </div>
        {filtersOpen ? (
          <div id={FILTERS_ID}>
            <NumericFiltersPanel filters={filters} onChange={update} onReset={reset} />
          </div>
        ) : null}
        {batch ? <BatchProgress received={batch.received} expected={batch.expected} /> : null}
        <KeywordTable caption={`Related keywords for ${keyword}`} rows={shown} columns={columns} getRowKey={rowKey} sort={sort} onSortChange={setSort} />
        {hasMore || status === 'loading-more' ? (
          <LoadMoreBar loaded={rows.length} total={total} isLoading={status === 'loading-more'} disabled={status !== 'idle'} onLoadMore={onLoadMore} />
        ) : null}
      </CardContent>
    </Card>
  );
}
