// The results table with its tools: text search, the Filters toggle and panel (results defaults:
// Volume > 0, CPC > 0, Difficulty < 100, all off), sorting (searchVolume descending first), the
// exports of the rows shown, and the virtualised table with the SEED row first.
import { useMemo, useState } from 'react';
import type { KeywordResultRow } from '@shared/api/research';
import { RESULTS_FILTER_DEFAULTS } from '@shared/filters/numeric-filter';
import { formatCount } from '@shared/format/number';
import { DEFAULT_SORT, type KeywordSortKey, type SortState } from '@shared/sorting';
import { ExportButtons } from '../../components/export';
import { FiltersToggle, KeywordSearchBox, NumericFiltersPanel, useFilteredRows, useMetricFilters } from '../../components/filters';
import { KeywordTable } from '../../components/keyword-table';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { exportKeywordResults, RESULTS_EXPORT_FORMATS } from './export-keyword-results';
import { isSeedRow } from './keyword-result-rows';
import { resultsColumns } from './results-columns';

const rowKey = (row: KeywordResultRow) => `${row.isSeedKeyword ? 'seed:' : ''}${row.keyword}`;

export function ResultsTableSection({ rows, locationCode, languageCode }: { rows: readonly KeywordResultRow[]; locationCode: number | null; languageCode: string | null }) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortState<KeywordSortKey>>(DEFAULT_SORT);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { filters, update, reset, activeCount } = useMetricFilters(RESULTS_FILTER_DEFAULTS);
  const { rows: shown } = useFilteredRows(rows, { filters, search, sort, isPinned: isSeedRow });
  const columns = useMemo(
    () => resultsColumns(locationCode, locationCode !== null && languageCode !== null ? { locationCode, languageCode } : null),
    [locationCode, languageCode],
  );

  return (
    <Card>
      <CardHeader className="gap-4 md:flex-row md:items-start md:justify-between">
        <div className="flex flex-col gap-1.5">
          <CardTitle>Keywords</CardTitle>
          <CardDescription aria-live="polite">
            Showing {formatCount(shown.length)} of {formatCount(rows.length)} keywords
          </CardDescription>
        </div>
        <ExportButtons formats={RESULTS_EXPORT_FORMATS} onExport={(format) => exportKeywordResults(shown, format)} disabled={shown.length === 0} />
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <KeywordSearchBox value={search} onChange={setSearch} />
          <FiltersToggle open={filtersOpen} onToggle={() => setFiltersOpen((open) => !open)} activeCount={activeCount} controls="results-filters" />
        </div>
        {filtersOpen ? (
          <div id="results-filters">
            <NumericFiltersPanel filters={filters} onChange={update} onReset={reset} />
          </div>
        ) : null}
        <KeywordTable
          caption="Keyword results"
          rows={shown}
          columns={columns}
          getRowKey={rowKey}
          sort={sort}
          onSortChange={setSort}
          isSeedRow={isSeedRow}
        />
      </CardContent>
    </Card>
  );
}
