// Exports of the rows currently shown (spec section 7): keyword-research.csv / .txt / .json with
// the shared headers and dashes, then the "Export Complete" toast.
import { toast } from 'sonner';
import type { KeywordResultRow } from '@shared/api/research';
import { RESEARCH_EXPORT_FILE_NAMES, toResearchCsv, toResearchJson, toResearchTxt, type ResearchExportFormat } from '@shared/export/research-export';
import { exportCompleteMessage, RESEARCH_TOASTS } from '@shared/messages/research';
import { downloadFile, type ExportFormatOption } from '../../components/export';

export const RESULTS_EXPORT_FORMATS: readonly ExportFormatOption<ResearchExportFormat>[] = [
  { format: 'csv', label: 'Export CSV' },
  { format: 'txt', label: 'Export TXT' },
  { format: 'json', label: 'Export JSON' },
];

const WRITERS: Record<ResearchExportFormat, (rows: readonly KeywordResultRow[]) => string> = {
  csv: toResearchCsv,
  txt: toResearchTxt,
  json: toResearchJson,
};

export function exportKeywordResults(rows: readonly KeywordResultRow[], format: ResearchExportFormat): void {
  downloadFile(WRITERS[format](rows), RESEARCH_EXPORT_FILE_NAMES[format]);
  toast.success(RESEARCH_TOASTS.exportTitle, { description: exportCompleteMessage(rows.length, format.toUpperCase()) });
}
