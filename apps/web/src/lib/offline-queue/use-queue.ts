import { useEffect, useState } from 'react';
import { readStoredUser } from '../session';
import { subscribeQueue } from './queue';
import { allItems, getItem } from './store';
import type { QueueItem } from './types';
import { t } from '../i18n/language';

/** The signed-in user's items, in the order made, kept fresh (this tab, other tabs, the worker). */
export function useQueueItems(): QueueItem[] {
  const [items, setItems] = useState<QueueItem[]>([]);
  useEffect(() => {
    let live = true;
    const load = () => {
      const userId = readStoredUser()?.id;
      void allItems()
        .then((all) => {
          if (live) setItems(all.filter((item) => item.userId === userId));
        })
        .catch(() => undefined);
    };
    load();
    const unsubscribe = subscribeQueue(load);
    return () => {
      live = false;
      unsubscribe();
    };
  }, []);
  return items;
}

/** "1 waiting to send", "2 waiting to send". */
export const waitingLabel = (count: number) => t('{count} waiting to send', { count });

/**
 * The waiting item named by an address's `?waiting=` (to fix it), with its photos, once read:
 * undefined while reading, null when there is none (sent or discarded meanwhile).
 */
export function useQueueItem(id: string | null): QueueItem | null | undefined {
  const [read, setRead] = useState<{ id: string; item: QueueItem | null }>();
  useEffect(() => {
    if (!id) return;
    let live = true;
    void getItem(id)
      .then((found) => live && setRead({ id, item: found ?? null }))
      .catch(() => live && setRead({ id, item: null }));
    return () => {
      live = false;
    };
  }, [id]);
  if (!id) return null;
  return read?.id === id ? read.item : undefined;
}
