// The opportunity score, 0-100 (the formula is explained in docs/opportunity-score.md
// and, shorter, in OPPORTUNITY_EXPLANATION, the column header's hover text). One rule for the row
// writer (the stored `opportunity` column the server sorts and filters by), migration 0016's
// backfill (the same arithmetic in SQL) and the tests.

/** Volume at which the volume part is full (log scale below it). */
export const OPPORTUNITY_VOLUME_CAP = 100_000;
/** CPC (in the row's currency) at which the value part is full (log scale below it). */
export const OPPORTUNITY_CPC_CAP = 50;
/** Unknown difficulty counts as this (0-100). */
export const OPPORTUNITY_UNKNOWN_DIFFICULTY = 50;
/** Weights of the second factor: ease (100 - difficulty), value (CPC), intent. They sum to 1. */
export const OPPORTUNITY_WEIGHTS = { ease: 0.6, value: 0.2, intent: 0.2 } as const;
/** How much of the difficulty a fully weak SERP takes away (half). */
export const SERP_WEAKNESS_EASE = 0.5;

/** How much each intent is worth to a site that wants to earn from the visit; unknown counts as informational. */
export const INTENT_WEIGHT: Readonly<Record<string, number>> = {
  transactional: 1,
  commercial: 0.9,
  informational: 0.6,
  navigational: 0.3,
};
const UNKNOWN_INTENT_WEIGHT = 0.6;

export interface OpportunityInput {
  searchVolume: number | null;
  difficulty: number | null;
  cpc: number | null;
  intent: string | null;
}

const clamp01 = (x: number) => (x < 0 ? 0 : x > 1 ? 1 : x);
const finite = (x: number | null): x is number => x !== null && Number.isFinite(x);

/** log(1 + x) / log(1 + cap), 0..1. */
function logShare(x: number | null, cap: number): number {
  if (!finite(x) || x <= 0) return 0;
  return clamp01(Math.log(1 + x) / Math.log(1 + cap));
}

/**
 * score = 100 x volume part x (0.6 ease + 0.2 value + 0.2 intent), rounded half up, where
 * volume part = log(1+volume)/log(1+100,000) (full from 100,000 searches), ease = 1 - difficulty/100
 * x (1 - 0.5 x SERP weakness), value = log(1+CPC)/log(1+50), intent by INTENT_WEIGHT.
 * `serpWeakness` (0..1, serpWeakness()) is the share of weak pages in the keyword's known top 10;
 * 0 when the SERP is not known. Non-decreasing in volume, non-increasing in difficulty, in 0..100.
 */
export function opportunityScore(row: OpportunityInput, serpWeakness = 0): number {
  const volume = logShare(row.searchVolume, OPPORTUNITY_VOLUME_CAP);
  const difficulty = clamp01((finite(row.difficulty) ? row.difficulty : OPPORTUNITY_UNKNOWN_DIFFICULTY) / 100);
  const weakness = clamp01(Number.isFinite(serpWeakness) ? serpWeakness : 0);
  const ease = 1 - difficulty * (1 - SERP_WEAKNESS_EASE * weakness);
  const value = logShare(row.cpc, OPPORTUNITY_CPC_CAP);
  const intent = row.intent === null ? UNKNOWN_INTENT_WEIGHT : (INTENT_WEIGHT[row.intent] ?? UNKNOWN_INTENT_WEIGHT);
  const score = 100 * volume * (OPPORTUNITY_WEIGHTS.ease * ease + OPPORTUNITY_WEIGHTS.value * value + OPPORTUNITY_WEIGHTS.intent * intent);
  return Math.min(100, Math.max(0, Math.floor(score + 0.5)));
}

/** One organic result of a known SERP. */
export interface SerpPage {
  domain: string;
  url: string;
  title?: string;
  description?: string;
}

/** Forums, Q&A and user-generated content: pages a focused article can outrank. */
export const WEAK_DOMAINS = [
  'reddit.com', 'quora.com', 'stackexchange.com', 'stackoverflow.com', 'medium.com', 'pinterest.com', 'tumblr.com',
  'blogspot.com', 'wordpress.com', 'wix.com', 'weebly.com', 'tripadvisor.com', 'answers.com', 'facebook.com',
  'linkedin.com', 'tiktok.com', 'x.com', 'twitter.com', 'gutefrage.net', 'yahoo.com', 'boards.ie', 'forocoches.com',
  'substack.com', 'fandom.com', 'github.io',
] as const;
const WEAK_PATH = /\/(forum|forums|community|thread|threads|discussion|discussions|questions|answers|t|r|topic|board|boards)\//i;
/** A snippet shorter than this reads as a thin page. */
export const THIN_DESCRIPTION_LENGTH = 40;

function isWeakDomain(domain: string): boolean {
  const host = domain.toLowerCase().replace(/^www\./, '');
  if (/^(forum|forums|community|answers|discuss|board)\./.test(host)) return true;
  return WEAK_DOMAINS.some((weak) => host === weak || host.endsWith(`.${weak}`));
}

/** Whether a result is a forum or user-generated page, or a thin one (a short or missing snippet). */
export function isWeakPage(page: SerpPage): boolean {
  if (isWeakDomain(page.domain)) return true;
  let path = '';
  try {
    path = new URL(page.url).pathname;
  } catch {
    path = page.url;
  }
  if (WEAK_PATH.test(`${path}/`)) return true;
  return page.description !== undefined && page.description.trim().length < THIN_DESCRIPTION_LENGTH;
}

/** The share (0..1) of weak pages in the top 10; 0 for an empty SERP. */
export function serpWeakness(top10: readonly SerpPage[]): number {
  const pages = top10.slice(0, 10);
  if (pages.length === 0) return 0;
  return pages.filter(isWeakPage).length / pages.length;
}

export const OPPORTUNITY_EXPLANATION =
  'Opportunity (0–100): high volume, low difficulty, high CPC and buying intent score higher. ' +
  'Volume counts on a log scale (full from 100,000 searches) and multiplies the rest: ' +
  '60% ease (100 − difficulty), 20% CPC value, 20% intent. ' +
  'When the keyword’s SERP is known, forums, user-generated and thin pages in the top 10 lower the difficulty by up to half.';
