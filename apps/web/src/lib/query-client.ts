import { QueryCache, QueryClient } from '@tanstack/react-query';

/**
 * No automatic retries: every failed call already raised its global alert once. A failed load is
 * logged here, once for every query (spec: failed loads are logged), and stays an error: the
 * screen shows what failed with Retry, never an empty list that reads as 'no data'.
 */
export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => console.error('Could not load', query.queryKey, error),
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      // A change is sent even while the app believes it is offline: its failure is told at once.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export const queryClient = createQueryClient();
