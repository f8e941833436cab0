import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onItemsSent, startQueue } from '@/lib/offline-queue/queue';

/**
 * Starts the queue for the signed-in layout (sent now, when the network returns, when the app comes
 * to the front, by the retry timer) and loads the lists again once items reached the server.
 */
export function useSendWaiting() {
  const queryClient = useQueryClient();
  useEffect(() => startQueue(), []);
  useEffect(() => onItemsSent(() => void queryClient.invalidateQueries()), [queryClient]);
}
