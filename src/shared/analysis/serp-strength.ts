// How strong the pages ranking for a keyword are, in two numbers and a sentence: the median domain
// rank (0-1000) of the top 10's sites and the median number of referring domains of the pages, and
// what they say about the keyword's difficulty. One rule for the SERP page, the seed card and the
// keyword's detail (decision 059).
import { DIFFICULTY_DESTRUCTIVE_FROM, DIFFICULTY_WARNING_FROM, difficultyLabel } from '../format/difficulty';
import { formatCount } from '../format/number';

/** The link and traffic figures of one ranking page; null where the provider gave none. */
export interface PageStrengthFigures {
  domainRank: number | null;
  pageRank: number | null;
  referringDomains: number | null;
  backlinks: number | null;
  estimatedTraffic: number | null;
  keywords: number | null;
}

/** The provider's own average of the top 10 (used when per-page links are missing). */
export interface TopAverageFigures {
  domainRank: number | null;
  pageRank: number | null;
  referringDomains: number | null;
  backlinks: number | null;
}

export type StrengthMissingPart = 'links' | 'traffic';

export interface StrengthSummary {
  /** 'pages': medians of the pages' own figures; 'average': the provider's top-10 average; 'none': no link figures. */
  basis: 'pages' | 'average' | 'none';
  domainRank: number | null;
  referringDomains: number | null;
  /** Pages whose domain rank is known (of `pageCount`). */
  pagesWithLinks: number;
  pageCount: number;
  missing: StrengthMissingPart[];
}

function known(values: ReadonlyArray<number | null>): number[] {
  return values.filter((v): v is number => v !== null && Number.isFinite(v));
}

/** The median of the known values (the mean of the middle two for an even count); null when none is known. */
export function median(values: ReadonlyArray<number | null>): number | null {
  const sorted = known(values).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] as number;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] as number) + upper) / 2;
}

export function summarizeStrength(input: { pages: readonly PageStrengthFigures[]; topAverage: TopAverageFigures | null; missing: readonly StrengthMissingPart[] }): StrengthSummary {
  const { pages, topAverage } = input;
  const missing = [...new Set(input.missing)];
  const domainRank = median(pages.map((p) => p.domainRank));
  const referringDomains = median(pages.map((p) => p.referringDomains));
  const pagesWithLinks = known(pages.map((p) => p.domainRank)).length;
  if (domainRank !== null || referringDomains !== null) {
    return { basis: 'pages', domainRank, referringDomains, pagesWithLinks, pageCount: pages.length, missing };
  }
  if (topAverage && (topAverage.domainRank !== null || topAverage.referringDomains !== null)) {
    return { basis: 'average', domainRank: topAverage.domainRank, referringDomains: topAverage.referringDomains, pagesWithLinks: 0, pageCount: pages.length, missing };
  }
  return { basis: 'none', domainRank: null, referringDomains: null, pagesWithLinks: 0, pageCount: pages.length, missing };
}

/** How strong the sites are, by domain rank: below 200 weak, below 450 moderate, below 700 strong, else very strong. */
export type SiteStrength = 'weak' | 'moderate' | 'strong' | 'very strong';

export function siteStrength(domainRank: number): SiteStrength {
  if (domainRank < 200) return 'weak';
  if (domainRank < 450) return 'moderate';
  if (domainRank < 700) return 'strong';
  return 'very strong';
}

const WHAT_IT_TAKES: Record<SiteStrength, string> = {
  weak: 'a new page with a few good links can compete',
  moderate: 'a page needs links from dozens of sites to compete',
  strong: 'ranking takes an established site and many links',
  'very strong': 'established, heavily linked sites hold this page',
};

/**
 * One sentence that explains a keyword's difficulty by the strength of the pages ranking for it,
 * e.g. "Difficulty 53 (Hard): the top 10 results' sites have a median domain rank of 512 of 1000
 * and the pages a median of 210 referring domains, so ranking takes an established site and many links."
 */
export function explainDifficulty(difficulty: number | null, summary: StrengthSummary): string {
  const lead = difficulty === null || !Number.isFinite(difficulty) ? '' : `Difficulty ${Math.round(difficulty)} (${difficultyLabel(difficulty)}): `;
  if (summary.basis === 'none' || summary.domainRank === null) {
    const links = summary.referringDomains === null ? '' : ` The top pages have a median of ${formatCount(summary.referringDomains)} referring domains.`;
    return capitalise(`${lead}no domain rank is known for the sites ranking here, so their strength cannot be judged.${links}`);
  }
  const measure = summary.basis === 'pages' ? 'a median' : 'an average';
  const who = summary.basis === 'pages' ? 'the top 10 results’ sites' : 'the top 10 results’ sites (the provider’s average)';
  const rank = Math.round(summary.domainRank);
  const links = summary.referringDomains === null ? '' : ` and the pages ${measure} of ${formatCount(summary.referringDomains)} referring domains`;
  const strength = siteStrength(summary.domainRank);
  const sentence = `${lead}${who} have ${measure} domain rank of ${rank} of 1000${links}, so ${WHAT_IT_TAKES[strength]}.`;
  return capitalise(sentence) + mismatch(difficulty, strength);
}

/** Says so when the score and the sites disagree, so the reader does not trust one blindly. */
function mismatch(difficulty: number | null, strength: SiteStrength): string {
  if (difficulty === null || !Number.isFinite(difficulty)) return '';
  if (difficulty >= DIFFICULTY_DESTRUCTIVE_FROM + 20 && strength === 'weak') return ' The score is higher than the links suggest: the leaders may win on relevance or brand rather than links.';
  if (difficulty < DIFFICULTY_WARNING_FROM && (strength === 'strong' || strength === 'very strong')) return ' The score is lower than the sites suggest: strong sites rank here, but with weakly linked pages.';
  return '';
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
