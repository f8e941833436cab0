import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

interface Refreshes {
  /** Every query under each of these keys loads again (the lists show the change). */
  refresh: readonly QueryKey[];
  /** Every query under each of these is emptied first, so it shows its spinner, never old data. */
  reset?: readonly QueryKey[];
}

/**
 * A change (`send`) after which several lists load again: the lead's list and the follow-ups,
 * the dashboard's counts reset. The mutation settles once they all have.
 */
export function useRefreshingMutation<Input, Output>(
  send: (input: Input) => Promise<Output>,
  { refresh, reset = [] }: Refreshes,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await Promise.all([
        ...refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
        ...reset.map((queryKey) => queryClient.resetQueries({ queryKey })),
      ]);
    },
  });
}

/** A change (`send`) after which every query under `key` loads again: the list shows it. */
export const useInvalidatingMutation = <Input, Output>(
  key: QueryKey,
  send: (input: Input) => Promise<Output>,
) => useRefreshingMutation(send, { refresh: [key] });
