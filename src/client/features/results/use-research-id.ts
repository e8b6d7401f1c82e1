// Which research the results screen shows: `?id=` when given (a shared or history link), else
// the currentResearchId stored by the last search (spec section 4, "Results page load").
import { useSearchParams } from 'react-router';
import { readString, STORAGE_KEYS } from '../../lib/storage';

export function researchIdFrom(params: URLSearchParams): string | null {
  const fromQuery = params.get('id')?.trim();
  if (fromQuery) return fromQuery;
  const stored = readString(STORAGE_KEYS.currentResearchId)?.trim();
  return stored ? stored : null;
}

export function useResearchId(): string | null {
  const [params] = useSearchParams();
  return researchIdFrom(params);
}
