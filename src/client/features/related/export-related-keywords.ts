// Exports of the rows currently shown (spec section 7): related-keywords-{keyword}-{yyyy-mm-dd}
// .json / .csv with the shared columns and quoting, then the "Export Complete" toast.
import { toast } from 'sonner';
import type { RelatedKeywordRow } from '@shared/api/related';
import { relatedExportFileName, toRelatedCsv, toRelatedJson, type RelatedExportFormat } from '@shared/export/related-export';
import { RELATED_TOASTS, relatedExportMessage } from '@shared/messages/related';
import { downloadFile, type ExportFormatOption } from '../../components/export';

export const RELATED_EXPORT_FORMATS: readonly ExportFormatOption<RelatedExportFormat>[] = [
  { format: 'json', label: 'Export JSON' },
  { format: 'csv', label: 'Export CSV' },
];

/** The JSON rows carry the spec's related-keyword field names (section 3) plus the depth. */
function toJsonRecord(row: RelatedKeywordRow) {
  return {
    keyword: row.keyword,
    searchVolume: row.searchVolume,
    cpc: row.cpc,
    competition: row.competition,
    competition_level: row.competitionLevel,
    difficulty: row.difficulty,
    intent: row.intent,
    relevance: row.relevance,
    categories: row.categories,
    depth: row.depth,
  };
}

export function exportRelatedKeywords(rows: readonly RelatedKeywordRow[], keyword: string, format: RelatedExportFormat, now = new Date()): void {
  const content = format === 'json' ? toRelatedJson(rows.map(toJsonRecord)) : toRelatedCsv(rows);
  downloadFile(content, relatedExportFileName(keyword, now, format));
  toast.success(RELATED_TOASTS.exportTitle, { description: relatedExportMessage(rows.length, format === 'json' ? 'JSON' : 'CSV') });
}
