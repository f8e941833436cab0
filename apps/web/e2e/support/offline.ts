import { expect, type Page } from '@playwright/test';

/** Waits until the service worker controls the page, every built file cached (the shell opens offline). */
export async function installShell(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

/** The query keys of the copy kept on the phone (IndexedDB `yaar-offline`), [] when none. */
export function keptQueryKeys(page: Page): Promise<unknown[]> {
  return page.evaluate(
    () =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open('yaar-offline');
        open.onerror = () => reject(new Error(String(open.error)));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('cache')) {
            db.close();
            resolve([]);
            return;
          }
          const read = db.transaction('cache').objectStore('cache').get('queries');
          read.onsuccess = () => {
            const kept = read.result as { state: { queries: { queryKey: unknown }[] } } | undefined;
            db.close();
            resolve(kept ? kept.state.queries.map((query) => query.queryKey) : []);
          };
          read.onerror = () => reject(new Error(String(read.error)));
        };
      }),
  );
}

/** Waits until the kept copy holds a query whose key starts with `prefix`. */
export async function expectKept(page: Page, prefix: unknown[]) {
  const json = JSON.stringify(prefix).slice(0, -1);
  await expect
    .poll(async () =>
      (await keptQueryKeys(page)).some((key) => JSON.stringify(key).startsWith(json)),
    )
    .toBe(true);
}

/** "as of 10:42" (or "as of 26-11 18:05" on another day). */
export const AS_OF = /^as of (\d{2}-\d{2} )?\d{2}:\d{2}$/;
