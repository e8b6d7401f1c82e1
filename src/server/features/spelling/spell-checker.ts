// Offline spelling hint for keyword queries: Hunspell English (nspell + dictionary-en) plus SEO
// vocabulary, loaded once on first use (~0.3 s), checking each word of the query on its own.

import type NSpell from 'nspell';
import { SEO_VOCABULARY } from './seo-vocabulary.js';
import { pickSuggestion } from './suggestion-ranking.js';

const MIN_TEXT_LENGTH = 3;
// nspell's suggest() grows costly with length; nobody misspells a 30-letter word we could fix.
const MAX_WORD_LENGTH = 30;

const VOCABULARY: ReadonlySet<string> = new Set(SEO_VOCABULARY);

let loading: Promise<NSpell> | null = null;

async function load(): Promise<NSpell> {
  const [{ default: nspell }, { default: en }] = await Promise.all([import('nspell'), import('dictionary-en')]);
  // dictionary-en@4 exposes Uint8Arrays; nspell's types want Buffers (a view, not a copy).
  const toBuffer = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const spell = nspell({ aff: toBuffer(en.aff), dic: toBuffer(en.dic) });
  for (const word of SEO_VOCABULARY) spell.add(word);
  return spell;
}

/** Loads the dictionary once; call at server start to keep the first hint fast. */
export function loadSpellChecker(): Promise<NSpell> {
  loading ??= load().catch((error: unknown) => {
    loading = null; // let a later call try again
    throw error;
  });
  return loading;
}

function isKnown(spell: NSpell, word: string): boolean {
  return spell.correct(word) || spell.correct(word.toLowerCase());
}

/** Keeps the user's casing style: all lowercase stays lowercase, a capital first letter stays. */
function matchCase(typed: string, suggestion: string): string {
  if (typed === typed.toLowerCase()) return suggestion.toLowerCase();
  if (typed === typed.toUpperCase()) return suggestion.toUpperCase();
  const first = typed.charAt(0);
  if (first === first.toUpperCase()) return suggestion.charAt(0).toUpperCase() + suggestion.slice(1);
  return suggestion;
}

function correctWord(spell: NSpell, word: string): string {
  // Numbers, words with digits ("b2b", "iphone15") and anything not purely letters stay as typed.
  if (!/^\p{L}+(?:'\p{L}+)?$/u.test(word) || word.length > MAX_WORD_LENGTH) return word;
  if (isKnown(spell, word)) return word;
  const lower = word.toLowerCase();
  const best = pickSuggestion(lower, spell.suggest(lower), VOCABULARY);
  return best ? matchCase(word, best) : word;
}

function correctToken(spell: NSpell, token: string): string {
  // "e-commerce" style tokens: check each part, keep the hyphens.
  return token
    .split('-')
    .map((part) => correctWord(spell, part))
    .join('-');
}

/** The corrected query, or null when it is too short or every word is already fine. */
export async function suggestSpelling(text: string): Promise<string | null> {
  const query = text.trim().replace(/\s+/g, ' ');
  if (query.length < MIN_TEXT_LENGTH) return null;
  const spell = await loadSpellChecker();
  const corrected = query
    .split(' ')
    .map((token) => correctToken(spell, token))
    .join(' ');
  return corrected === query ? null : corrected;
}

/** The word-suggestion shape the client expects (spec §7 "Other"): at most one item. */
export async function suggestWords(text: string): Promise<Array<{ word: string }>> {
  const suggestion = await suggestSpelling(text);
  return suggestion === null ? [] : [{ word: suggestion }];
}
