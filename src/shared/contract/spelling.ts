// GET /api/spelling: the query schema and the answer, at most `max`
// suggestions, each carrying a `word`.
import { z } from 'zod';
import { SPELLING_MAX_SUGGESTIONS } from './spelling-hint';
import { languageCodeSchema } from './tool-request';

export const spellingQuerySchema = z.object({
  s: z.string().max(500, 'The text to check is too long.').default('').meta({ description: 'The text to check.', example: 'runing shoes' }),
  // Lenient, as the hint must never fail: anything but 0 or 1 reads as the most allowed.
  max: z
    .string()
    .optional()
    .transform((value) => (value === '0' ? 0 : SPELLING_MAX_SUGGESTIONS))
    .meta({ description: 'How many suggestions to answer (0 or 1).', example: '1' }),
  lang: languageCodeSchema.default('en').meta({ description: "The research language: the hint uses that language's dictionary.", example: 'en' }),
});

export const wordSuggestionsSchema = z
  .array(z.object({ word: z.string().meta({ example: 'running shoes' }) }))
  .meta({ id: 'WordSuggestions', description: 'At most one suggestion; empty when every word is fine or the language has no dictionary.' });
