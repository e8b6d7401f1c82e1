// A saved list's keywords on its page (decision 033): what the results
// page shows for a research, over the list's items. The overview (closed until opened): the summary of the items passing the view,
// the Topic clusters card (a click filters the table by cluster), and the results table with its
// filters, sorting and exports, plus the list's Note column, Remove, and a checkbox per keyword
// for removing many at once. The view lives in the URL and the server filters, sorts and pages the
// items.
import { useMemo } from 'react';
import { toast } from 'sonner';
import type { ListHeader, ListItem } from '@shared/contract/lists';
import { writeKeywordFilterParams } from '@shared/filters/keyword-filter-url';
import { selectColumn, useRowSelection } from '../../components/row-selection';
import { CollapsibleOverview } from '../../components/table-layout';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { ClustersSection, KeywordRowsSection, ResultsSummary, useNextPage, useResultsView } from '../results';
import { useRemoveItems } from './api/lists';
import { listExportPath, useListClusters, useListItems } from './api/list-items';
import { LIST_ROW_HEIGHT, listColumns } from './list-columns';
import { ListSelectionBar } from './remove-selected';

const rowKey = (item: ListItem) => item.id;
const PROVENANCE = { kind: 'keywords', of: (item: ListItem) => item } as const;

export function ListKeywords({ list, revision }: { list: ListHeader; revision: number }) {
  const view = useResultsView();
  const items = useListItems(list.id, view.view, revision);
  const clusters = useListClusters(list.id, revision);
  const remove = useRemoveItems(list.id);
  const onNearEnd = useNextPage(items);
  const { mutate: removeItems } = remove;
  const pages = items.data?.pages;
  const rows = useMemo(() => pages?.flatMap((page) => page.rows) ?? [], [pages]);
  const shownIds = useMemo(() => rows.map(rowKey), [rows]);
  const selection = useRowSelection(shownIds, `${list.id}?${writeKeywordFilterParams(view.view.filter).toString()}`);
  const { isSelected, toggle } = selection;
  const columns = useMemo(
    () => [
      selectColumn<ListItem, string>({ isSelected, toggle, keyOf: rowKey }),
      ...listColumns({
        listId: list.id,
        locationCode: list.locationCode,
        languageCode: list.languageCode,
        onRemove: (item) => removeItems({ ids: [item.id] }, { onSuccess: () => toggle(item.id, false, false), onError: (error) => toast.error(error.message) }),
      }),
    ],
    [list.id, list.locationCode, list.languageCode, removeItems, isSelected, toggle],
  );
  const firstPage = pages?.[0] ?? null;

  if (items.isPending) return <Spinner className="py-8" />;
  if (items.error) return <Alert tone="error">{items.error.message}</Alert>;
  const totalMatching = firstPage?.totalMatching ?? 0;
  const totalRows = firstPage?.totalRows ?? 0;
  return (
    <>
      {totalRows > 0 ? (
        <CollapsibleOverview page="list" holds="Summary and topic clusters">
          {firstPage ? (
            <ResultsSummary summary={firstPage.summary} totalMatching={totalMatching} totalRows={totalRows} filtered={!view.unfiltered} locationCode={list.locationCode} />
          ) : null}
          <ClustersSection data={clusters.data} isError={clusters.isError} filter={view.filter} onFilterChange={view.setFilter} />
        </CollapsibleOverview>
      ) : null}
      <KeywordRowsSection
        caption="List keywords"
        tableId="list"
        provenance={PROVENANCE}
        view={view}
        rows={rows}
        columns={columns}
        getRowKey={rowKey}
        totalMatching={totalMatching}
        totalRows={totalRows}
        onNearEnd={onNearEnd}
        exportPath={totalMatching > 0 ? listExportPath(list.id) : null}
        panelId="list-filters"
        rowHeight={LIST_ROW_HEIGHT}
        toolbar={totalMatching > 0 ? <ListSelectionBar listId={list.id} filter={view.view.filter} totalMatching={totalMatching} selection={selection} disabled={items.isPlaceholderData} /> : null}
      />
    </>
  );
}
