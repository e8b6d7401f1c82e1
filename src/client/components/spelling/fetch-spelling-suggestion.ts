// GET /api/spelling?s=<text>&max=1&lang=<code> -> the suggested text, or null. Failures are silent (spec
// section 8): a broken hint must never bother the user, so any error reads as "no suggestion".
import { spellingPath, type WordSuggestion } from '@shared/api/spelling';
import { apiFetch } from '../../lib/api';

export async function fetchSpellingSuggestion(text: string, languageCode: string, signal?: AbortSignal): Promise<string | null> {
  try {
    const words = await apiFetch<WordSuggestion[]>(spellingPath(text, languageCode), { signal });
    const word = Array.isArray(words) ? words[0]?.word : undefined;
    return typeof word === 'string' && word.trim() !== '' ? word : null;
  } catch {
    return null;
  }
}
