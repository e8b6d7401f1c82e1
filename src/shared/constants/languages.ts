// Languages offered for research; codes are the ones DataForSEO Labs accepts. LANGUAGES is the
// core list: always offered, always first; the rest come from the provider's own list
// (decision 024), registered here by the server and the browser once known.
import { knownCodes } from './known-codes';

export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Spanish' },
  { code: 'fr', name: 'French' },
  { code: 'de', name: 'German' },
  { code: 'it', name: 'Italian' },
  { code: 'pt', name: 'Portuguese' },
  { code: 'ru', name: 'Russian' },
  { code: 'ja', name: 'Japanese' },
  { code: 'ko', name: 'Korean' },
  { code: 'zh', name: 'Chinese' },
] as const;

/** A language code of the provider's list (any stored one, not only the ten core ones). */
export type LanguageCode = string;

/** One of the ten core languages (the ones with demo phrases, and most with a dictionary). */
export type SpecLanguageCode = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE_CODE: LanguageCode = 'en';

const known = knownCodes<string>(LANGUAGES);

/** Replaces the known languages with the provider's list (the ten core ones always stay). */
export function setKnownLanguages(list: ReadonlyArray<{ code: string; name: string }>): void {
  known.replace(list);
}

export function isLanguageCode(value: string): value is LanguageCode {
  return known.has(value);
}

export function findLanguageName(code: string): string {
  return known.name(code) ?? code;
}
