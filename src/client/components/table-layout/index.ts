export { CollapsibleOverview, type CollapsibleOverviewProps } from './collapsible-overview';
export { ColumnChooser, type ColumnChooserProps } from './column-chooser';
export { useTableLayout } from './use-table-layout';
export { ProvenanceNote } from './provenance-note';
