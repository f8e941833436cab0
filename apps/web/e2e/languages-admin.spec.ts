import fs from 'node:fs';
import path from 'node:path';
import { GST_STATE_CODES } from '@yaar/shared';
import { axeViolations } from './support/axe';
import { englishLeft } from './support/english-left';
import { e2e } from './support/env';
import { expect, test } from './support/test';

/** Where the screenshots go (read by eye: conjuncts drawn, nothing cut at 360 px). */
const shots = process.env.LANGUAGE_SHOTS_DIR;

/** The administrator's screens, each opened from the menu (issue 45). */
const screens = [
  '/assign-leads',
  '/import-leads',
  '/users-list',
  '/license',
  '/license-transactions',
  '/whatsapp-messages',
  '/referral-commission',
  '/license-report',
  '/commission-report',
  '/oyaar-offers',
  '/oyaar-announcements',
  '/oyaar-media',
  '/oyaar-versions',
  '/oyaar-reminders-analysis',
  '/general-settings',
];

/**
 * Names, not texts of the app: the administrator's, and the acronyms and product names an Indian
 * accountant or phone reads in Latin letters (docs/glossary.md: GST, GSTIN, UPI…).
 */
const names = [
  'Admin User',
  'GSTR',
  'GSTIN',
  'JSON',
  'UPI',
  'NEFT',
  'IFSC',
  'https',
  'xlsx',
  'xls',
];
names.push('Android', 'IOS', 'CGST', 'SGST', 'IGST');
// The places of supply (India's states, as on the invoice) and the tutorials the migration seeded
// (records the administrator edits: data, not the app's words).
names.push(...Object.keys(GST_STATE_CODES));
names.push('Getting started with', 'Home', 'Adding your customers', 'Customers');
names.push('Sending payment reminders', 'Reminders', 'Receiving payments by', 'Payments');
names.push('Posting an offer', 'Offers', 'Your business settings', 'Settings');

for (const { language, locale } of [
  { language: 'gu', locale: 'gu-IN' },
  { language: 'hi', locale: 'hi-IN' },
]) {
  test.describe(`[LANGUAGES] admin ${language}`, () => {
    test.use({ viewport: { width: 360, height: 740 }, locale });

    test(`the administrator's screens in ${locale} leave no English, axe clean`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const check = async (screen: string) => {
        await expect(page.locator('.spinner-border')).toHaveCount(0);
        expect.soft(await englishLeft(page, names), screen).toEqual([]);
        expect.soft(await axeViolations(page), screen).toEqual([]);
        if (shots && language === 'gu') {
          fs.mkdirSync(shots, { recursive: true });
          await page.screenshot({
            path: path.join(shots, `admin-${language}-${screen.replace(/\W+/g, '')}.png`),
            fullPage: true,
            animations: 'disabled',
          });
        }
      };

      await page.goto('/signin');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await page.locator('#signin-email').fill(e2e.admin.email);
      await page.locator('#signin-password').fill(e2e.admin.password);
      await page.locator('form button[type="submit"]').click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      const menu = page.locator('#sidebar');
      await page.locator('.toggle-sidebar-btn').click();
      await expect(menu.locator(`a[href="${screens[0]}"]`)).toBeInViewport();
      await check('/menu');
      for (const screen of screens) {
        // On a phone the menu slides away after each choice: opened again from its button.
        const link = menu.locator(`a[href="${screen}"]`);
        const box = await link.boundingBox();
        if (!box || box.x + box.width <= 0) await page.locator('.toggle-sidebar-btn').click();
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${screen}$`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await check(screen);
      }
    });
  });
}
