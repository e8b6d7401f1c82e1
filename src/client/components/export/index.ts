// Exports of a research table: links to the server's streamed export of the view on screen.
export { ResearchExportLinks, type ExportFormatOption, type ResearchExportLinksProps } from './research-export-links';
