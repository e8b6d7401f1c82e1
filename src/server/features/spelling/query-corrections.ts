// The dictionary side of the spelling hint (run in the spelling worker, spelling-thread.ts): the
// research language's Hunspell dictionary (dictionaries.ts) checks each word on its own. A word is
// corrected only when it is not a known word, not protected (brands, trade words, names by their
// shape), and one typo from exactly one likely word (suggestion-ranking.ts); and only when every
// other unknown word of the query is just as sure (else: another language, or names). The market's
// own keyword data has the last word, in spell-checker.ts.

import type { LanguageCode } from '../../../shared/constants/languages.js';
import { keywordAsSent } from '../../../shared/keyword-text.js';
import { loadDictionary } from './dictionaries.js';
import { areNeighbourKeys } from './keyboard-layouts.js';
import { isProtectedToken } from './protected-token.js';
import { SEO_VOCABULARY } from './seo-vocabulary.js';
import type { Speller } from './speller.js';
import { pickConfident, type KnownCandidate } from './suggestion-ranking.js';
import { wordCandidates, type TypoKind } from './word-candidates.js';

const MIN_TEXT_LENGTH = 3;
// Candidates grow with length; nobody misspells a 30-letter word we could fix.
const MAX_WORD_LENGTH = 30;
// Letters tried when inserting or replacing one: the dictionary's TRY list, commonest first.
const MAX_ALPHABET = 40;

const VOCABULARY: ReadonlySet<string> = new Set(SEO_VOCABULARY);

interface Checker {
  spell: Speller;
  language: LanguageCode;
  /** English, for the loanwords of other languages' searches; null when checking English. */
  english: Speller | null;
  alphabet: readonly string[];
}

const checkers = new WeakMap<Speller, Checker>();

function checkerFor(spell: Speller, language: LanguageCode, english: Speller | null): Checker {
  const existing = checkers.get(spell);
  if (existing && existing.english === english) return existing;
  const alphabet = spell.alphabet.filter((c) => /^\p{Ll}$/u.test(c)).slice(0, MAX_ALPHABET);
  const checker = { spell, language, english, alphabet };
  checkers.set(spell, checker);
  return checker;
}

const capitalised = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

function isKnownWord(spell: Speller, word: string): boolean {
  const lower = word.toLowerCase();
  // Searchers type in lowercase: "london", and German nouns ("nähe", "fahrrad") are fine.
  return spell.correct(word) || spell.correct(lower) || spell.correct(capitalised(lower));
}

// Shortest part of a compound we accept ("lauf" + "schuhe"); shorter parts match by accident.
const MIN_COMPOUND_PART = 3;
// German joins compound parts with these linking letters ("Arbeit-s-platz", "Sonne-n-brille").
const LINKING = ['', 's', 'n', 'en', 'es', 'e'];

/**
 * German writes compounds as one word ("laufschuhe") that Hunspell knows only through its compound
 * rules, which nspell does not apply: a word that splits into two known words is known.
 */
function isKnownCompound(spell: Speller, word: string): boolean {
  const lower = word.toLowerCase();
  for (let cut = MIN_COMPOUND_PART; cut <= lower.length - MIN_COMPOUND_PART; cut += 1) {
    const head = lower.slice(0, cut);
    const tail = lower.slice(cut);
    if (!isKnownWord(spell, tail)) continue;
    for (const link of LINKING) {
      if (link !== '' && !head.endsWith(link)) continue;
      const stem = head.slice(0, head.length - link.length);
      if (stem.length >= MIN_COMPOUND_PART && isKnownWord(spell, stem)) return true;
    }
  }
  return false;
}

const COMPOUND_KINDS: ReadonlySet<TypoKind> = new Set<TypoKind>(['accent', 'extra-double', 'swap', 'extra', 'vowel']);

function isKnown(checker: Checker, word: string): boolean {
  return isKnownWord(checker.spell, word) || (checker.language === 'de' && isKnownCompound(checker.spell, word));
}

// Searches everywhere borrow English ("zapatillas running", "laufschuhe test", "chaussures trail"):
// a word the language cannot confidently fix but English knows stays as typed.
function isEnglishLoanword(checker: Checker, word: string): boolean {
  return checker.english !== null && isKnownWord(checker.english, word);
}

/** Keeps the user's casing style: all lowercase stays lowercase, a capital first letter stays. */
function matchCase(typed: string, suggestion: string): string {
  if (typed === typed.toLowerCase()) return suggestion.toLowerCase();
  return capitalised(suggestion);
}

type CandidateForm = 'word' | 'proper-noun' | 'unknown';

/** How the dictionary knows a lowercase candidate: as written, only capitalised, or not at all. */
function candidateForm(spell: Speller, candidate: string): CandidateForm {
  // Both engines accept a capitalised word whenever they accept it in lowercase, so one lookup
  // rules out most candidates (a lookup costs ~0.1 ms in Hunspell's WebAssembly) and a second
  // tells a proper noun from a word.
  if (!spell.correct(capitalised(candidate))) return 'unknown';
  return spell.correct(candidate) ? 'word' : 'proper-noun';
}

/** Marks a word that is neither known nor confidently correctable. */
const UNSURE = Symbol('unsure');

/** The confident correction of one word, null to keep it as typed, or UNSURE. */
function correctWord(checker: Checker, word: string): string | null | typeof UNSURE {
  if (isProtectedToken(word) || isKnown(checker, word)) return null;
  if (word.length > MAX_WORD_LENGTH) return UNSURE;
  const lower = word.toLowerCase();
  const known: KnownCandidate[] = [];
  const found = new Map<string, CandidateForm>(); // several typo kinds often give the same word
  for (const c of wordCandidates(lower, checker.alphabet, checker.spell.replacementTable, (a, b) => areNeighbourKeys(checker.language, a, b))) {
    let form = found.get(c.word);
    if (form === undefined) {
      form = candidateForm(checker.spell, c.word);
      found.set(c.word, form);
    }
    if (form !== 'unknown') known.push({ ...c, properNoun: form === 'proper-noun' && checker.language !== 'de' });
    // Compounds are checked for the likeliest typos only: splitting every candidate costs too much,
    // and a doubled letter splits too easily into two short words ("lehrnen" -> "lehr" + "nenn").
    else if (checker.language === 'de' && COMPOUND_KINDS.has(c.kind) && isKnownCompound(checker.spell, c.word)) known.push({ ...c, properNoun: false });
  }
  const best = pickConfident(lower, known, VOCABULARY);
  if (best !== undefined) return matchCase(word, best);
  return isEnglishLoanword(checker, word) ? null : UNSURE;
}

/** A query cut into words and separators, and the confident corrections of some words, by index. */
export interface QueryCorrections {
  parts: string[];
  corrections: Array<[index: number, corrected: string]>;
}

/**
 * The confident corrections of the query's words, or null when there are none (or one word is
 * unsure). CPU only, seconds for a dictionary's first load: runs in the spelling worker.
 */
export async function correctQuery(text: string, language: LanguageCode): Promise<QueryCorrections | null> {
  const query = keywordAsSent(text);
  if (query.length < MIN_TEXT_LENGTH) return null;
  const loading = loadDictionary(language);
  if (!loading) return null; // no dictionary for this language: no hint
  const [spell, english] = await Promise.all([loading, language === 'en' ? null : loadDictionary('en')]);
  const checker = checkerFor(spell, language, english);
  // Words split on spaces and hyphens ("e-commerce" checks "e" and "commerce"), separators kept.
  const parts = query.split(/([ -])/);
  const corrections: QueryCorrections['corrections'] = [];
  for (const [i, part] of parts.entries()) {
    if (i % 2 === 1 || part === '') continue;
    const corrected = correctWord(checker, part);
    // A word the dictionary neither knows nor can fix means the query is in another language or
    // full of names it does not know ("laufschuhe damen" checked as English): then no word is sure.
    if (corrected === UNSURE) return null;
    if (corrected !== null && corrected !== part) corrections.push([i, corrected]);
  }
  return corrections.length === 0 ? null : { parts, corrections };
}
