// The query of GET /api/spelling, read leniently: missing text is empty, max is 0 or 1. The
// language (`lang`, one of the shared language codes) picks the dictionary; missing means English,
// an unknown code is a 400 like on every tool request.
import { z } from 'zod';
import { SPELLING_MAX_SUGGESTIONS } from './spelling';
import { languageCodeSchema } from './tool-request';

export const spellingQuerySchema = z.object({
  s: z.string().max(500, 'The text to check is too long.').default(''),
  max: z.coerce.number().int().min(0).max(SPELLING_MAX_SUGGESTIONS).catch(SPELLING_MAX_SUGGESTIONS),
  lang: languageCodeSchema.default('en'),
});
