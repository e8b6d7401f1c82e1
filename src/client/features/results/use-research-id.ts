// Which research the results screen shows: the `?id=` of its address (a search, the history, a
// shared link). Without one, the screen opens the account's latest keyword research, asked of the
// server (open-latest-research.tsx), so "Keyword Results" in the menu works in any browser.
import { useSearchParams } from 'react-router';

export function researchIdFrom(params: URLSearchParams): string | null {
  const fromQuery = params.get('id')?.trim();
  return fromQuery ? fromQuery : null;
}

export function useResearchId(): string | null {
  const [params] = useSearchParams();
  return researchIdFrom(params);
}
