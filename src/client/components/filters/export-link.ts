// The address of a research's streamed export (GET /api/researches/{id}/export) for the filtered
// and sorted view on screen: a plain link the browser downloads, named by the server's
// Content-Disposition.
import type { RowSortKey } from '@shared/contract/researches';
import type { ExportFormat } from '@shared/export/export-file-name';
import type { KeywordFilter } from '@shared/filters/keyword-filter';
import { writeKeywordFilterParams } from '@shared/filters/keyword-filter-url';
import { writeRowsSortParams } from '@shared/filters/rows-sort-url';
import type { SortState } from '@shared/sorting';

export function researchExportHref(researchId: string, format: ExportFormat, filter: KeywordFilter, sort?: SortState<RowSortKey>): string {
  const withFilter = writeKeywordFilterParams(filter, new URLSearchParams({ format }));
  const params = sort ? writeRowsSortParams(sort, withFilter) : withFilter;
  return `/api/researches/${encodeURIComponent(researchId)}/export?${params.toString()}`;
}
