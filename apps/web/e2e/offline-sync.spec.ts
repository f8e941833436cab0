import { expect, test } from './support/test';
import { registerEmployee } from './support/api';
import { uniqueMobile } from './support/env';
import { uniqueSurname } from './support/leads';
import {
  NEARLY_FULL,
  SAVED_ON_PHONE,
  STORAGE_FULL,
  fillLeadCreate,
  leadSavedOffline,
  leadsWithMobile,
  waitingCount,
} from './support/offline';
import { employeeOnThePhone, installShell, photoFile, phoneInTheField } from './support/phone';
import { axeViolations } from './support/axe';
import { signIn } from './support/pages';

/**
 * Issue 32 on Chrome's own machinery: the service worker's Background Sync sending with the app
 * closed, and a phone whose storage is full or nearly full (a quota set with the DevTools
 * protocol), at 360 px.
 */
test.use(phoneInTheField);

test('Background Sync sends a lead saved offline with every page of the app closed, exactly once', async ({
  page,
  context,
  request,
}, testInfo) => {
  const { session } = await employeeOnThePhone(page, request, 'Closed');
  await installShell(page);
  const lead = await leadSavedOffline(
    page,
    'Closed App Traders',
    photoFile(testInfo.outputPath('hoarding.png')),
  );

  // Every page of the app closed (a blank tab keeps the browser open), then the network returns.
  const blank = await context.newPage();
  await page.close();
  await context.setOffline(false);
  expect(await leadsWithMobile(request, session, lead.mobile)).toEqual([]);
  // The browser's sync event, as Chrome on Android fires it: to the service worker alone.
  const cdp = await context.newCDPSession(blank);
  const registration = new Promise<{ registrationId: string; scopeURL: string }>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((one) => !one.isDeleted);
      if (live) resolve(live);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const { registrationId, scopeURL } = await registration;
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: new URL(scopeURL).origin,
    registrationId,
    tag: 'yaar-send-queue',
    lastChance: false,
  });
  await expect
    .poll(async () => (await leadsWithMobile(request, session, lead.mobile)).length, {
      timeout: 20_000,
    })
    .toBe(1);
  // The app opened again: nothing waits, and no second lead was made.
  await blank.goto('/leads');
  await expect(blank.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
  await expect(waitingCount(blank)).toHaveCount(0);
  expect(await leadsWithMobile(request, session, lead.mobile)).toHaveLength(1);
});

test.describe('without a service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('a full phone says so plainly and keeps the form; a nearly full one warns when it saves', async ({
    page,
    context,
  }, testInfo) => {
    const cdp = await context.newCDPSession(page);
    const origin = new URL(String(testInfo.project.use.baseURL)).origin;
    // Before the app first opens its storage (Chromium reads the quota then): room for the
    // signed-in app's kept data (~150 KB), not for a lead with a camera photo (~270 KB).
    await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: 300_000 });
    const staff = await registerEmployee(page.request, 'Full', uniqueSurname());
    await signIn(page, staff.email, staff.password);
    const lead = { mobile: uniqueMobile(), company: 'Full Phone Traders' };
    await fillLeadCreate(
      page,
      lead,
      photoFile(testInfo.outputPath('hoarding.png'), { camera: true }),
    );
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(STORAGE_FULL)).toBeVisible();
    // Nothing lost: the form still holds what was typed, with its photo and location.
    await expect(page.getByLabel('Mobile Number')).toHaveValue(lead.mobile);
    await expect(page.getByLabel('Company Name')).toHaveValue(lead.company);
    await expect(page.getByRole('button', { name: 'Location Taken' })).toBeVisible();
    await expect(waitingCount(page)).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({
      path: testInfo.outputPath('storage-full-360.png'),
      animations: 'disabled',
    });

    // Some room made (less than another lead with photos would need): kept, with a warning.
    await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: 900_000 });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(SAVED_ON_PHONE)).toBeVisible();
    await expect(page.getByText(NEARLY_FULL)).toBeVisible();
    await expect(waitingCount(page)).toHaveText('1 waiting to send');
    await page.screenshot({
      path: testInfo.outputPath('storage-nearly-full-360.png'),
      animations: 'disabled',
    });
  });
});
