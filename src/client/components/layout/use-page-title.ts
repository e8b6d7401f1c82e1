// Each page names itself in the browser tab (and to screen readers announcing the new page).
import { useEffect } from 'react';

export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} | KeywordLens`;
  }, [title]);
}
