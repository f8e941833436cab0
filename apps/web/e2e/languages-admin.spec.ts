import fs from 'node:fs';
import path from 'node:path';
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

/** What the administrator and the seed wrote (names, not texts of the app). */
const names = ['Admin', 'Yaar'];

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
        if (!(await menu.locator(`a[href="${screen}"]`).isVisible())) {
          await page.locator('.toggle-sidebar-btn').click();
        }
        await menu.locator(`a[href="${screen}"]`).click();
        await expect(page).toHaveURL(new RegExp(`${screen}$`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await check(screen);
      }
    });
  });
}
