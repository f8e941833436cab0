import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { CacheStore, StoredCache } from './offline-cache';
import { OFFLINE_MAX_AGE_MS, busterFor, isPersisted, startOfflineCache } from './offline-cache';

/** A store in memory with the IndexedDB store's shape. */
function memoryStore(initial?: StoredCache) {
  let value = initial;
  const store: CacheStore = {
    read: async () => value,
    write: async (next) => {
      value = structuredClone(next);
    },
    remove: async () => {
      value = undefined;
    },
  };
  return { store, stored: () => value };
}

const counts = { OverdueLeads: 3, TodayLeads: 5 };

/** Writes are grouped a second apart: waits for the copy to hold what it should. */
async function until(check: () => boolean) {
  for (let i = 0; i < 40 && !check(); i += 1) await new Promise((r) => setTimeout(r, 50));
  expect(check()).toBe(true);
}

async function keptBy(userId: number, fill: (client: QueryClient) => void) {
  const memory = memoryStore();
  const client = new QueryClient();
  const cache = startOfflineCache({ queryClient: client, userId, store: memory.store });
  await cache.restored;
  fill(client);
  await until(() => memory.stored() !== undefined);
  return { memory, cache, client };
}

describe('the data kept on the phone', () => {
  it('keeps the screens read offline and the forms’ pickers, and nothing else', () => {
    expect(isPersisted(['dashboard-counts'])).toBe(true);
    expect(isPersisted(['dashboard-counts', 'activity'])).toBe(true);
    expect(isPersisted(['statuses'])).toBe(true);
    expect(isPersisted(['leads', 'details', 7])).toBe(true);
    expect(isPersisted(['follow-ups', 7])).toBe(true);
    expect(isPersisted(['leads', 'list', { FollowUpStatus: 'Today', Page: 1 }])).toBe(true);
    expect(isPersisted(['cities', 'search', 'ahmedabad'])).toBe(true);
    expect(isPersisted(['cities', 'search', ''])).toBe(true);
    expect(isPersisted(['cities', 'id', 12])).toBe(true);
    // A search typed once is not kept, nor the lists of other screens.
    expect(isPersisted(['leads', 'list', { Search: 'shree' }])).toBe(false);
    expect(isPersisted(['cities', 'search', 'sur'])).toBe(false);
    expect(isPersisted(['users', 'employees'])).toBe(false);
    expect(isPersisted(['companion', 'versions', {}])).toBe(false);
    expect(isPersisted(['ref-name', '9876543210'])).toBe(false);
  });

  it('writes the whitelisted answers, and puts them back for the same user after a reload', async () => {
    const { memory } = await keptBy(3, (client) => {
      client.setQueryData(['dashboard-counts'], counts);
      client.setQueryData(['users', 'employees'], [{ id: 1 }]);
    });
    const keys = memory.stored()!.state.queries.map((query) => query.queryKey);
    expect(keys).toEqual([['dashboard-counts']]);
    expect(memory.stored()!.buster).toBe(busterFor(3));

    const reloaded = new QueryClient();
    await startOfflineCache({ queryClient: reloaded, userId: 3, store: memory.store }).restored;
    expect(reloaded.getQueryData(['dashboard-counts'])).toEqual(counts);
    // When it was fetched, for "as of": kept as it was.
    expect(reloaded.getQueryState(['dashboard-counts'])!.dataUpdatedAt).toBe(
      memory.stored()!.state.queries[0]!.state.dataUpdatedAt,
    );
  });

  it('never shows one user’s data to the next: another user’s copy is removed unread', async () => {
    const { memory } = await keptBy(3, (client) => client.setQueryData(['statuses'], { a: 1 }));
    const next = new QueryClient();
    await startOfflineCache({ queryClient: next, userId: 4, store: memory.store }).restored;
    expect(next.getQueryData(['statuses'])).toBeUndefined();
    expect(memory.stored()).toBeUndefined();
  });

  it('drops a copy older than seven days', async () => {
    const { memory } = await keptBy(3, (client) => client.setQueryData(['statuses'], { a: 1 }));
    const later = memory.stored()!.timestamp + OFFLINE_MAX_AGE_MS + 1;
    const next = new QueryClient();
    await startOfflineCache({ queryClient: next, userId: 3, store: memory.store, now: () => later })
      .restored;
    expect(next.getQueryData(['statuses'])).toBeUndefined();
  });

  it('is removed on sign-out, and nothing is written after', async () => {
    const { memory, cache, client } = await keptBy(3, (c) =>
      c.setQueryData(['statuses'], { a: 1 }),
    );
    client.setQueryData(['dashboard-counts'], counts);
    await cache.clear();
    client.clear();
    await new Promise((r) => setTimeout(r, 400));
    expect(memory.stored()).toBeUndefined();
  });

  it('opens the screens without the copy when reading it takes too long', async () => {
    const slow: CacheStore = {
      read: () => new Promise(() => {}),
      write: async () => {},
      remove: async () => {},
    };
    const client = new QueryClient();
    await startOfflineCache({ queryClient: client, userId: 3, store: slow, timeoutMs: 20 })
      .restored;
    expect(client.getQueryData(['statuses'])).toBeUndefined();
  });
});
