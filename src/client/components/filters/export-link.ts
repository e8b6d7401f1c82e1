// The address of a table's streamed export (GET /api/researches/{id}/export, GET
// /api/lists/{id}/export) for the filtered and sorted view on screen: a plain link the browser
// downloads, named by the server's Content-Disposition. Both routes take the same parameters.
import type { RowSortKey } from '@shared/contract/researches';
import type { ExportFormat } from '@shared/export/export-file-name';
import type { KeywordFilter } from '@shared/filters/keyword-filter';
import { writeKeywordFilterParams } from '@shared/filters/keyword-filter-url';
import { writeRowsSortParams } from '@shared/filters/rows-sort-url';
import type { SortState } from '@shared/sorting';

export const researchExportPath = (researchId: string) => `/api/researches/${encodeURIComponent(researchId)}/export`;

/** `exportPath` is the route without its query (researchExportPath, or a list's). */
export function rowsExportHref(exportPath: string, format: ExportFormat, filter: KeywordFilter, sort?: SortState<RowSortKey>): string {
  const withFilter = writeKeywordFilterParams(filter, new URLSearchParams({ format }));
  const params = sort ? writeRowsSortParams(sort, withFilter) : withFilter;
  return `${exportPath}?${params.toString()}`;
}

export function researchExportHref(researchId: string, format: ExportFormat, filter: KeywordFilter, sort?: SortState<RowSortKey>): string {
  return rowsExportHref(researchExportPath(researchId), format, filter, sort);
}
