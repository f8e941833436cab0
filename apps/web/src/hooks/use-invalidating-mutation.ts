import { useMutation, useQueryClient } from '@tanstack/react-query';

/** A change (`send`) after which every query under `key` loads again: the list shows it. */
export function useInvalidatingMutation<Input, Output>(
  key: readonly unknown[],
  send: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
