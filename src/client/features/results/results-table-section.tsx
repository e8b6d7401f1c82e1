// The results table with its tools: text search, the Filters toggle and the filter panel (ranges,
// words, word count, intents, questions only), sorting (searchVolume descending first), the
// streamed exports of the view, and the virtualised table with the SEED row first. Search,
// filters and sort live in the URL and are applied by the server (see use-results-view); the
// table (or the card list on phones) asks for the next page as it scrolls near the end.
import { useMemo, useState } from 'react';
import type { KeywordResultRow } from '@shared/api/research';
import { formatCount } from '@shared/format/number';
import { Download } from 'lucide-react';
import { FiltersToggle, KeywordFilterPanel, KeywordSearchBox, researchExportHref } from '../../components/filters';
import { KeywordTable } from '../../components/keyword-table';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { RESULTS_EXPORT_FORMATS } from './export-keyword-results';
import { isSeedRow } from './keyword-result-rows';
import { resultsColumns } from './results-columns';
import type { ResultsView } from './use-results-view';

const rowKey = (row: KeywordResultRow) => `${row.isSeedKeyword ? 'seed:' : ''}${row.rank}:${row.keyword}`;

export interface ResultsTableSectionProps {
  researchId: string | null;
  view: ResultsView;
  rows: readonly KeywordResultRow[];
  totalMatching: number;
  totalRows: number;
  onNearEnd: () => void;
  locationCode: number | null;
  languageCode: string | null;
  /** The research's form filled with its request: Refresh of stale values. */
  refreshHref?: string | null;
}

export function ResultsTableSection({ researchId, view, rows, totalMatching, totalRows, onNearEnd, locationCode, languageCode, refreshHref = null }: ResultsTableSectionProps) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  const placeholders = rows.filter((row) => row.isPlaceholder).length;
  const columns = useMemo(
    () => resultsColumns(locationCode, locationCode !== null && languageCode !== null ? { locationCode, languageCode } : null, refreshHref),
    [locationCode, languageCode, refreshHref],
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
        {researchId !== null && totalMatching > 0 ? (
          <div role="group" aria-label="Export" className="flex flex-wrap items-center gap-2">
            {RESULTS_EXPORT_FORMATS.map((option) => (
              <a
                key={option.format}
                href={researchExportHref(researchId, option.format, view.filter, view.sort)}
                download
                className="inline-flex h-9 items-center gap-2 rounded-md border border-border bg-white px-3 text-sm font-medium hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <Download className="h-4 w-4" aria-hidden="true" />
                {option.label}
              </a>
            ))}
          </div>
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <KeywordSearchBox value={view.search} onChange={view.setSearch} />
          <FiltersToggle open={filtersOpen} onToggle={() => setFiltersOpen((open) => !open)} activeCount={view.activeCount} controls="results-filters" />
        </div>
        {filtersOpen ? (
          <div id="results-filters">
            <KeywordFilterPanel filter={view.filter} onChange={view.setFilter} />
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
