// The spelling hint of the tool screens' keyword boxes.
export { useSpellingSuggestion, type SpellingSuggestion } from './use-spelling-suggestion';
export { DidYouMean, type DidYouMeanProps } from './did-you-mean';
export { differsFromTyped, isSpellingCandidate } from './should-show-suggestion';
