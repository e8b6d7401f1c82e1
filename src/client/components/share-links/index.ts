// Read-only share links of a research (decision 030): the Share button and its dialog.
export { ShareResearchButton } from './share-research-button';
