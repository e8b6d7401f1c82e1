// What the idea tabs say (decision 061).
import { IDEA_TABS } from '../ideas/idea-tabs';

export const IDEA_TAB_INVALID = `Choose one of the idea tabs: ${IDEA_TABS.join(', ')}.`;
export const IDEA_TAB_RUN_FAILED = 'The tab could not be found just now; nothing was charged. Try again.';
export const IDEA_TABS_NEED_KEYWORD_RESEARCH = 'Idea tabs belong to a keyword research: open one from its results.';

/** "12 questions found." / "Nothing found for this tab." */
export function ideaTabDoneText(found: number, label: string, cached: boolean): string {
  const what = found === 0 ? `No ${label.toLowerCase()} found` : `${found.toLocaleString('en-US')} ${found === 1 ? 'keyword' : 'keywords'} found`;
  return cached ? `${what} (from the cache: nothing was charged).` : `${what}.`;
}
