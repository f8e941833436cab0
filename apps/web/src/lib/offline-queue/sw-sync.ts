/**
 * The service worker's Background Sync handler (Chrome on Android sends with the app closed),
 * bundled on its own into /sw-sync.js (build/worker-script.ts) and loaded by the Workbox service
 * worker with `importScripts`. It reads the same IndexedDB queue and sends with the session the
 * page stored beside it; a flush that found no network fails the event, so the browser tries again
 * later. Browsers without Background Sync (iOS Safari) send at the next open or return to the app.
 */
import { QUEUE_CHANNEL, SYNC_TAG, withQueueLock } from './coordination';
import { flushQueue } from './flush';
import { sendItem } from './send';
import { allItems, deleteItem, putItem, readSession, withFiles } from './store';

interface SyncEvent extends Event {
  readonly tag: string;
  waitUntil: (work: Promise<unknown>) => void;
}

async function sendFromWorker() {
  const session = await readSession();
  if (!session) return;
  const result = await withQueueLock(() =>
    flushQueue(
      {
        load: allItems,
        save: putItem,
        remove: deleteItem,
        send: async (item) => sendItem(await withFiles(item), session),
        now: Date.now,
      },
      { userId: session.userId, force: true },
    ),
  );
  new BroadcastChannel(QUEUE_CHANNEL).postMessage('changed');
  if (result.offline) throw new Error('No network yet: the browser tries again later.');
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === SYNC_TAG) sync.waitUntil(sendFromWorker());
});
