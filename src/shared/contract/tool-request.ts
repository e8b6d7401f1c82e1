// Request fields every tool call shares (SERP, related keywords): the keyword with the screen's own
// "empty" message, and a known language and location. The server validates with these, the
// browser checks against them, so the two never disagree.
import { z } from 'zod';
import { isLanguageCode } from '../constants/languages';
import { isLocationCode } from '../constants/locations';
import { UNKNOWN_LANGUAGE, UNKNOWN_LOCATION } from '../messages/research';
import { keywordSchema, labsSeedSchema } from '../validation';

/**
 * Blank (or missing) gives `emptyMessage`; otherwise the shared 2..200 rule on the trimmed text,
 * and for tools backed by DataForSEO Labs (`labs`) the provider's seed limits too.
 */
export function toolKeywordSchema(emptyMessage: string, options: { labs?: boolean } = {}) {
  return z
    .string({ error: emptyMessage })
    .trim()
    .min(1, emptyMessage)
    .pipe(options.labs ? labsSeedSchema : keywordSchema);
}

export const languageCodeSchema = z
  .string({ error: UNKNOWN_LANGUAGE })
  .refine(isLanguageCode, UNKNOWN_LANGUAGE)
  .transform((code) => code);

export const locationCodeSchema = z
  .number({ error: UNKNOWN_LOCATION })
  .refine(isLocationCode, UNKNOWN_LOCATION)
  .transform((code) => code);

/** A number that must equal `expected` (the fixed page sizes); omitted means `expected`. */
export function fixedNumberSchema(expected: number, message: string) {
  return z
    .number({ error: message })
    .refine((value) => value === expected, message)
    // The refinement is invisible to the API document: the one accepted value, said as its enum.
    .meta({ enum: [expected] })
    .default(expected);
}
