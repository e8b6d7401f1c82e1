import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api';

// cache kept 5 minutes, 3 retries with exponential backoff capped at 30 s.
// A client error (4xx) is an answer, not a transient failure: it is never retried.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      gcTime: 5 * 60 * 1000,
      staleTime: 30 * 1000,
      refetchOnWindowFocus: false,
      retry: (count, error) => !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) && count < 3,
      retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
    },
  },
});
