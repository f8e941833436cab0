import { readStoredUser, SESSION_ENDED_EVENT } from '../session';
import { connectivity } from '../api';
import { getConfig } from '../config';
import { QUEUE_CHANNEL, SYNC_TAG, withQueueLock } from './coordination';
import { flushQueue, type FlushResult } from './flush';
import { sendItem } from './send';
import {
  addItem,
  allItems,
  deleteItem,
  hasRoomFor,
  putItem,
  withFiles,
  writeSession,
} from './store';
import type { QueueItem, QueueSession } from './types';

const listeners = new Set<() => void>();
const channel =
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(QUEUE_CHANNEL);
if (channel) channel.onmessage = () => listeners.forEach((listener) => listener());

function changed() {
  listeners.forEach((listener) => listener());
  channel?.postMessage('changed');
}

/** Hears every change of the queue, in this tab, another tab or the service worker. */
export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in session as the queue sends with it: the user, the token, the API's address. */
export function pageSession(): QueueSession | null {
  const user = readStoredUser();
  if (!user) return null;
  return {
    userId: user.id,
    token: user.ApiToken,
    apiUrl: new URL(getConfig().apiUrl, window.location.href).href.replace(/\/$/, ''),
  };
}

const storeDeps = (session: QueueSession, fetchFn: typeof fetch = fetch) => ({
  load: allItems,
  save: putItem,
  remove: deleteItem,
  send: async (item: QueueItem) => sendItem(await withFiles(item), session, fetchFn),
  now: Date.now,
});

/** Sends what is due (all that waits with `force`); tells the page and plans the next retry. */
export async function sendWaiting(force = false): Promise<FlushResult | null> {
  const session = pageSession();
  if (!session) return null;
  let result: FlushResult;
  const sentAt = Date.now();
  try {
    result = await withQueueLock(() =>
      flushQueue(storeDeps(session), { userId: session.userId, force }),
    );
  } catch (error) {
    // No IndexedDB here (a private window of an old browser): nothing can be waiting.
    console.error('Could not read the offline queue', error);
    return null;
  }
  if (result.offline) connectivity.reportNetworkFailure();
  else if (result.sent > 0) connectivity.reportAnswer(sentAt);
  if (result.sent > 0) sentListeners.forEach((listener) => listener());
  changed();
  planRetry(result.nextAttemptAt);
  if (result.nextAttemptAt !== undefined) void requestBackgroundSync();
  return result;
}

const sentListeners = new Set<() => void>();
/** Hears that items reached the server (the lists then load again). */
export function onItemsSent(listener: () => void): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

let retryTimer: ReturnType<typeof setTimeout> | undefined;
function planRetry(at: number | undefined) {
  clearTimeout(retryTimer);
  if (at === undefined) return;
  retryTimer = setTimeout(() => void sendWaiting(), Math.max(0, at - Date.now()));
}

/** Asks the browser to send with the app closed (Chrome's Background Sync); elsewhere nothing. */
export async function requestBackgroundSync(): Promise<void> {
  try {
    if (!('serviceWorker' in navigator) || !('SyncManager' in window)) return;
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync?: { register: (tag: string) => Promise<void> };
    };
    await registration.sync?.register(SYNC_TAG);
  } catch {
    // No Background Sync (iOS Safari, Firefox): sent at the next open or return to the app.
  }
}

let persistenceAsked = false;
/** Room kept for what comes next: about one more lead with its three photos (~300 KB each). */
export const HEADROOM_BYTES = 1_000_000;
export const NEARLY_FULL =
  'This phone’s storage is nearly full: there is room for about one more lead with photos. Go online to send the waiting items before saving more.';

/** A plain warning when the phone's storage is nearly full, or null. */
async function storageWarning(): Promise<string | null> {
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  const { usage = 0, quota = 0 } = estimate ?? {};
  if (quota > 0 && usage / quota > 0.9) return NEARLY_FULL;
  return (await hasRoomFor(HEADROOM_BYTES)) ? null : NEARLY_FULL;
}

/**
 * Keeps an item on the phone (`StorageFullError` when the storage is full: nothing is lost, the
 * form is still on screen). The first one asks the browser to keep the storage (`persist()`).
 * Answers a warning when the storage is nearly full.
 */
export async function enqueue(item: Omit<QueueItem, 'seq'>): Promise<{ warning: string | null }> {
  await addItem(item);
  if (!persistenceAsked && navigator.storage?.persist) {
    persistenceAsked = true;
    void navigator.storage.persist().catch(() => false);
  }
  changed();
  void requestBackgroundSync();
  planRetry(item.nextAttemptAt);
  return { warning: await storageWarning().catch(() => null) };
}

/** Replaces an item (fixed after a refusal: a new key, sent again) and tries to send it now. */
export async function resendItem(item: QueueItem): Promise<void> {
  await putItem(item);
  changed();
  await sendWaiting(true);
}

/** Removes items (a confirmed discard). */
export async function discardItems(ids: string[]): Promise<void> {
  for (const id of ids) await deleteItem(id);
  changed();
}

let started = false;
/**
 * Starts sending by itself (the signed-in layout calls it): now, when the network returns (the
 * `online` event, or the connectivity probe answering), when the app comes to the front, and by the
 * retry timer. The session is kept beside the queue for the service worker; sign-out clears it.
 */
export function startQueue(): () => void {
  if (started) return () => undefined;
  started = true;
  const session = pageSession();
  if (session) void writeSession(session).catch(() => undefined);
  let wasOnline = connectivity.online();
  const onConnectivity = () => {
    const online = connectivity.online();
    if (online && !wasOnline) void sendWaiting(true);
    wasOnline = online;
  };
  const onOnline = () => void sendWaiting(true);
  const onVisible = () => {
    if (document.visibilityState === 'visible') void sendWaiting(true);
  };
  const onSessionEnded = () => void writeSession(null).catch(() => undefined);
  const unsubscribe = connectivity.subscribe(onConnectivity);
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener(SESSION_ENDED_EVENT, onSessionEnded);
  void sendWaiting(true);
  return () => {
    started = false;
    unsubscribe();
    clearTimeout(retryTimer);
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener(SESSION_ENDED_EVENT, onSessionEnded);
  };
}
