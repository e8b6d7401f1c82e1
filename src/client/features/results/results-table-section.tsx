// The results table with its tools: text search, the Filters toggle and panel (results defaults:
// Volume > 0, CPC > 0, Difficulty < 100, all off), sorting (searchVolume descending first), the
// exports of the rows loaded, and the virtualised table with the SEED row first. Search, filters
// and sort are applied by the server (see use-results-view); the table asks for the next page as
// it scrolls near the end.
import { useMemo, useState } from 'react';
import type { KeywordResultRow } from '@shared/api/research';
import { formatCount } from '@shared/format/number';
import { ExportButtons } from '../../components/export';
import { FiltersToggle, KeywordSearchBox, NumericFiltersPanel } from '../../components/filters';
import { KeywordTable } from '../../components/keyword-table';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { exportKeywordResults, RESULTS_EXPORT_FORMATS } from './export-keyword-results';
import { isSeedRow } from './keyword-result-rows';
import { resultsColumns } from './results-columns';
import type { ResultsView } from './use-results-view';

const rowKey = (row: KeywordResultRow) => `${row.isSeedKeyword ? 'seed:' : ''}${row.rank}:${row.keyword}`;

export interface ResultsTableSectionProps {
  view: ResultsView;
  rows: readonly KeywordResultRow[];
  totalMatching: number;
  totalRows: number;
  onNearEnd: () => void;
  locationCode: number | null;
  languageCode: string | null;
}

export function ResultsTableSection({ view, rows, totalMatching, totalRows, onNearEnd, locationCode, languageCode }: ResultsTableSectionProps) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { filters, update, reset, activeCount } = view.metricFilters;
  const placeholders = rows.filter((row) => row.isPlaceholder).length;
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
            Showing {formatCount(totalMatching + placeholders)} of {formatCount(totalRows + placeholders)} keywords
          </CardDescription>
        </div>
        {/* Until the streaming export is wired, the exports write the rows loaded so far. */}
        <ExportButtons formats={RESULTS_EXPORT_FORMATS} onExport={(format) => exportKeywordResults(rows, format)} disabled={rows.length === 0} />
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <KeywordSearchBox value={view.search} onChange={view.setSearch} />
          <FiltersToggle open={filtersOpen} onToggle={() => setFiltersOpen((open) => !open)} activeCount={activeCount} controls="results-filters" />
        </div>
        {filtersOpen ? (
          <div id="results-filters">
            <NumericFiltersPanel filters={filters} onChange={update} onReset={reset} />
          </div>
        ) : null}
        <KeywordTable
          caption="Keyword results"
          rows={rows}
          columns={columns}
          getRowKey={rowKey}
          sort={view.sort}
          onSortChange={view.setSort}
          isSeedRow={isSeedRow}
          totalRowCount={totalMatching + placeholders}
          onNearEnd={onNearEnd}
        />
      </CardContent>
    </Card>
  );
}
