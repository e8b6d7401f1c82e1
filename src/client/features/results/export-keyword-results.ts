// The results exports: links to the server's streamed export of
// the filtered and sorted view on screen, so any number of rows downloads without the browser
// holding them; the server names the file (keyword-research-<seed>-<cc>-<lang>-<date>.csv).
import type { ExportFormatOption } from '../../components/export';

export const RESULTS_EXPORT_FORMATS: readonly ExportFormatOption[] = [
  { format: 'csv', label: 'Export CSV' },
  { format: 'txt', label: 'Export TXT' },
  { format: 'json', label: 'Export JSON' },
];
