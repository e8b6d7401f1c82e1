// The address of a research's streamed export (GET /api/researches/{id}/export) for the filtered
// view on screen: a plain link the browser downloads, named by the server's Content-Disposition.
import type { ExportFormat } from '@shared/export/export-file-name';
import type { KeywordFilter } from '@shared/filters/keyword-filter';
import { writeKeywordFilterParams } from '@shared/filters/keyword-filter-url';

export function researchExportHref(researchId: string, format: ExportFormat, filter: KeywordFilter): string {
  const params = writeKeywordFilterParams(filter, new URLSearchParams({ format }));
  return `/api/researches/${encodeURIComponent(researchId)}/export?${params.toString()}`;
}
