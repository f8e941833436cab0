import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { registerEmployee } from './support/api';
import { axeViolations } from './support/axe';
import { englishLeft } from './support/english-left';
import { sellLicenceViaApi } from './support/licences';
import { e2e } from './support/env';
import { apiSignIn, createLeadViaApi, uniqueSurname } from './support/leads';
import { expect, test } from './support/test';

/** Where the screenshots go (read by eye: conjuncts drawn, nothing cut at 360 px). */
const shots = process.env.LANGUAGE_SHOTS_DIR;

/** The shop, and the phone a few metres from it. */
const SHOP = { latitude: 23.0225, longitude: 72.5714 };
const phone = { width: 360, height: 740 };

// One language per walk of the extra screens: the field screens in Hindi here, the administrator's
// in Gujarati (languages-admin.spec.ts); the staff walk of languages.spec.ts runs in both, and the
// catalogue test holds every text in both.
const languages = [
  { language: 'hi', locale: 'hi-IN', dashboard: 'डैशबोर्ड', checkedIn: 'विज़िट दर्ज हुई' },
] as const;

/** Signs in on the Sign In page, whatever its language. */
async function signIn(page: Page, email: string, password: string, dashboard: string) {
  await page.goto('/signin');
  await page.locator('#signin-email').fill(email);
  await page.locator('#signin-password').fill(password);
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByRole('heading', { name: dashboard, level: 1 })).toBeVisible();
}

for (const walk of languages) {
  test.describe(`[LANGUAGES] ${walk.language} field screens`, () => {
    test.use({
      viewport: phone,
      locale: walk.locale,
      geolocation: { latitude: 23.0226, longitude: 72.5715, accuracy: 9 },
      permissions: ['geolocation'],
      timezoneId: 'Asia/Kolkata',
    });

    test(`a phone in ${walk.locale} shows Payment QR, Map, Day of Visits, I'm here, renewals and reminders with no English left, axe clean`, async ({
      page,
      request,
      browser,
    }, testInfo) => {
      test.setTimeout(120_000);
      const staff = await registerEmployee(request, 'Kiran', uniqueSurname());
      const session = await apiSignIn(request, staff.email, staff.password);
      const admin = await apiSignIn(request, e2e.admin.email, e2e.admin.password);
      const lead = await createLeadViaApi(request, session, {
        company: 'पटेल मोटर्स',
        owner: 'Mehul Patel',
        location: `${SHOP.latitude},${SHOP.longitude}`,
      });
      // A licence of the salesperson's due in 5 days: their dashboard lists it; Renewals due too.
      const customer = `Due ${uniqueSurname()} Traders`;
      await sellLicenceViaApi(request, admin.token, {
        sellerId: session.id,
        name: customer,
        days: 5,
      });

      // What people typed or named (staff, lead, customer, the payee) is theirs, in any script.
      const names = [staff.firstName, staff.lastName, lead.company, lead.owner, customer];
      names.push(...admin.name.split(' '));
      names.push('4 Ashram Road', 'Created for a browser test', 'Yaar Software Solutions');

      /** The screen as it is: no English word left, no axe violation, a screenshot to read. */
      const check = async (on: Page, screen: string) => {
        await expect(on.locator('.spinner-border')).toHaveCount(0);
        expect.soft(await englishLeft(on, names), screen).toEqual([]);
        expect.soft(await axeViolations(on), screen).toEqual([]);
        if (shots) {
          fs.mkdirSync(shots, { recursive: true });
          await on.screenshot({
            path: path.join(shots, `${walk.language}-field-${screen}.png`),
            fullPage: true,
            animations: 'disabled',
          });
        }
      };

      await signIn(page, staff.email, staff.password, walk.dashboard);
      // Reminders (the Remind me button) and the salesperson's renewals due, on the dashboard.
      await expect(page.getByText(customer)).toBeVisible();
      await check(page, '1-dashboard-renewals-reminders');

      // I'm here: the check-in at the lead, its distance and the server's flag.
      await page.goto(`/followups/${lead.id}`);
      await page
        .locator('main button.btn-primary', { has: page.locator('.bi-geo-alt-fill') })
        .click();
      await expect(page.getByRole('status').filter({ hasText: walk.checkedIn })).toBeVisible();
      await check(page, '2-check-in');

      await page.goto('/payment-qr');
      await expect(page.locator('img.payment-qr-image')).toHaveCount(2);
      await check(page, '3-payment-qr');

      await page.goto('/map');
      await expect(page.locator('.map-leads li').filter({ hasText: lead.company })).toBeVisible();
      await check(page, '4-map');

      await page.goto('/visits-day');
      await expect(page.locator('.day-visits li')).toHaveCount(1);
      await check(page, '5-day-of-visits');

      // Renewals due is the administrator's, on a phone of their own.
      const officeContext = await browser.newContext({
        viewport: phone,
        locale: walk.locale,
        timezoneId: 'Asia/Kolkata',
        baseURL: testInfo.project.use.baseURL,
      });
      const office = await officeContext.newPage();
      await signIn(office, e2e.admin.email, e2e.admin.password, walk.dashboard);
      // Every licence due is listed, other tests' customers and salespeople too: their names.
      const due = await request.post('/api/renewals-due', {
        headers: { authorization: `Bearer ${admin.token}` },
        data: { Days: '30', Page: 1, PageSize: 100 },
      });
      const dueRows = ((await due.json()) as { data: { Name: string; EmployeeName: string }[] })
        .data;
      names.push(...dueRows.flatMap((row) => [row.Name, ...row.EmployeeName.split(' ')]));
      await office.goto('/renewals-due');
      await expect(office.getByText(customer).first()).toBeVisible();
      await check(office, '6-renewals-due');
      await officeContext.close();
    });
  });
}
