import type { DBSchema, IDBPDatabase } from 'idb';
import { openDB } from 'idb';
import type { QueueItem, QueueSession, QueuedFile } from './types';

const DB_NAME = 'yaar-offline-queue';

interface QueueDb extends DBSchema {
  /** The items without their photos: listing 500 waiting leads reads no photo. */
  items: { key: string; value: QueueItem; indexes: { seq: number } };
  /** Each item's photos, by the item's id. */
  files: { key: string; value: QueuedFile[] };
  meta: { key: 'session' | 'seq' | 'headroom'; value: QueueSession | number | ArrayBuffer };
}

/** The storage is full: said to the user plainly, before anything is lost (the form stays). */
export class StorageFullError extends Error {
  constructor() {
    super('This phone’s storage is full: nothing was saved on it. Free some space and save again.');
    this.name = 'StorageFullError';
  }
}

const isQuotaError = (error: unknown) =>
  error instanceof DOMException &&
  (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED');

/**
 * Waits for a write transaction; a full storage becomes `StorageFullError`. Chromium reports it as
 * the transaction's QuotaExceededError at commit, while the requests in it fail with AbortError.
 */
async function committed(tx: { done: Promise<void>; error: DOMException | null }, work: unknown[]) {
  try {
    await Promise.all([...work, tx.done]);
  } catch (error) {
    const txError: unknown = await tx.done.then(
      () => null,
      (failure: unknown) => failure,
    );
    if (isQuotaError(error) || isQuotaError(txError) || isQuotaError(tx.error)) {
      throw new StorageFullError();
    }
    throw error;
  }
}

let opened: Promise<IDBPDatabase<QueueDb>> | null = null;

/** The one database of the page or the service worker (each has its own connection). */
export function queueDb(): Promise<IDBPDatabase<QueueDb>> {
  opened ??= openDB<QueueDb>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('items', { keyPath: 'id' }).createIndex('seq', 'seq');
      db.createObjectStore('files');
      db.createObjectStore('meta');
    },
    // Another tab opened a newer version: let it, and open again next time.
    blocking() {
      void opened?.then((db) => db.close());
      opened = null;
    },
  });
  return opened;
}

/** Every item, in the order made, without its photos (`withFiles` adds them). */
export async function allItems(): Promise<QueueItem[]> {
  return (await queueDb()).getAllFromIndex('items', 'seq');
}

/** An item's photos. */
export async function itemFiles(id: string): Promise<QueuedFile[]> {
  return (await (await queueDb()).get('files', id)) ?? [];
}

/** The item with its photos, as it is sent. */
export async function withFiles(item: QueueItem): Promise<QueueItem> {
  return item.files.length > 0 ? item : { ...item, files: await itemFiles(item.id) };
}

/** Adds an item with the next `seq` (one transaction: two tabs never share a number). */
export async function addItem(item: Omit<QueueItem, 'seq'>): Promise<QueueItem> {
  const db = await queueDb();
  const tx = db.transaction(['items', 'files', 'meta'], 'readwrite');
  const meta = tx.objectStore('meta');
  const seq = (((await meta.get('seq')) as number | undefined) ?? 0) + 1;
  const stored = { ...item, seq, files: [] };
  await committed(tx, [
    meta.put(seq, 'seq'),
    tx.objectStore('items').add(stored),
    tx.objectStore('files').put(item.files, item.id),
  ]);
  return stored;
}

/** Saves an item; its photos too when it carries them (a listed item carries none: kept as they are). */
export async function putItem(item: QueueItem): Promise<void> {
  const db = await queueDb();
  const tx = db.transaction(['items', 'files'], 'readwrite');
  await committed(tx, [
    tx.objectStore('items').put({ ...item, files: [] }),
    item.files.length > 0 ? tx.objectStore('files').put(item.files, item.id) : undefined,
  ]);
}

/**
 * Whether `bytes` more can still be stored: written (as random bytes, which no storage can
 * compress) and deleted again. `navigator.storage.estimate()` alone cannot tell: Chromium reports
 * a padded quota (usage + 10 GiB) whatever the real room.
 */
export async function hasRoomFor(bytes: number): Promise<boolean> {
  const data = new Uint8Array(bytes);
  for (let at = 0; at < bytes; at += 65_536) crypto.getRandomValues(data.subarray(at, at + 65_536));
  const db = await queueDb();
  try {
    const tx = db.transaction('meta', 'readwrite');
    await committed(tx, [tx.objectStore('meta').put(data.buffer, 'headroom')]);
  } catch (error) {
    if (error instanceof StorageFullError) return false;
    throw error;
  }
  await db.delete('meta', 'headroom');
  return true;
}

/** One item with its photos (to fix it). */
export async function getItem(id: string): Promise<QueueItem | undefined> {
  const item = await (await queueDb()).get('items', id);
  return item && withFiles(item);
}

export async function deleteItem(id: string): Promise<void> {
  const tx = (await queueDb()).transaction(['items', 'files'], 'readwrite');
  await Promise.all([
    tx.objectStore('items').delete(id),
    tx.objectStore('files').delete(id),
    tx.done,
  ]);
}

export async function readSession(): Promise<QueueSession | undefined> {
  return (await (await queueDb()).get('meta', 'session')) as QueueSession | undefined;
}

export async function writeSession(session: QueueSession | null): Promise<void> {
  const db = await queueDb();
  if (session) await db.put('meta', session, 'session');
  else await db.delete('meta', 'session');
}
