// The demo provider's search patterns per language, and the few questions asked of them: which
// set fits a seed (goods or services), what intent a phrase shows, whether it is a question.

import type { SearchIntent } from '../../types.js';
import { DE } from './de.js';
import { EN } from './en.js';
import { ES } from './es.js';
import { FR } from './fr.js';
import { IT } from './it.js';
import { JA } from './ja.js';
import { KO } from './ko.js';
import { PT } from './pt.js';
import { RU } from './ru.js';
import type { DemoLanguagePhrases, ModifierSet } from './types.js';
import { ZH } from './zh.js';

export type { DemoLanguagePhrases, ModifierSet } from './types.js';

const BY_LANGUAGE: Record<string, DemoLanguagePhrases> = { en: EN, de: DE, es: ES, fr: FR, it: IT, pt: PT, ru: RU, ja: JA, ko: KO, zh: ZH };

// Japanese and Chinese write words without spaces: a marker counts anywhere in the phrase.
const UNSPACED = new Set(['ja', 'zh']);

/**
 * The language's patterns; a regional code reads as its language ("zh-TW" as "zh"), and a
 * language the demo does not know gets English ones.
 */
export function phrasesFor(languageCode: string): DemoLanguagePhrases {
  return BY_LANGUAGE[languageCode] ?? BY_LANGUAGE[baseLanguage(languageCode)] ?? EN;
}

function baseLanguage(languageCode: string): string {
  return languageCode.split('-')[0] ?? languageCode;
}

/** True when `phrase` holds `marker` as whole words (anywhere, for unspaced languages). */
export function containsWords(phrase: string, marker: string, languageCode: string): boolean {
  if (UNSPACED.has(baseLanguage(languageCode))) return phrase.includes(marker);
  return ` ${phrase} `.includes(` ${marker} `);
}

/** The seed's modifiers: the common ones plus those for goods or for services. */
export function modifiersFor(seed: string, languageCode: string, year: number): ModifierSet {
  const phrases = phrasesFor(languageCode);
  const isService = phrases.serviceWords.some((w) => containsWords(seed, w, languageCode));
  const own = isService ? phrases.services : phrases.goods;
  const withYear = (list: readonly string[]): string[] => list.map((m) => m.replaceAll('{year}', String(year)));
  return {
    before: [...phrases.common.before, ...own.before],
    after: [...phrases.common.after, ...own.after],
    qualifiers: withYear([...phrases.common.qualifiers, ...own.qualifiers]),
    patterns: withYear([...phrases.common.patterns, ...own.patterns]),
  };
}

/** The intent a phrase's own words show, or null when they show none. */
export function intentFromWords(keyword: string, languageCode: string): SearchIntent | null {
  const phrases = phrasesFor(languageCode);
  const has = (list: readonly string[]): boolean => list.some((m) => containsWords(keyword, m, languageCode));
  if (has(phrases.intent.navigational)) return 'navigational';
  if (has(phrases.intent.transactional)) return 'transactional';
  // A question asks to learn, whatever it is about ("how to choose running shoes").
  if (isQuestion(keyword, languageCode)) return 'informational';
  if (has(phrases.intent.commercial)) return 'commercial';
  if (has(phrases.intent.informational)) return 'informational';
  return null;
}

/** True when the phrase opens (or, unspaced, contains) one of the language's question words. */
export function isQuestion(keyword: string, languageCode: string): boolean {
  const words = phrasesFor(languageCode).questionWords;
  if (UNSPACED.has(languageCode)) return words.some((w) => keyword.includes(w));
  return words.some((w) => keyword === w || keyword.startsWith(`${w} `));
}
