import { expect, test } from './support/test';
import { reminderMessages } from '@yaar/shared';
import { registerEmployee } from './support/api';
import { screenshotBothWidths, signIn } from './support/pages';
import { fullChromium } from './support/browser';

// A push must show a notification: the full browser, not the headless shell (support/browser.ts).
test.use(fullChromium);

/**
 * Follow-up reminders (issue 33) in real Chromium: the dashboard's button asks for permission
 * only when tapped, and the built service worker (public/push-handler.js, imported by Workbox's
 * worker) turns a push into a notification carrying its link.
 */
test('[REMINDERS] the dashboard offers reminders; permission is asked only on a tap', async ({
  page,
  request,
}, testInfo) => {
  const employee = await registerEmployee(request, 'Remind', 'Tester');
  const asked: string[] = [];
  await page.exposeFunction('notePermissionAsked', (what: string) => asked.push(what));
  await page.addInitScript(() => {
    const ask = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = () => {
      void (window as unknown as { notePermissionAsked(what: string): void }).notePermissionAsked(
        'asked',
      );
      return ask();
    };
  });
  await signIn(page, employee.email, employee.password);
  const button = page.getByRole('button', { name: reminderMessages.remindMe });
  await expect(button).toBeVisible();
  expect(asked).toEqual([]);
  await screenshotBothWidths(page, 'reminders-dashboard', (file) => testInfo.outputPath(file));
  await button.click();
  // No one answers the prompt in a test browser: the app says how to allow them.
  await expect(
    page.getByRole('status').filter({ hasText: /Notifications|reminders/ }),
  ).toBeVisible();
  expect(asked).toEqual(['asked']);
});

test('[REMINDERS] a push shows a notification with its text and link', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await page.goto('/signin');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((r) => !r.isDeleted);
      if (found) resolve(found.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const payload = {
    title: 'Your follow-ups',
    body: '5 follow-ups today, 2 overdue',
    url: '/leads/Today',
    tag: 'follow-ups-2026-11-27',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(baseURL!).origin,
    registrationId: await registrationId,
    data: JSON.stringify(payload),
  });
  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        data: n.data as unknown,
      }));
    });
  await expect.poll(shown).toEqual([
    {
      title: payload.title,
      body: payload.body,
      tag: payload.tag,
      data: { url: payload.url },
    },
  ]);
});
