// Read-only share links of a research or a saved list (decision 030): the Share button and its dialog.
export { ShareButton, ShareResearchButton } from './share-research-button';
export type { ShareTarget } from './use-share-links';
