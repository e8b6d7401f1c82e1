// The Hunspell dictionaries of the spelling hint, one per language that has one we can use, each
// read by the engine that handles it (speller.ts), loaded on first use and kept (at most
// MAX_LOADED at once, least recently used dropped first). Load time and heap of each are in
// docs/decisions/015 (measured on the shared 2-core machine).
//
// Languages without a hint, and why:
// - ko: dictionary-ko loads, but its correct() accepts any string of Hangul syllables and takes
//   ~2 s a word, so it can neither tell a misspelling nor answer in time.
// - ja, zh: no Hunspell dictionary on npm (and no spaces between words to check one by one).
// - it: dictionary-it 2.0.0 is GPL-3.0, a licence this app does not ship in its dependencies
//   (decision 031); hunspell-speller.ts reads it like Portuguese once a usable licence is found.

import type { LanguageCode } from '../../../shared/constants/languages.js';
import { buildHunspellSpeller } from './hunspell-speller.js';
import { buildNspellSpeller } from './nspell-speller.js';
import type { HunspellFiles, Speller } from './speller.js';

interface DictionarySource {
  load: () => Promise<{ default: HunspellFiles }>;
  /**
   * nspell expands every affix rule into its word table at load time, which for some affix files
   * never finishes (Portuguese: minutes, then out of memory) or costs too much (French: ~20 s and
   * over 500 MB); those go to Hunspell itself (WebAssembly), which applies the rules at lookup
   * time (French: ~0.4 s and tens of MB, decision 044).
   */
  engine: 'nspell' | 'hunspell';
}

const SOURCES: Partial<Record<LanguageCode, DictionarySource>> = {
  en: { load: () => import('dictionary-en'), engine: 'nspell' },
  de: { load: () => import('dictionary-de'), engine: 'nspell' },
  es: { load: () => import('dictionary-es'), engine: 'nspell' },
  fr: { load: () => import('dictionary-fr'), engine: 'hunspell' },
  ru: { load: () => import('dictionary-ru'), engine: 'nspell' },
  pt: { load: () => import('dictionary-pt'), engine: 'hunspell' },
};

export function hasDictionary(language: LanguageCode): boolean {
  return SOURCES[language] !== undefined;
}

// Four at once (English, which every other language consults for loanwords, and three more) bound
// the memory the spelling worker spends on hints; the worker itself ends when idle.
const MAX_LOADED = 4;

const loaded = new Map<LanguageCode, Promise<Speller>>();

async function build(language: LanguageCode, source: DictionarySource): Promise<Speller> {
  const { default: files } = await source.load();
  return source.engine === 'hunspell' ? buildHunspellSpeller(language, files) : buildNspellSpeller(files);
}

function drop(language: LanguageCode, speller: Promise<Speller>): void {
  loaded.delete(language);
  // A load that failed has nothing to free (and its error is the first caller's to report).
  speller.then((s) => s.dispose?.()).catch(() => undefined);
}

/** The language's checker, or null when the language has none. Loads once; a failure may retry later. */
export function loadDictionary(language: LanguageCode): Promise<Speller> | null {
  const source = SOURCES[language];
  if (!source) return null;
  const cached = loaded.get(language);
  if (cached) {
    loaded.delete(language); // re-insert: Map order is our recency order
    loaded.set(language, cached);
    return cached;
  }
  const pending: Promise<Speller> = build(language, source).catch((error: unknown) => {
    if (loaded.get(language) === pending) loaded.delete(language);
    throw error;
  });
  loaded.set(language, pending);
  while (loaded.size > MAX_LOADED) {
    const oldest = loaded.entries().next().value;
    if (oldest === undefined) break;
    drop(...oldest);
  }
  return pending;
}
