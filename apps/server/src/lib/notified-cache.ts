import { onDatabaseNotification, type Database, type NotificationChannel } from '../db/client';

export interface NotifiedCacheOptions {
  /** The database channel whose notification empties the cache (a trigger sends it). */
  channel: NotificationChannel;
  /** A backstop: no entry is used longer than this, notification or not. */
  maxAgeMs: number;
  /** Past this many entries the cache starts again empty (a bound on memory, not an LRU). */
  maxEntries: number;
}

interface Entry<V> {
  value: V;
  /** The instant after which the entry is not used (its own expiry, or the backstop). */
  until: number;
}

/**
 * An in-process cache of database reads that empties itself when the database notifies the
 * channel (or a connection is lost or made). `generation` guards the race between a read and a
 * notification: a value read before a notification is never stored after it.
 */
export class NotifiedCache<V> {
  private entries = new Map<string, Entry<V>>();
  generation = 0;

  constructor(
    db: Database,
    private readonly options: NotifiedCacheOptions,
  ) {
    onDatabaseNotification(db, options.channel, () => this.clear());
  }

  get(key: string, now: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > now) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /** Stores `value` read at `generation`, usable until `expiresAt` (and the backstop age). */
  set(key: string, value: V, expiresAt: number, generation: number, now = Date.now()): void {
    if (generation !== this.generation) return;
    if (this.entries.size >= this.options.maxEntries) this.entries.clear();
    this.entries.set(key, { value, until: Math.min(expiresAt, now + this.options.maxAgeMs) });
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

/** One cache per database handle (tests open one per file), made on first use. */
export function cachePerDatabase<V>(options: NotifiedCacheOptions) {
  const caches = new WeakMap<Database, NotifiedCache<V>>();
  return (db: Database): NotifiedCache<V> => {
    let cache = caches.get(db);
    if (!cache) caches.set(db, (cache = new NotifiedCache<V>(db, options)));
    return cache;
  };
}
