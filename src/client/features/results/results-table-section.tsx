// The results table with its tools: text search, the Filters toggle, the saved filter presets and
// the filter panel (ranges, words, word count, intents, questions only), sorting (searchVolume descending first), the
// streamed exports of the view, and the virtualised table with the SEED row first. Search,
// filters and sort live in the URL and are applied by the server (see use-results-view); the
// table (or the card list on phones) asks for the next page as it scrolls near the end.
import { useMemo } from 'react';
import type { KeywordResultRow } from '@shared/api/research';
import { writeKeywordFilterParams } from '@shared/filters/keyword-filter-url';
import { formatCount } from '@shared/format/number';
import { ResearchExportLinks } from '../../components/export';
import { KeywordFilterTools } from '../../components/filters';
import { KeywordTable } from '../../components/keyword-table';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { RESULTS_EXPORT_FORMATS } from './export-keyword-results';
import { isSeedRow } from './keyword-result-rows';
import { resultsColumns } from './results-columns';
import { selectColumn } from './selection/select-column';
import { SelectionBar } from './selection/selection-bar';
import { useRowSelection } from './selection/use-row-selection';
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
  const placeholders = rows.filter((row) => row.isPlaceholder).length;
  const shownRanks = useMemo(() => rows.filter((row) => !row.isPlaceholder).map((row) => row.rank), [rows]);
  const selection = useRowSelection(shownRanks, `${researchId ?? ''}?${writeKeywordFilterParams(view.view.filter).toString()}`);
  const { isSelected, toggle } = selection;
  const columns = useMemo(
    () => [
      ...resultsColumns(locationCode, locationCode !== null && languageCode !== null ? { locationCode, languageCode } : null, refreshHref),
      selectColumn({ isSelected, toggle }),
    ],
    [locationCode, languageCode, refreshHref, isSelected, toggle],
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
          <ResearchExportLinks researchId={researchId} formats={RESULTS_EXPORT_FORMATS} filter={view.filter} sort={view.sort} />
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <KeywordFilterTools
          filter={view.filter}
          onFilterChange={view.setFilter}
          search={view.search}
          onSearchChange={view.setSearch}
          activeCount={view.activeCount}
          panelId="results-filters"
        />
        {researchId !== null && totalMatching > 0 ? <SelectionBar researchId={researchId} filter={view.view.filter} totalMatching={totalMatching} selection={selection} /> : null}
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
