// The export links of a keyword table ("Export CSV", "Export JSON"...): each a plain link to the
// server's streamed export of the filtered and sorted view on screen (rowsExportHref), so any
// number of rows downloads without the browser holding them; the server names the file. A
// research's table and a saved list's alike: they differ only in the route.
import { Download } from 'lucide-react';
import type { RowSortKey } from '@shared/contract/researches';
import type { ExportFormat } from '@shared/export/export-file-name';
import type { KeywordFilter } from '@shared/filters/keyword-filter';
import type { SortState } from '@shared/sorting';
import { rowsExportHref } from '../filters/export-link';

export interface ExportFormatOption {
  format: ExportFormat;
  label: string;
}

export interface RowsExportLinksProps {
  /** The export route without its query (researchExportPath(id), or a list's). */
  exportPath: string;
  formats: readonly ExportFormatOption[];
  filter: KeywordFilter;
  sort: SortState<RowSortKey>;
}

export function RowsExportLinks({ exportPath, formats, filter, sort }: RowsExportLinksProps) {
  return (
    <div role="group" aria-label="Export" className="flex flex-wrap items-center gap-2">
      {formats.map((option) => (
        <a
          key={option.format}
          href={rowsExportHref(exportPath, option.format, filter, sort)}
          download
          className="inline-flex h-9 items-center gap-2 rounded-md border border-border bg-white px-3 text-sm font-medium hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          {option.label}
        </a>
      ))}
    </div>
  );
}
