import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { registerEmployee } from './support/api';
import { e2e, uniqueMobile } from './support/env';
import { apiSignIn, createLeadViaApi } from './support/leads';
import { AS_OF, SAVED_ON_PHONE, expectKept, fillLeadCreate, waitingCount } from './support/offline';
import { installShell, photoFile } from './support/phone';
import { axeViolations } from './support/axe';
import { signIn } from './support/pages';

/** Waits for the screen to settle (no spinner) so axe sees what a person sees. */
async function settle(page: Page) {
  await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

const widths = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1440, height: 900 },
];

for (const viewport of widths) {
  test.describe(`[A11Y] at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    // Each test walks many screens and runs axe on each: up to ~45 s with two files at once on
    // two cores, so three times the usual minute.
    test.slow();

    test('sign-in and sign-up have no axe violations', async ({ page }) => {
      for (const path of ['/signin', '/signup']) {
        await page.goto(path);
        await settle(page);
        expect(await axeViolations(page), path).toEqual([]);
      }
      // With the spec's validation messages on screen too.
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByText('First name is required.')).toBeVisible();
      expect(await axeViolations(page), 'sign-up with errors').toEqual([]);
    });

    test('every staff screen has no axe violations', async ({ page, request }) => {
      const employee = await registerEmployee(request, 'Axe', 'Staff');
      const session = await apiSignIn(request, employee.email, employee.password);
      const lead = await createLeadViaApi(request, session, { company: 'Axe Motors' });
      await signIn(page, employee.email, employee.password);
      const screens = [
        '/',
        '/leads',
        '/leads/Today',
        '/lead-create',
        `/lead-update/${lead.id}`,
        `/followups/${lead.id}`,
        '/followups/999999',
        '/payment-qr',
        '/oyaar-offers',
        '/no-such-page',
      ];
      for (const path of screens) {
        await page.goto(path);
        await settle(page);
        expect(await axeViolations(page), path).toEqual([]);
      }
      // The lead form with every message shown.
      await page.goto('/lead-create');
      await settle(page);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Mobile number is required.')).toBeVisible();
      expect(await axeViolations(page), 'lead form with errors').toEqual([]);
    });

    // Offline reading and the waiting list are the phone's: checked at 360 px only (the desktop
    // renders the same components; each pass costs about 30 s of a two-core CI run).
    if (viewport.name === 'phone') {
      test('the screens read offline, marked "as of", have no axe violations', async ({
        page,
        request,
        context,
      }) => {
        const employee = await registerEmployee(request, 'Axe', 'Offline');
        const session = await apiSignIn(request, employee.email, employee.password);
        const lead = await createLeadViaApi(request, session, { company: 'Axe Offline Motors' });
        await signIn(page, employee.email, employee.password);
        await installShell(page);
        // Each screen's data kept on the phone before the next page load (a write in flight when
        // the page is left can be lost with it).
        const kept: Record<string, unknown[]> = {
          '/': ['dashboard-counts'],
          '/leads/Today': ['leads', 'list'],
          [`/followups/${lead.id}`]: ['follow-ups', lead.id],
          '/lead-create': ['statuses'],
        };
        const screens = Object.keys(kept);
        for (const path of screens) {
          await page.goto(path);
          await settle(page);
          await expectKept(page, kept[path]!);
        }
        await context.setOffline(true);
        for (const path of screens) {
          await page.goto(path);
          await expect(page.getByText('You are offline')).toBeVisible();
          if (path !== '/lead-create')
            await expect(page.locator('main').getByText(AS_OF).first()).toBeVisible();
          await settle(page);
          expect(await axeViolations(page), `${path} offline`).toEqual([]);
        }
      });

      test.describe('with a location', () => {
        test.use({
          geolocation: { latitude: 23.0225, longitude: 72.5714, accuracy: 12 },
          permissions: ['geolocation'],
        });

        test('items waiting on the phone (the count, the list, a refused lead) have no axe violations', async ({
          page,
          context,
          request,
        }, testInfo) => {
          const employee = await registerEmployee(request, 'Axe', 'Waiting');
          await signIn(page, employee.email, employee.password);
          const lead = { mobile: uniqueMobile(), company: 'Axe Waiting Works' };
          await fillLeadCreate(page, lead, photoFile(testInfo.outputPath('hoarding.png')));
          await context.setOffline(true);
          await page.getByRole('button', { name: 'Save' }).click();
          await expect(page.getByText(SAVED_ON_PHONE)).toBeVisible();
          // Refused once back online: the number was taken meanwhile.
          const other = await registerEmployee(request, 'Axe', 'Other');
          const otherSession = await apiSignIn(request, other.email, other.password);
          await createLeadViaApi(request, otherSession, {
            company: 'Axe First',
            mobile: lead.mobile,
          });
          await context.setOffline(false);
          await expect(page.getByRole('article', { name: lead.company })).toContainText(
            'Not accepted',
            { timeout: 30_000 },
          );
          await settle(page);
          // The toast gone (axe reads its colours half-faded).
          await expect(page.getByText(SAVED_ON_PHONE)).toHaveCount(0, { timeout: 15_000 });
          expect(await axeViolations(page), 'leads with a refused waiting lead').toEqual([]);
          await waitingCount(page).click();
          await expect(page.getByRole('dialog', { name: 'Waiting to send' })).toBeVisible();
          expect(await axeViolations(page), 'the waiting list').toEqual([]);
        });
      });
    }

    test('the administrator’s screens have no axe violations', async ({ page }) => {
      await signIn(page, e2e.admin.email, e2e.admin.password);
      for (const path of ['/', '/leads', '/users-list', '/assign-leads', '/general-settings']) {
        await page.goto(path);
        await settle(page);
        expect(await axeViolations(page), path).toEqual([]);
      }
    });
  });
}
