import { expect, test } from './support/test';
import { menuFor } from '../src/lib/paths';
import { registerEmployee } from './support/api';
import { addOffer } from './support/database';
import { e2e } from './support/env';
import { uniqueSurname } from './support/leads';
import { solidPng } from './support/png.mjs';
import { screenshotBothWidths, signIn } from './support/pages';

const longBody =
  'Celebrate the festive season with us: every purchase above Rs 999 gets a free gift box, and ' +
  'members of the OYaar app get an extra 5% off at the counter.';

test('the administrator reads an offer, opens its whole text and approves it after confirming', async ({
  page,
}, testInfo) => {
  const title = `Festive offer ${uniqueSurname()}`;
  const approvedTitle = `Approved offer ${uniqueSurname()}`;
  await addOffer({
    title: approvedTitle,
    body: 'Free delivery.',
    phoneNo: '9825000222',
    approved: true,
  });
  await addOffer({
    title,
    body: longBody,
    phoneNo: '9825000111',
    startDate: '2026-10-20',
    endDate: '2026-11-05',
    png: solidPng([234, 160, 36], 64),
  });
  await signIn(page, e2e.admin.email, e2e.admin.password);
  await page.locator('#sidebar').getByRole('link', { name: 'Offers', exact: true }).click();
  await expect(page).toHaveURL(/\/oyaar-offers$/);
  await expect(page.getByRole('heading', { name: 'Offers', level: 1 })).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('9825000111');
  await expect(row).toContainText('20-10-2026 to 05-11-2026');
  await expect(row).toContainText(`${longBody.slice(0, 97)}...`);
  await expect(row).not.toContainText('at the counter.');
  // The image loads from its signed URL, without the bearer header.
  const image = row.getByRole('img', { name: `Offer ${title}` });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
  await row.getByRole('button', { name: 'View More' }).click();
  await expect(row).toContainText('at the counter.');
  await row.getByRole('button', { name: 'View Less' }).click();
  await expect(row).not.toContainText('at the counter.');
  const approvedRow = page.getByRole('row').filter({ hasText: approvedTitle });
  await expect(approvedRow).toContainText('N/A');
  await expect(approvedRow.getByRole('button', { name: 'Approved' })).toBeDisabled();
  await screenshotBothWidths(page, 'offers-list', (file) => testInfo.outputPath(file));

  await row.getByRole('button', { name: 'Pending' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(row.getByRole('button', { name: 'Pending' })).toBeEnabled();
  await row.getByRole('button', { name: 'Pending' }).click();
  await page.getByRole('button', { name: 'Yes, Approve' }).click();
  await expect(page.getByText('Offer status updated successfully.')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Approved' })).toBeDisabled();
});

test('a staff member sees the offers list, approves one, and has no administrator menu', async ({
  page,
  request,
}) => {
  const title = `Staff offer ${uniqueSurname()}`;
  await addOffer({ title, body: 'Two for one.', phoneNo: '9825000333' });
  const staff = await registerEmployee(request);
  await signIn(page, staff.email, staff.password);
  const sidebar = page.locator('#sidebar');
  const staffMenu = menuFor(false);
  for (const item of menuFor(true).filter((i) => !staffMenu.some((s) => s.name === i.name)))
    await expect(sidebar.getByRole('link', { name: item.label, exact: true })).toHaveCount(0);

  await page.goto('/oyaar-offers');
  await expect(page.getByRole('heading', { name: 'Offers', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Two for one.');
  await expect(row).toContainText('N/A');
  await row.getByRole('button', { name: 'Pending' }).click();
  await page.getByRole('button', { name: 'Yes, Approve' }).click();
  await expect(page.getByText('Offer status updated successfully.')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Approved' })).toBeDisabled();
});
