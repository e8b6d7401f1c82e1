// Exports of a keyword table: links to the server's streamed export of the view on screen.
export { RowsExportLinks, type ExportFormatOption, type RowsExportLinksProps } from './rows-export-links';
