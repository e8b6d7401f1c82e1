// HTTP route of the spelling hint: GET /api/spelling?s=<text>&max=1&lang=<code> -> [{ word }] (at
// most one; [] when every word is fine or the language has no dictionary; 400 for an unknown code). Only the signed-in tool screens ask, so only signed-in users may;
// a dictionary failure answers [] because the hint is optional (spec: failures are silent).
import { Hono } from 'hono';
import { spellingQuerySchema } from '../../../shared/api/spelling-schema.js';
import type { WordSuggestion } from '../../../shared/api/spelling.js';
import type { AppDeps } from '../../deps.js';
import { requireUser } from '../../http/guards.js';
import type { AppEnv } from '../../http/types.js';
import { readQuery } from '../../http/validate.js';
import { marketWordLookup } from './market-words.js';
import { suggestWords } from './spell-checker.js';

export function spellingRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get('/', requireUser, async (c) => {
    const { s, max, lang } = readQuery(c, spellingQuerySchema);
    let words: WordSuggestion[] = [];
    try {
      words = max === 0 ? [] : (await suggestWords(s, lang, marketWordLookup(deps.database.db, lang))).slice(0, max);
    } catch (error) {
      deps.log(`[spelling] suggestion failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    c.header('Cache-Control', 'private, max-age=3600');
    return c.json(words);
  });

  return app;
}
