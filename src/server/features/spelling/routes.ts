// HTTP route of the spelling hint: GET /api/spelling?s=<text>&max=1&lang=<code> -> [{ word }] (at
// most one; [] when every word is fine or the language has no dictionary; 400 for an unknown code).
// Only the signed-in tool screens ask, so only signed-in users may; a dictionary failure answers []
// because the hint is optional (failures are silent).
import { createRoute } from '@hono/zod-openapi';
import { spellingQuerySchema, wordSuggestionsSchema } from '../../../shared/contract/spelling.js';
import type { WordSuggestion } from '../../../shared/contract/spelling-hint.js';
import type { AppDeps } from '../../deps.js';
import { currentUser, requireUser } from '../../http/guards.js';
import { commonRefusals, createApiRouter, jsonAnswer } from '../../http/openapi.js';
import { marketWordLookup } from './market-words.js';
import { suggestWords } from './spell-checker.js';

const suggestRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['Spelling'],
  summary: 'Suggest a spelling for a keyword',
  middleware: [requireUser] as const,
  request: { query: spellingQuerySchema },
  responses: {
    200: jsonAnswer(wordSuggestionsSchema, 'The suggestion, if any.'),
    400: commonRefusals[400],
    401: commonRefusals[401],
  },
});

export function spellingRoutes(deps: AppDeps) {
  return createApiRouter().openapi(suggestRoute, async (c) => {
    const { s, max, lang } = c.req.valid('query');
    let words: WordSuggestion[] = [];
    const marketWords = marketWordLookup(deps.database.db, lang, { userId: currentUser(c).id, lists: () => deps.markets.lists() });
    try {
      words = max === 0 ? [] : (await suggestWords(s, lang, marketWords)).slice(0, max);
    } catch (error) {
      deps.log(`[spelling] suggestion failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    c.header('Cache-Control', 'private, max-age=3600');
    return c.json(words, 200);
  });
}
