// GET /api/spelling?s=<text>&max=1&lang=<code> -> the suggested text, or null. Failures are silent: a broken hint must never bother the user, so any error reads as "no suggestion".
import { SPELLING_MAX_SUGGESTIONS } from '@shared/contract/spelling-hint';
import { api, unwrap } from '../../lib/api-client';

export async function fetchSpellingSuggestion(text: string, languageCode: string, signal?: AbortSignal): Promise<string | null> {
  try {
    const words = await unwrap(
      api.spelling.$get({ query: { s: text, max: String(SPELLING_MAX_SUGGESTIONS), lang: languageCode } }, { init: { signal } }),
    );
    const word = words[0]?.word;
    return typeof word === 'string' && word.trim() !== '' ? word : null;
  } catch {
    return null;
  }
}
