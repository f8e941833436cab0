import type { DBSchema, IDBPDatabase } from 'idb';
import { openDB } from 'idb';
import type { QueueItem, QueueSession } from './types';

const DB_NAME = 'yaar-offline-queue';

interface QueueDb extends DBSchema {
  items: { key: string; value: QueueItem; indexes: { seq: number } };
  meta: { key: 'session' | 'seq'; value: QueueSession | number };
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

let opened: Promise<IDBPDatabase<QueueDb>> | null = null;

/** The one database of the page or the service worker (each has its own connection). */
export function queueDb(): Promise<IDBPDatabase<QueueDb>> {
  opened ??= openDB<QueueDb>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('items', { keyPath: 'id' }).createIndex('seq', 'seq');
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

/** Every item, in the order made. */
export async function allItems(): Promise<QueueItem[]> {
  return (await queueDb()).getAllFromIndex('items', 'seq');
}

/** Adds an item with the next `seq` (one transaction: two tabs never share a number). */
export async function addItem(item: Omit<QueueItem, 'seq'>): Promise<QueueItem> {
  const db = await queueDb();
  try {
    const tx = db.transaction(['items', 'meta'], 'readwrite');
    const meta = tx.objectStore('meta');
    const seq = (((await meta.get('seq')) as number | undefined) ?? 0) + 1;
    const stored = { ...item, seq };
    await Promise.all([meta.put(seq, 'seq'), tx.objectStore('items').add(stored), tx.done]);
    return stored;
  } catch (error) {
    if (isQuotaError(error)) throw new StorageFullError();
    throw error;
  }
}

export async function putItem(item: QueueItem): Promise<void> {
  try {
    await (await queueDb()).put('items', item);
  } catch (error) {
    if (isQuotaError(error)) throw new StorageFullError();
    throw error;
  }
}

export async function getItem(id: string): Promise<QueueItem | undefined> {
  return (await queueDb()).get('items', id);
}

export async function deleteItem(id: string): Promise<void> {
  await (await queueDb()).delete('items', id);
}

export async function readSession(): Promise<QueueSession | undefined> {
  return (await (await queueDb()).get('meta', 'session')) as QueueSession | undefined;
}

export async function writeSession(session: QueueSession | null): Promise<void> {
  const db = await queueDb();
  if (session) await db.put('meta', session, 'session');
  else await db.delete('meta', 'session');
}
