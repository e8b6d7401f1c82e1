// Colour rules for metric and intent badges, so every screen paints them the same way.
// Tones are semantic names; the UI maps each to its palette in one place.
import { EM_DASH, readNumber } from './number';

export type BadgeTone = 'success' | 'warning' | 'destructive' | 'muted' | 'info' | 'accent';
export type DifficultyTone = Extract<BadgeTone, 'success' | 'warning' | 'destructive' | 'muted'>;

export const DIFFICULTY_WARNING_FROM = 30;
export const DIFFICULTY_DESTRUCTIVE_FROM = 40;

/** Below 30 success, 30 to under 40 warning, 40 and above destructive, missing muted. */
export function difficultyTone(value: unknown): DifficultyTone {
  const num = readNumber(value);
  if (num === null) return 'muted';
  if (num < DIFFICULTY_WARNING_FROM) return 'success';
  if (num < DIFFICULTY_DESTRUCTIVE_FROM) return 'warning';
  return 'destructive';
}

export type DifficultyLabel = 'Easy' | 'Medium' | 'Hard' | 'No data';

/** Words for the same bands, so colour is never the only signal (screen readers, tooltips). */
export function difficultyLabel(value: unknown): DifficultyLabel {
  const labels: Record<DifficultyTone, DifficultyLabel> = {
    success: 'Easy',
    warning: 'Medium',
    destructive: 'Hard',
    muted: 'No data',
  };
  return labels[difficultyTone(value)];
}

export const SEARCH_INTENTS = ['informational', 'navigational', 'commercial', 'transactional'] as const;
export type SearchIntent = (typeof SEARCH_INTENTS)[number];

const INTENT_TONES: Record<SearchIntent, BadgeTone> = {
  informational: 'info',
  navigational: 'accent',
  commercial: 'warning',
  transactional: 'success',
};

export function isSearchIntent(value: string): value is SearchIntent {
  return (SEARCH_INTENTS as readonly string[]).includes(value);
}

/** The one source of intent colours. Unknown or missing intents are muted. */
export function intentTone(intent: unknown): BadgeTone {
  if (typeof intent !== 'string') return 'muted';
  const normalized = intent.trim().toLowerCase();
  return isSearchIntent(normalized) ? INTENT_TONES[normalized] : 'muted';
}

/** "commercial" -> "Commercial"; em dash when missing. Unknown intents are shown as given. */
export function intentLabel(intent: unknown): string {
  if (typeof intent !== 'string' || intent.trim() === '') return EM_DASH;
  const text = intent.trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
