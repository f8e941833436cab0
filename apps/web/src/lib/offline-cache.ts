import type { DehydratedState, Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { dehydrate, hydrate } from '@tanstack/react-query';
import { createStore, del, get, set } from 'idb-keyval';
import { DEFAULT_CITY_NAME } from '@yaar/shared';
import { cityKeys } from './cities';
import { queryKeys } from './query-keys';

/**
 * The screens a field user reads with no network: the last answers of a whitelist of queries kept
 * on the phone (IndexedDB), put back into the query cache when a signed-in screen opens. Loaded
 * only after sign-in (the app shell's chunk), never by the sign-in page.
 *
 * The whitelist: the dashboard (counts and activity), the Leads lists without a search (the
 * follow-up views: Overdue, Today, Upcoming, Pending, Completed, Referral), a lead's details,
 * follow-ups and timeline (the pages already scrolled to, per filter), and what the Lead Create and follow-up forms fill their pickers with (statuses, the
 * default city, the first cities and every city looked up by id).
 */
export const OFFLINE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** How long a signed-in screen waits for the phone's copy before it opens without it. */
export const RESTORE_TIMEOUT_MS = 1000;
/** Writes are grouped: one every 200 ms at most, and one more when the page is hidden or left. */
const WRITE_EVERY_MS = 200;
const STORE_KEY = 'queries';

/** Key prefixes kept on the phone; each kept query lives as long as the copy (gcTime). */
export const persistedPrefixes: readonly QueryKey[] = [
  queryKeys.dashboardCounts,
  queryKeys.statuses,
  ['leads', 'list'],
  ['leads', 'details'],
  ['leads', 'timeline'],
  queryKeys.followUps,
  cityKeys.search(''),
  cityKeys.search(DEFAULT_CITY_NAME.toLowerCase()),
  ['cities', 'id'],
];

const startsWith = (key: QueryKey, prefix: QueryKey) =>
  prefix.every((part, index) => part === key[index]);

/** Whether a query's answer is kept on the phone: whitelisted, and a Leads list only unsearched. */
export function isPersisted(key: QueryKey): boolean {
  if (!persistedPrefixes.some((prefix) => startsWith(key, prefix))) return false;
  if (startsWith(key, ['leads', 'list'])) {
    const query = key[2] as { Search?: unknown } | undefined;
    return !query?.Search;
  }
  return true;
}

/** What is stored: whose data it is (the buster), when it was written, and the queries. */
export interface StoredCache {
  buster: string;
  timestamp: number;
  state: DehydratedState;
}

/** The copy belongs to one user: another user's (or an older app's) copy is never shown. */
export const busterFor = (userId: number) => `v1:user:${userId}`;

/** Where the copy lives: IndexedDB through idb-keyval, or any store of the same shape (tests). */
export interface CacheStore {
  read: () => Promise<StoredCache | undefined>;
  write: (value: StoredCache) => Promise<void>;
  remove: () => Promise<void>;
}

/** Nothing kept where the browser has no IndexedDB (a private window of some browsers). */
const noStore: CacheStore = {
  read: async () => undefined,
  write: async () => {},
  remove: async () => {},
};

export function indexedDbStore(): CacheStore {
  if (typeof indexedDB === 'undefined') return noStore;
  const store = createStore('yaar-offline', 'cache');
  return {
    read: () => get<StoredCache>(STORE_KEY, store),
    write: (value) => set(STORE_KEY, value, store),
    remove: () => del(STORE_KEY, store),
  };
}

const successful = (query: Query) =>
  query.state.status === 'success' && isPersisted(query.queryKey);

export interface OfflineCache {
  /** Resolves once the copy is back in the cache, or after `timeoutMs` (it may still land later). */
  restored: Promise<void>;
  /** Stops writing and removes the copy (sign-out). */
  clear: () => Promise<void>;
}

export interface OfflineCacheOptions {
  queryClient: QueryClient;
  userId: number;
  store?: CacheStore;
  now?: () => number;
  timeoutMs?: number;
}

/**
 * Puts the user's copy back (unless it is another user's or older than 7 days, then it is
 * removed), then keeps it up to date with every change of a whitelisted query.
 */
export function startOfflineCache({
  queryClient,
  userId,
  store = indexedDbStore(),
  now = Date.now,
  timeoutMs = RESTORE_TIMEOUT_MS,
}: OfflineCacheOptions): OfflineCache {
  const buster = busterFor(userId);
  for (const prefix of persistedPrefixes)
    queryClient.setQueryDefaults(prefix, { gcTime: OFFLINE_MAX_AGE_MS });
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let unsubscribe = () => {};
  const flush = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    write();
  };
  const flushWhenHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };

  const write = () => {
    timer = undefined;
    if (stopped) return;
    const state = dehydrate(queryClient, { shouldDehydrateQuery: successful });
    store.write({ buster, timestamp: now(), state }).catch((error: unknown) => {
      console.error('Could not keep the data on this phone', error);
    });
  };

  const restore = async () => {
    try {
      const stored = await store.read();
      if (stopped) return;
      if (stored && stored.buster === buster && now() - stored.timestamp <= OFFLINE_MAX_AGE_MS)
        hydrate(queryClient, stored.state);
      else if (stored) await store.remove();
    } catch (error) {
      console.error('Could not read the data kept on this phone', error);
    }
    if (stopped) return;
    unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      const key = (event.query as Query).queryKey;
      if (!isPersisted(key) || timer !== undefined) return;
      timer = setTimeout(write, WRITE_EVERY_MS);
    });
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flushWhenHidden);
  };

  const done = restore();
  const restored = Promise.race([
    done,
    new Promise<void>((resolve) => setTimeout(resolve, timeoutMs)),
  ]);
  return {
    restored,
    async clear() {
      stopped = true;
      unsubscribe();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flushWhenHidden);
      clearTimeout(timer);
      await done;
      await store.remove();
    },
  };
}
