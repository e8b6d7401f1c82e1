// User-facing texts of saved keyword lists and imports (issue 16 items 1-2, decision 029).
export const LIST_NOT_FOUND = 'No keyword list with this id, or it is not yours.';
export const LIST_ITEM_NOT_FOUND = 'No such keyword in this list.';
export const IMPORT_JOB_NOT_FOUND = 'No such import job for this list.';
export const IMPORT_JOB_RUNNING = 'An import is already running for this list. Wait for it to finish or cancel it.';

export function listLimitMessage(max: number): string {
  return `Your plan allows ${max} saved keyword list${max === 1 ? '' : 's'}. Delete a list or upgrade your plan to create another.`;
}

export function listFullMessage(max: number): string {
  return `A list can hold at most ${max.toLocaleString('en-US')} keywords.`;
}

export const LIST_TOASTS = {
  created: 'List created',
  renamed: 'List renamed',
  deleted: 'List deleted',
  added: 'Keywords added to the list',
  removed: 'Keywords removed',
  noteSaved: 'Note saved',
  importStarted: 'Import started',
  importCancelled: 'Import cancelled',
} as const;

/** The toast after keywords were added from a research. */
export function addedToListMessage(added: number, listName: string): string {
  return `Added ${added.toLocaleString('en-US')} keyword${added === 1 ? '' : 's'} to ${listName}`;
}
