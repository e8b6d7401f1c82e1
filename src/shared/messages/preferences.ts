// What the preferences routes say when a saved layout cannot be stored.
export const UNKNOWN_TABLE = 'No keyword table has that name.';
export const unknownColumn = (id: string) => `No keyword table has a column "${id}".`;
export const REPEATED_COLUMN = 'A column is named twice in the order.';
export const HIDDEN_NOT_IN_ORDER = 'A hidden column must be in the order too.';
export const LOCKED_COLUMN_HIDDEN = 'The keyword and selection columns cannot be hidden.';
export const PREFERENCE_RATE_LIMITED = 'Too many preference changes at once. Wait a moment and try again.';
