import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { connectivity } from '@/lib/api';
import { onSessionEnded } from '@/lib/auth';
import type { OfflineCache } from '@/lib/offline-cache';
import { startOfflineCache } from '@/lib/offline-cache';
import { queriesFollow } from '@/lib/online-queries';
import { queryClient } from '@/lib/query-client';

// Part of the app shell's chunk: the sign-in page never loads it.
queriesFollow(connectivity);

let running: { userId: number; cache: OfflineCache } | null = null;

function cacheFor(userId: number): OfflineCache {
  if (running?.userId !== userId) {
    void running?.cache.clear();
    running = { userId, cache: startOfflineCache({ queryClient, userId }) };
  }
  return running.cache;
}

onSessionEnded(() => {
  const ended = running;
  running = null;
  void ended?.cache.clear();
});

/**
 * The signed-in screens open once the data kept on this phone is back in the query cache (or
 * after a second at most, then they open without it and it lands when read).
 */
export function OfflineCacheGate({ userId, children }: { userId: number; children: ReactNode }) {
  const [cache] = useState(() => cacheFor(userId));
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void cache.restored.then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [cache]);
  return ready ? children : <Spinner />;
}
