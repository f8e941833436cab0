import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

interface Refreshes<Output> {
  /** Every query under each of these keys loads again (the lists show the change). */
  refresh: readonly QueryKey[];
  /** Every query under each of these is emptied first, so it shows its spinner, never old data. */
  reset?: readonly QueryKey[];
  /** 'always': runs with no network too (a capture the offline queue keeps), not paused. */
  networkMode?: 'always';
  /** Refresh only after an outcome this accepts (a capture kept on the phone changed nothing yet). */
  when?: (output: Output) => boolean;
}

/**
 * A change (`send`) after which several lists load again: the lead's list and the follow-ups,
 * the dashboard's counts reset. The mutation settles once they all have.
 */
export function useRefreshingMutation<Input, Output>(
  send: (input: Input) => Promise<Output>,
  { refresh, reset = [], networkMode, when }: Refreshes<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    networkMode,
    onSuccess: async (output) => {
      if (when && !when(output)) return;
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
