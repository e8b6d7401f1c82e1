// The idea tabs of a keyword research: each a different question about the same seed and market,
// answered as keyword rows of the one result store (a research of kind 'ideas').

export const IDEA_TABS = ['matching', 'related', 'questions', 'autocomplete', 'alsoRankFor'] as const;
export type IdeaTab = (typeof IDEA_TABS)[number];

export function isIdeaTab(value: unknown): value is IdeaTab {
  return typeof value === 'string' && (IDEA_TABS as readonly string[]).includes(value);
}

export interface IdeaTabInfo {
  label: string;
  /** What the tab holds, one sentence under its title. */
  description: string;
  /** The button that runs it. */
  action: string;
}

export const IDEA_TAB_INFO: Record<IdeaTab, IdeaTabInfo> = {
  matching: { label: 'Matching terms', description: 'Searches that contain the seed keyword, in any order (phrase match).', action: 'Find matching terms' },
  related: { label: 'Related terms', description: 'Searches Google shows as related to the seed ("Searches related to"), one and two steps away.', action: 'Find related terms' },
  questions: { label: 'Questions', description: 'Searches containing the seed that are phrased as a question.', action: 'Find questions' },
  autocomplete: { label: 'Autocomplete', description: 'What Google suggests while the seed is typed ("people also type").', action: 'Find autocomplete suggestions' },
  alsoRankFor: { label: 'Also rank for', description: 'Keywords the top 10 pages for the seed also rank for.', action: 'Find what the top pages also rank for' },
};

/** The tab the research itself is: ideas, suggestions and related keywords together. */
export const ALL_IDEAS_LABEL = 'All ideas';

/**
 * Words that make a search a question when they start it or stand anywhere in it ("shoes how to
 * clean" is still a question). One rule: the provider's filter, the demo and the check of each
 * returned row use it.
 */
export const QUESTION_WORDS = ['how', 'what', 'why', 'where', 'when', 'who', 'whom', 'whose', 'which', 'can', 'could', 'is', 'are', 'do', 'does', 'did', 'should', 'will', 'would'] as const;

const QUESTION_WORD_SET: ReadonlySet<string> = new Set(QUESTION_WORDS);

/** True when a search is phrased as a question: it holds a question word as a whole word, or ends in "?". */
export function isQuestion(keyword: string): boolean {
  const text = keyword.trim().toLowerCase();
  if (text.endsWith('?')) return true;
  return text.split(/\s+/).some((word) => QUESTION_WORD_SET.has(word));
}

/** The provider-side regular expression of the same rule (word boundaries written as spaces or ends). */
export const QUESTION_PATTERN = `(^| )(${QUESTION_WORDS.join('|')})( |$)`;

/** Rows a tab asks for: the research's own limit, within these bounds. Autocomplete gives at most about 15. */
export const IDEA_TAB_MAX_ROWS = 1000;
/** The top pages whose other keywords "Also rank for" reads (the provider compares at most 20). */
export const ALSO_RANK_FOR_PAGES = 10;
/** Related terms: how many steps of "Searches related to" the tab walks. */
export const IDEA_RELATED_DEPTH = 2;
