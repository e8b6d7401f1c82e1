// Each page names itself in the browser tab (and to screen readers announcing the new page).
import { useEffect } from 'react';

/** What the tab shows for a page's own title. */
export function pageTitle(title: string): string {
  return `${title} | KeywordLens`;
}

/**
 * The title asked for while the build pre-renders a page (no document there, and effects do not
 * run), so the page's HTML carries its own <title> (decision 016).
 */
let prerenderedTitle: string | null = null;

/** The title the last pre-rendered page asked for; reading it forgets it, ready for the next page. */
export function takePrerenderedTitle(): string | null {
  const title = prerenderedTitle;
  prerenderedTitle = null;
  return title;
}

function rememberPrerenderedTitle(title: string) {
  prerenderedTitle = title;
}

export function usePageTitle(title: string) {
  if (typeof document === 'undefined') rememberPrerenderedTitle(pageTitle(title));
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
