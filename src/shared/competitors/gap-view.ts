// The keyword gap's first view: the keywords worth acting on, not every keyword any site ranks for.
// Missing and Untapped (a competitor ranks, you do not), above a search volume floor, below a
// difficulty ceiling, without the brand searches of any compared site, best opportunity first.
// One declaration for the screen's "Opportunities" tab and its description.
import type { GapScope } from '../contract/competitors-request';
import type { GapCategory } from './gap-rules';

export const GAP_OPPORTUNITY_VIEW = {
  categories: ['missing', 'untapped'] as const satisfies readonly GapCategory[],
  /** Fewer monthly searches than this are rarely worth a page of their own. */
  minVolume: 50,
  /** Harder keywords need a site's authority first; they stay one click away (All). */
  maxDifficulty: 60,
  excludeBrand: true,
  sort: { key: 'opportunity', direction: 'desc' },
} as const;

/** The category tabs of the gap table, in the order users of other gap tools know them. */
export const GAP_CATEGORY_LABELS: Record<GapCategory, string> = {
  shared: 'Shared',
  missing: 'Missing',
  weak: 'Weak',
  strong: 'Strong',
  untapped: 'Untapped',
  unique: 'Unique',
};

/** What each tab holds, said on hover and focus (your site against the competitors compared). */
export const GAP_CATEGORY_HINTS: Record<GapCategory, string> = {
  shared: 'You and every competitor rank.',
  missing: 'Every competitor ranks, you do not.',
  weak: 'Everyone ranks and you rank below every competitor.',
  strong: 'Everyone ranks and you rank above every competitor.',
  untapped: 'At least one competitor ranks, you do not.',
  unique: 'Only you rank.',
};

export const GAP_OPPORTUNITIES_HINT = `Missing and Untapped keywords with at least ${GAP_OPPORTUNITY_VIEW.minVolume} searches a month, difficulty up to ${GAP_OPPORTUNITY_VIEW.maxDifficulty}, brand searches left out, best opportunity first.`;

/** The gap form's choice of what the provider reads: every keyword, or only those your site lacks (further down for the same rows). */
export const GAP_SCOPE_LABELS: Record<GapScope, string> = {
  all: 'Every keyword any site ranks for',
  untapped: 'Only keywords you do not rank for',
};
