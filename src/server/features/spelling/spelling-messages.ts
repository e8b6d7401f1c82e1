// What the server and its spelling worker say to each other (spelling-thread.ts, spelling-worker.ts).
import type { LanguageCode } from '../../../shared/constants/languages.js';
import type { QueryCorrections } from './query-corrections.js';

export interface SpellingRequest {
  id: number;
  text: string;
  language: LanguageCode;
}

export type SpellingReply = { id: number; ok: true; result: QueryCorrections | null } | { id: number; ok: false; message: string };
