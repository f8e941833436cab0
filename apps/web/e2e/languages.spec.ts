import fs from 'node:fs';
import path from 'node:path';
import { registerEmployee } from './support/api';
import { axeViolations } from './support/axe';
import { englishLeft } from './support/english-left';
import { apiSignIn, createLeadViaApi, uniqueSurname } from './support/leads';
import { expect, test } from './support/test';

/** Where the walk's screenshots go (read by eye: conjuncts drawn, nothing cut at 360 px). */
const shots = process.env.LANGUAGE_SHOTS_DIR;

const languages = [
  {
    language: 'gu',
    locale: 'gu-IN',
    signIn: 'તમારા એકાઉન્ટમાં લૉગિન કરો',
    dashboard: 'ડેશબોર્ડ',
    leads: 'લીડ',
    leadCreate: 'નવી લીડ',
    addFollowUp: 'નવું ફોલો-અપ ઉમેરો',
    company: 'પટેલ ઓટો',
    remarksRequired: 'નોંધ જરૂરી છે.',
    loginRefused: 'ઇમેઇલ અથવા પાસવર્ડ ખોટો છે.',
  },
  {
    language: 'hi',
    locale: 'hi-IN',
    signIn: 'अपने अकाउंट में लॉगिन करें',
    dashboard: 'डैशबोर्ड',
    leads: 'लीड',
    leadCreate: 'नई लीड',
    addFollowUp: 'नया फ़ॉलो-अप जोड़ें',
    company: 'पटेल मोटर्स',
    remarksRequired: 'टिप्पणी ज़रूरी है।',
    loginRefused: 'ईमेल या पासवर्ड गलत है।',
  },
] as const;

for (const walk of languages) {
  test.describe(`[LANGUAGES] ${walk.language}`, () => {
    test.use({ viewport: { width: 360, height: 740 }, locale: walk.locale });

    test(`a phone in ${walk.locale} walks Sign In → Dashboard → Leads → Lead Create → a follow-up with no English left, axe clean`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const staff = await registerEmployee(request, 'Kiran', uniqueSurname());
      const session = await apiSignIn(request, staff.email, staff.password);
      const lead = await createLeadViaApi(request, session, {
        company: walk.company,
        owner: 'Mehul Patel',
      });
      // What the people typed (names, the address and remarks createLeadViaApi sends) is theirs.
      const names = [staff.firstName, staff.lastName, lead.company, lead.owner, 'Kiran'];
      names.push('4 Ashram Road', 'Created for a browser test');

      /** The screen as it is: no English word left, no axe violation, a screenshot to read. */
      const check = async (screen: string) => {
        await expect(page.locator('.spinner-border')).toHaveCount(0);
        expect.soft(await englishLeft(page, names), screen).toEqual([]);
        expect.soft(await axeViolations(page), screen).toEqual([]);
        if (shots) {
          fs.mkdirSync(shots, { recursive: true });
          await page.screenshot({
            path: path.join(shots, `${walk.language}-${screen}.png`),
            fullPage: true,
            animations: 'disabled',
          });
        }
      };

      // Sign Up (beside the walk): its labels and its messages.
      await page.goto('/signup');
      await expect(page.locator('html')).toHaveAttribute('lang', walk.language);
      await page.locator('form button[type="submit"]').click();
      await expect(page.locator('.invalid-feedback').first()).toBeVisible();
      await check('0-sign-up');

      // Sign In: the phone's language, without a choice made.
      await page.goto('/signin');
      await expect(page.getByRole('heading', { name: walk.signIn })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', walk.language);
      await page.locator('form button[type="submit"]').click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await check('1-sign-in');

      // A wrong password: the server's word in the language, in the page's own toast.
      await page.locator('#signin-email').fill(staff.email);
      await page.locator('#signin-password').fill('wrong-password-1');
      await page.locator('form button[type="submit"]').click();
      const refused = page.locator('.Toastify__toast');
      await expect(refused).toContainText(walk.loginRefused);
      // axe reads colours: after the toast's entrance animation, not during it.
      await refused.evaluate((toast) => Promise.all(toast.getAnimations().map((a) => a.finished)));
      await check('1b-sign-in-refused');

      await page.locator('#signin-password').fill(staff.password);
      await page.locator('form button[type="submit"]').click();
      await expect(page.getByRole('heading', { name: walk.dashboard, level: 1 })).toBeVisible();
      await expect(page.locator('.count-card').first()).toBeVisible();
      await expect(page.locator('.Toastify__toast')).toHaveCount(1);
      await check('2-dashboard');

      await page.goto('/leads');
      await expect(page.getByRole('heading', { name: walk.leads, level: 1 })).toBeVisible();
      await expect(page.getByText(walk.company).first()).toBeVisible();
      await check('3-leads');

      // The lead's details, from its card.
      await page.getByText(walk.company).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('dialog').locator('dd').first()).toBeVisible();
      await check('3b-lead-details');
      await page.getByRole('dialog').locator('.btn-close').click();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await page.goto('/lead-create');
      await expect(page.getByRole('heading', { name: walk.leadCreate, level: 1 })).toBeVisible();
      await page.locator('main button[type="submit"]').click();
      await expect(page.locator('.invalid-feedback').first()).toBeVisible();
      await check('4-lead-create');

      await page.goto(`/followups/${lead.id}`);
      await page.getByRole('button', { name: walk.addFollowUp }).click();
      const dialog = page.getByRole('dialog', { name: walk.addFollowUp });
      await expect(dialog).toBeVisible();
      await dialog.locator('textarea').fill('');
      await dialog.locator('button[type="submit"]').click();
      await expect(dialog.getByText(walk.remarksRequired)).toBeVisible();
      await check('5-follow-up');
    });
  });
}
