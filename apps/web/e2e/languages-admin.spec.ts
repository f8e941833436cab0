import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
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

/** A row's Action menu item (Edit, Payment…), by its place: the first row's. */
const rowAction = (item: number) => async (page: Page) => {
  await page.locator('.dropdown-toggle[id*="-actions-"]').first().click();
  await page.locator('.dropdown-menu.show .dropdown-item').nth(item).click();
};
const toolbarButton = (icon: string) => (page: Page) =>
  page.locator(`main .btn:has(.${icon})`).last().click();

/** The side panels a screen opens without data of its own, each checked like the screen. */
const panels: Record<string, { name: string; open: (page: Page) => Promise<void> }[]> = {
  '/users-list': [
    { name: 'edit', open: rowAction(0) },
    { name: 'payment', open: rowAction(1) },
  ],
  '/referral-commission': [{ name: 'export', open: toolbarButton('bi-file-earmark-excel') }],
  '/oyaar-media': [{ name: 'add', open: toolbarButton('bi-plus-lg') }],
  '/oyaar-versions': [{ name: 'create', open: toolbarButton('bi-plus-lg') }],
};

/**
 * Names, not texts of the app: the administrator's, and the acronyms and product names an Indian
 * accountant or phone reads in Latin letters (docs/glossary.md: GST, GSTIN, UPI…).
 */
const names = ['Admin User', 'GSTR', 'GSTIN', 'JSON', 'UPI', 'NEFT', 'IFSC', 'https'];
names.push('xlsx', 'xls', 'SVG', 'Android', 'IOS', 'CGST', 'SGST', 'IGST');
// The places of supply: India's states, as on the invoice.
names.push(...Object.keys(GST_STATE_CODES));

/**
 * What the records on screen hold (names, addresses, invoice numbers, offers: typed by people, or
 * by the other browser tests sharing the database), each text as a name; a badge, a switch or a
 * button inside a record is the app's own and stays checked.
 */
const RECORDS = [
  'td',
  '.data-table-cards dd',
  '.data-table-cards .fw-semibold',
  '.data-table-cards .text-break',
  '.offcanvas .fw-semibold',
  'select[id$="EmployeeId"] option',
  'select[id$="UserId"] option',
  'select[id$="TutorialId"] option',
].join(', ');
const recordTexts = (page: Page) =>
  page.evaluate((selector) => {
    const texts: string[] = [];
    for (const record of document.querySelectorAll(selector)) {
      const copy = record.cloneNode(true) as Element;
      copy.querySelectorAll('.badge, .visually-hidden, .form-check, button').forEach((own) => {
        own.remove();
      });
      const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim();
        if (text) texts.push(text);
      }
    }
    return texts;
  }, RECORDS);

// One language per walk of the extra screens (1.1–1.8 min of a two-core run each): the
// administrator's in Gujarati here, the field screens in Hindi (languages-staff.spec.ts); the
// staff walk of languages.spec.ts runs in both, and the catalogue test holds every text in both.
for (const { language, locale } of [{ language: 'gu', locale: 'gu-IN' }]) {
  test.describe(`[LANGUAGES] admin ${language}`, () => {
    test.use({ viewport: { width: 360, height: 740 }, locale });

    test(`the administrator's screens in ${locale} leave no English, axe clean`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const check = async (screen: string) => {
        await expect(page.locator('.spinner-border')).toHaveCount(0);
        const left = await englishLeft(page, [...(await recordTexts(page)), ...names]);
        // Records read again after the text: a list that loaded in between (the Employee
        // options, at night) holds names, not English left.
        const recordWords = new Set((await recordTexts(page)).join(' ').match(/[A-Za-z]{2,}/g));
        expect
          .soft(
            left.filter((word) => !recordWords.has(word)),
            screen,
          )
          .toEqual([]);
        expect.soft(await axeViolations(page), screen).toEqual([]);
        if (shots) {
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
        for (const panel of panels[screen] ?? []) {
          await panel.open(page);
          await expect(page.locator('.offcanvas.show')).toBeVisible();
          await check(`${screen}-${panel.name}`);
          await page.keyboard.press('Escape');
          await expect(page.locator('.offcanvas.show')).toHaveCount(0);
        }
      }
    });
  });
}
