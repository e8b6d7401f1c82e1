// Saved keyword lists (issue 16 item 1): what other features use.
export { AddToListDialog, type AddToListDialogProps } from './add-to-list-dialog';
export { AddKeywordsDialog, type AddKeywordsDialogProps } from './add-keywords-dialog';
