// Every route of the app, so links are never hand-typed strings.
import type { ResearchKind } from '@shared/contract/researches';

export const PATHS = {
  home: '/',
  research: '/research',
  keywordResults: '/keyword-results',
  serpAnalysis: '/serp-analysis',
  relatedKeywords: '/related-keywords',
  profile: '/profile',
  pricing: '/pricing',
  signIn: '/auth/sign-in',
  signUp: '/auth/sign-up',
  updatePassword: '/auth/update-password',
  authCallback: '/auth/callback',
  admin: '/admin',
  adminUsers: '/admin/users',
  adminResearch: '/admin/research',
  adminSubscriptions: '/admin/subscriptions',
  about: '/about',
  contact: '/contact',
  terms: '/terms',
  privacy: '/privacy',
  paymentSuccess: '/payment-success',
  paymentCancelled: '/payment-cancelled',
  outbox: '/outbox',
  history: '/history',
  lists: '/lists',
  /** Rank tracking of one's own site (decision 064). */
  projects: '/projects',
  /** The competitor tools: a domain's keywords, competitor discovery and a keyword gap (`?id=` opens a run). */
  competitors: '/competitors',
  /** A keyword's own page in one market (`?keyword=&language=&location=`, optionally `&research=`; decision 067). */
  keyword: '/keyword',
  /** Search Console: uploads of its export, queries and opportunities of a property (decision 066). */
  searchConsole: '/search-console',
  shared: '/shared/:token',
} as const;

/** A keyword's own page: the keyword and market in the query string (the tool screens' names), and the research it was opened from. */
export function keywordDetailPath(keyword: string, market: { languageCode: string; locationCode: number }, researchId?: string | null): string {
  const params = new URLSearchParams({ keyword, language: market.languageCode, location: String(market.locationCode) });
  if (researchId) params.set('research', researchId);
  return `${PATHS.keyword}?${params.toString()}`;
}

/** The results screen of one research: addressed by its id, so a reload, a second tab or a shared link opens exactly it. */
export function keywordResultsPath(researchId: string): string {
  return `${PATHS.keywordResults}?${new URLSearchParams({ id: researchId }).toString()}`;
}

const RESEARCH_PATHS: Record<ResearchKind, string> = {
  keywords: PATHS.keywordResults,
  serp: PATHS.serpAnalysis,
  related: PATHS.relatedKeywords,
  domain: PATHS.competitors,
  competitors: PATHS.competitors,
  gap: PATHS.competitors,
  ideas: PATHS.keywordResults,
};

/** Where a research of any kind opens: each tool's screen reads `?id=`. */
export function researchPath(kind: ResearchKind, researchId: string): string {
  const path = RESEARCH_PATHS[kind];
  return `${path}?${new URLSearchParams({ id: researchId }).toString()}`;
}

/** Each kind's form, where a re-run or refresh starts (rerunHref). */
export const TOOL_FORM_PATHS = {
  keywords: PATHS.research,
  serp: PATHS.serpAnalysis,
  related: PATHS.relatedKeywords,
  domain: PATHS.competitors,
  competitors: PATHS.competitors,
  gap: PATHS.competitors,
  ideas: PATHS.research,
} as const satisfies Record<ResearchKind, string>;
