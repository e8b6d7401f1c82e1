// The results page's table (KeywordRowsSection) over a research's rows: the results columns with
// a checkbox per row, the SEED row first (a placeholder when the provider did not return it), the
// selection bar (select all matching, Add to list) and the research's streamed exports.
import { useMemo } from 'react';
import type { KeywordResultRow } from '@shared/contract/keyword-result';
import { writeKeywordFilterParams } from '@shared/filters/keyword-filter-url';
import { researchExportPath } from '../../components/filters';
import { isSeedRow } from './keyword-result-rows';
import { KeywordRowsSection } from './keyword-rows-section';
import { resultsColumns } from './results-columns';
import type { RowsWindow } from '../../components/keyword-table';
import { selectColumn, useRowSelection } from '../../components/row-selection';
import { SelectionBar } from './selection/selection-bar';
import type { ResultsView } from './use-results-view';

const rankOf = (row: KeywordResultRow) => row.rank;
const isChosenRow = (row: KeywordResultRow) => !row.isPlaceholder;
const PROVENANCE = { kind: 'keywords', of: (row: KeywordResultRow) => row } as const;
const rowKey = (row: KeywordResultRow) => `${row.isSeedKeyword ? 'seed:' : ''}${row.rank}:${row.keyword}`;

export interface ResultsTableSectionProps {
  researchId: string | null;
  view: ResultsView;
  rows: readonly KeywordResultRow[];
  totalMatching: number;
  totalRows: number;
  /** The rows read by position (decision 068): where `rows` start in the table, and where it says which places are in view. */
  rowsWindow: RowsWindow;
  /** Places before the server's rows (the seed's stand-in when the provider returned none): counted in the table's length. */
  standIns: number;
  /** The rows and counts shown are the previous view's (the new one loads): nothing can be chosen meanwhile. */
  isShowingPreviousView?: boolean;
  locationCode: number | null;
  languageCode: string | null;
  /** The research's form filled with its request: Refresh of stale values. */
  refreshHref?: string | null;
}

export function ResultsTableSection({ researchId, view, rows, totalMatching, totalRows, rowsWindow, standIns, isShowingPreviousView = false, locationCode, languageCode, refreshHref = null }: ResultsTableSectionProps) {
  const shownRanks = useMemo(() => rows.filter((row) => !row.isPlaceholder).map((row) => row.rank), [rows]);
  const selection = useRowSelection(shownRanks, `${researchId ?? ''}?${writeKeywordFilterParams(view.view.filter).toString()}`);
  const { isSelected, toggle } = selection;
  const columns = useMemo(
    () => [
      selectColumn<KeywordResultRow, number>({ isSelected, toggle, keyOf: rankOf, isSelectable: isChosenRow }),
      ...resultsColumns(locationCode, locationCode !== null && languageCode !== null ? { locationCode, languageCode } : null, refreshHref, researchId),
    ],
    [locationCode, languageCode, refreshHref, researchId, isSelected, toggle],
  );
  const hasRows = researchId !== null && totalMatching > 0;

  return (
    <KeywordRowsSection
      caption="Keyword results"
      tableId="results"
      provenance={PROVENANCE}
      view={view}
      rows={rows}
      columns={columns}
      getRowKey={rowKey}
      isSeedRow={isSeedRow}
      totalMatching={totalMatching + standIns}
      totalRows={totalRows + standIns}
      rowsWindow={rowsWindow}
      exportPath={hasRows ? researchExportPath(researchId) : null}
      panelId="results-filters"
      toolbar={hasRows ? <SelectionBar researchId={researchId} filter={view.view.filter} totalMatching={totalMatching} selection={selection} disabled={isShowingPreviousView} /> : null}
    />
  );
}
