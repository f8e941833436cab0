/**
 * What the page and the service worker agree on (sw-sync.ts loads with the worker, without the
 * app): the Background Sync tag, the channel that says the queue changed, and one flush at a time.
 */
export const SYNC_TAG = 'yaar-send-queue';
export const QUEUE_CHANNEL = 'yaar-offline-queue';
const LOCK = 'yaar-offline-queue';

/** One flush at a time across tabs and the service worker (where Web Locks exist; else the key). */
export function withQueueLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request(LOCK, run) as Promise<T>) : run();
}
