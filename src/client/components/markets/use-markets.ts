// GET /api/markets: the provider's location and language lists (decision 024). Until the answer
// arrives the bundled snapshot stands in, so the comboboxes are never empty; whichever list is on
// hand is registered, so the browser's checks accept what the server accepts.
import { useQuery } from '@tanstack/react-query';
import { BUNDLED_MARKETS } from '@shared/markets/bundled-markets';
import { registerKnownMarkets, type MarketLists } from '@shared/markets/market-lists';
import { api, unwrap } from '../../lib/api-client';

registerKnownMarkets(BUNDLED_MARKETS);

async function getMarkets(): Promise<MarketLists> {
  const lists = await unwrap(api.markets.$get());
  registerKnownMarkets(lists);
  return lists;
}

export function useMarkets(): MarketLists {
  const { data } = useQuery({ queryKey: ['markets'], queryFn: getMarkets, staleTime: 60 * 60 * 1000, placeholderData: BUNDLED_MARKETS });
  return data ?? BUNDLED_MARKETS;
}
