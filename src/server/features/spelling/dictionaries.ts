// The Hunspell dictionaries of the spelling hint, one per language that has one nspell can use,
// loaded on first use and kept (at most MAX_LOADED at once, least recently used dropped first).
// Measured here (docs/decisions/015, shared 2-core machine): en 0.6 s / +13 MB heap, de 3.4 s /
// +46 MB, es 3.7 s / +51 MB, ru 8 s / +169 MB, fr 14 s / +342 MB. Italian and Portuguese never
// finish loading in nspell (minutes, then out of memory: its affix expansion explodes) and
// Korean's accepts any syllables at ~2 s a word, so those, like Japanese and Chinese (no Hunspell
// dictionary), get no hint.

import type NSpell from 'nspell';
import type { LanguageCode } from '../../../shared/constants/languages.js';

interface HunspellFiles {
  aff: Uint8Array;
  dic: Uint8Array;
}

type Loader = () => Promise<{ default: HunspellFiles }>;

const LOADERS: Partial<Record<LanguageCode, Loader>> = {
  en: () => import('dictionary-en'),
  de: () => import('dictionary-de'),
  es: () => import('dictionary-es'),
  fr: () => import('dictionary-fr'),
  ru: () => import('dictionary-ru'),
};

export function hasDictionary(language: LanguageCode): boolean {
  return LOADERS[language] !== undefined;
}

// French alone holds ~340 MB; four at once (English, which every other language consults for
// loanwords, and three more) bound the memory a server spends on hints.
const MAX_LOADED = 4;
// Lines of the .dic file parsed between two turns of the event loop, so a load of several seconds
// lets other requests through all along (the longest pause left, ~1 s, is the affix file's parse
// and garbage collection of the growing heap).
const LINES_PER_CHUNK = 1000;

const loaded = new Map<LanguageCode, Promise<NSpell>>();

const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

// dictionary-* packages give Uint8Arrays; nspell's types want Buffers (a view, not a copy).
const toBuffer = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

interface NSpellInternals {
  compoundRules: unknown[];
}

async function build(load: Loader): Promise<NSpell> {
  const [{ default: nspell }, { default: files }] = await Promise.all([import('nspell'), load()]);
  const spell = nspell({ aff: toBuffer(files.aff) });
  const lines = toBuffer(files.dic).toString('utf8').split('\n').slice(1); // line 1 is the word count
  // nspell rebuilds its compound rules after every dictionary() call and can do so only once:
  // hide them until the last chunk.
  const internals = spell as unknown as NSpellInternals;
  const compoundRules = internals.compoundRules;
  internals.compoundRules = [];
  for (let start = 0; start < lines.length; start += LINES_PER_CHUNK) {
    const isLast = start + LINES_PER_CHUNK >= lines.length;
    if (isLast) internals.compoundRules = compoundRules;
    // nspell skips a dictionary's first line (the count), so each chunk gets one.
    spell.dictionary(`0\n${lines.slice(start, start + LINES_PER_CHUNK).join('\n')}`);
    if (!isLast) await yieldToEventLoop();
  }
  return spell;
}

/** The language's checker, or null when the language has none. Loads once; a failure may retry later. */
export function loadDictionary(language: LanguageCode): Promise<NSpell> | null {
  const load = LOADERS[language];
  if (!load) return null;
  const cached = loaded.get(language);
  if (cached) {
    loaded.delete(language); // re-insert: Map order is our recency order
    loaded.set(language, cached);
    return cached;
  }
  const pending = build(load).catch((error: unknown) => {
    loaded.delete(language);
    throw error;
  });
  loaded.set(language, pending);
  while (loaded.size > MAX_LOADED) {
    const oldest = loaded.keys().next().value;
    if (oldest === undefined) break;
    loaded.delete(oldest);
  }
  return pending;
}
