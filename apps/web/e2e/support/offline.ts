import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueMobile } from './env';
import type { ApiSession } from './leads';
import { todayInKolkata } from './leads';

export const SAVED_ON_PHONE = 'Saved on this phone — it will be sent when you are online.';
export const STORAGE_FULL =
  'This phone’s storage is full: nothing was saved on it. Free some space and save again.';
export const NEARLY_FULL =
  'This phone’s storage is nearly full: there is room for about one more lead with photos. Go online to send the waiting items before saving more.';

/** The network gone, the filled form saved: kept on the phone, as Save says. */
export async function saveOffline(page: Page) {
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(SAVED_ON_PHONE)).toBeVisible();
}

/** A new lead of `company` (a mobile number of its own) with `photo`, saved with no network. */
export async function leadSavedOffline(page: Page, company: string, photo: string) {
  const lead = { mobile: uniqueMobile(), company };
  await fillLeadCreate(page, lead, photo);
  await saveOffline(page);
  return lead;
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

/** Lead Create filled (online: the mobile check runs on leaving the field), a photo and a location. */
export async function fillLeadCreate(
  page: Page,
  lead: { mobile: string; company: string },
  photo: string,
) {
  // From Leads, as a user goes: the Leads screen is then loaded for the return after Save.
  await page.goto('/leads');
  await page.getByRole('link', { name: 'Create New Lead' }).click();
  await expect(page.getByRole('heading', { name: 'Lead Create Form' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByLabel('Mobile Number').fill(lead.mobile);
  await page.getByLabel('Company Name').fill(lead.company);
  await page.getByLabel('Business Type').selectOption('Vehicle Service');
  await page.getByLabel('Sub Status').selectOption('Interested');
  await page.getByLabel('Next Date').fill(todayInKolkata());
  await page.getByLabel('Remarks').fill('Met at the market; network down.');
  await page.getByLabel('Hoarding', { exact: true }).setInputFiles(photo);
  await page.getByRole('button', { name: 'Take Location' }).click();
  await expect(page.getByRole('button', { name: 'Location Taken' })).toBeVisible();
}

/**
 * The top bar's count of items waiting on this phone (by its text: an alert over the page hides
 * it from the accessibility tree, not from the eye).
 */
export const waitingCount = (page: Page) => page.getByText(/^\d+ waiting to send$/);

/** The signed-in user's leads with this mobile number, as the server has them. */
export async function leadsWithMobile(
  request: APIRequestContext,
  session: ApiSession,
  mobile: string,
): Promise<{ id: number; Location: string; Hoarding: string | null }[]> {
  const answer = await request.post('/api/leads-list', {
    headers: { authorization: `Bearer ${session.token}` },
    data: { Search: mobile, Page: 1, PageSize: 10 },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const rows = ((await answer.json()) as { data: { id: number; MobileNo: string }[] }).data;
  const details = [];
  for (const row of rows.filter((candidate) => candidate.MobileNo === mobile)) {
    const one = await request.get(`/api/lead-details?id=${row.id}`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    details.push(
      ((await one.json()) as { data: { id: number; Location: string; Hoarding: string | null }[] })
        .data[0]!,
    );
  }
  return details;
}
