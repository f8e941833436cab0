import { QueryClient } from '@tanstack/react-query';

/**
 * No automatic retries: every failed call already raised its global alert once, and the spec
 * says failed loads are only logged.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
