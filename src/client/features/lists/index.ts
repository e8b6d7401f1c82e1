// Saved keyword lists: what other features use.
export { AddToListDialog, type AddToListDialogProps } from './add-to-list-dialog';
export { AddKeywordsDialog, type AddKeywordsDialogProps } from './add-keywords-dialog';
export { useLists } from './api/lists';
export { useListMarket } from './use-list-market';
