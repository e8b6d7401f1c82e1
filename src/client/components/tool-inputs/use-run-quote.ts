// The cost preview of a tool form (decision 025): asks the server's quote route
// what the run would take, per tool (units, dollars for admins, cached and free, the limit message),
// once the request has stopped changing for a moment. `body` null (an invalid request) or `enabled`
// false (signed out) asks nothing. Every run invalidates RUN_QUOTE_QUERY_KEY (useRefreshUsage).
import { useQuery } from '@tanstack/react-query';
import type { ToolQuote } from '@shared/contract/quote';
import { useDebouncedValue } from '../spelling/use-debounced-value';

export const RUN_QUOTE_QUERY_KEY = ['run-quote'] as const;
const QUOTE_DELAY_MS = 300;

export function useRunQuote<B>(tool: string, body: B | null, enabled: boolean, fetcher: (body: B) => Promise<{ tools: ToolQuote[] }>): ToolQuote[] | undefined {
  const settled = useDebouncedValue(body, QUOTE_DELAY_MS);
  const query = useQuery({
    queryKey: [...RUN_QUOTE_QUERY_KEY, tool, settled],
    queryFn: async () => (settled === null ? [] : (await fetcher(settled)).tools),
    enabled: enabled && settled !== null,
    retry: false,
  });
  return query.data;
}
