// Choosing rows of a keyword table: the checkbox column, shift-click ranges,
// "every row matching the filters" and the controls above the table, for the results, related
// and list tables.
export { selectColumn, type SelectColumnOptions } from './select-column';
export { chosenCount, SelectionControls, type SelectionControlsProps } from './selection-controls';
export { useRowSelection, type RowSelection, type RowSelectionState } from './use-row-selection';
