// Browser-side exports: the download helper and the export buttons.
export { downloadFile, mimeTypeForFile, EXPORT_MIME_TYPES, type ExportFileType } from './download-file';
export { ExportButtons, type ExportButtonsProps, type ExportFormatOption } from './export-buttons';
