import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { addCompany } from './support/database';
import { e2e, uniqueMobile } from './support/env';
import { screenshotBothWidths, signIn } from './support/pages';

const pickCompany = async (page: Page, card: Locator, name: string) => {
  await card.getByRole('combobox', { name: 'Company' }).click();
  await card.getByRole('combobox', { name: 'Company' }).fill(name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
};

test('the administrator sets reminder days and a UPI id for a company, and copies a security pin', async ({
  page,
  context,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const name = `Settings Traders ${Date.now() % 100000}`;
  const owner = { name: 'Kiran Desai', mobileNo: uniqueMobile() };
  await addCompany({
    name,
    phone: uniqueMobile(),
    ownerName: owner.name,
    ownerMobile: owner.mobileNo,
    reminders: 0,
  });

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, e2e.admin.email, e2e.admin.password);
  await page
    .locator('#sidebar')
    .getByRole('link', { name: 'General Settings', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'General Settings', level: 1 })).toBeVisible();
  for (const title of [
    'Security Pin',
    'Reminder Days',
    'UPI Id',
    'Tutorial Links',
    'Receive Payments',
    'Default Messages',
  ]) {
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  }

  // Reminder days: the spec's messages, then the company's days.
  const days = page.getByRole('form', { name: 'Reminder Days' });
  await days.getByRole('button', { name: 'Save' }).click();
  await expect(days.getByText('Company is required.')).toBeVisible();
  await expect(days.getByText('Reminder days is required.')).toBeVisible();
  await pickCompany(page, days, name);
  await expect(days.getByLabel('Reminder Days')).toHaveValue('3');
  await days.getByLabel('Reminder Days').fill('12');
  await days.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Reminder days saved successfully.')).toBeVisible();

  // UPI id: a malformed one is refused, a good one saved.
  const upi = page.getByRole('form', { name: 'UPI Id' });
  await pickCompany(page, upi, name);
  await upi.getByLabel('UPI Id').fill('settings-traders');
  await upi.getByRole('button', { name: 'Save' }).click();
  await expect(upi.getByText('Please enter a valid UPI Id, like name@bank.')).toBeVisible();
  await upi.getByLabel('UPI Id').fill('settings.traders@okaxis');
  await upi.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('UPI Id saved successfully.')).toBeVisible();

  // Security pin: a fresh one for the owner, copied.
  const pinCard = page.getByRole('form', { name: 'Security Pin' });
  await pinCard.getByRole('button', { name: 'Get Pin' }).click();
  await expect(pinCard.getByText('Mobile number is required.')).toBeVisible();
  await pinCard.getByLabel('Mobile Number').fill(owner.mobileNo);
  await pinCard.getByRole('button', { name: 'Get Pin' }).click();
  const pin = page.getByRole('status', { name: 'Security Pin' });
  await expect(pin).toHaveText(/^\d{6}$/);
  await expect(page.getByText(`Security Pin for ${owner.name} (${owner.mobileNo})`)).toBeVisible();
  const issued = (await pin.textContent())!;
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Security Pin Copied Successfully.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(issued);
  await screenshotBothWidths(page, 'general-settings', (file) => testInfo.outputPath(file));

  // Read back after a reload: the company's saved days and UPI id fill the cards.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.reload();
  await pickCompany(page, days, name);
  await expect(days.getByLabel('Reminder Days')).toHaveValue('12');
  await pickCompany(page, upi, name);
  await expect(upi.getByLabel('UPI Id')).toHaveValue('settings.traders@okaxis');
  await expect(page.getByRole('status', { name: 'Security Pin' })).toHaveCount(0);
});
