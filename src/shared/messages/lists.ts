// User-facing texts of saved keyword lists and imports (decision 029).
import { formatProviderCost, formatCount } from '../format/number';
import { LIST_REMOVE_MAX } from '../lists/import-limits';

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

/** "N keyword(s)", as the list dialogs and toasts count them. */
export function keywordCountText(count: number): string {
  return `${formatCount(count)} keyword${count === 1 ? '' : 's'}`;
}

export const LIST_REMOVE_TOO_MANY = `At most ${formatCount(LIST_REMOVE_MAX)} chosen keywords go at once: remove them in parts, or use "Select all matching the filters".`;

/** The toast after keywords were removed from a list. */
export function removedFromListMessage(removed: number): string {
  return `Removed ${keywordCountText(removed)} from the list`;
}

/** The toast after keywords were added from a research. */
export function addedToListMessage(added: number, listName: string): string {
  return `Added ${keywordCountText(added)} to ${listName}`;
}

interface ImportPreviewFigures {
  invalid: number;
  unstorable: number;
  newKeywords: number;
  alreadyInList: number;
  cached: number;
  toFetch: number;
  units: number;
  estimatedCost: number | null;
}

/** What an import will add and cost, before it is confirmed (dollars only when the server sent them: admins). */
export function importPreviewMessage(preview: ImportPreviewFigures): string {
  const n = formatCount;
  const cost = `Cost: ${n(preview.units)} keyword research ${preview.units === 1 ? 'unit' : 'units'}${preview.estimatedCost !== null ? ` (${formatProviderCost(preview.estimatedCost)})` : ''}.`;
  const unstorable =
    preview.unstorable > 0 ? ` (${n(preview.unstorable)} with characters that cannot be stored, such as NUL: is the file saved as UTF-8?)` : '';
  const skipped = preview.invalid > 0 ? ` ${n(preview.invalid)} invalid lines skipped${unstorable}.` : '';
  return `${n(preview.newKeywords)} new, ${n(preview.alreadyInList)} already in the list, ${n(preview.cached)} cached (free), ${n(preview.toFetch)} to fetch. ${cost}${skipped}`;
}
