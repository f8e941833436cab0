import { expect, test } from './support/test';
import { e2e, uniqueMobile } from './support/env';
import { uniqueSurname } from './support/leads';
import { newSellerWithSessions, sellLicenceViaApi } from './support/licences';
import { signIn, signOut } from './support/pages';

test('on a phone, the administrator finds a licence due for renewal and opens it to renew', async ({
  page,
  request,
}, testInfo) => {
  const { employee, admin, seller } = await newSellerWithSessions(request);
  const mobile = uniqueMobile();
  const name = `Due ${uniqueSurname()} Traders`;
  // A 5-day licence: due within the default 30 days.
  await sellLicenceViaApi(request, admin.token, { sellerId: seller.id, name, days: 5, mobile });

  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, e2e.admin.email, e2e.admin.password);
  await page.goto('/renewals-due');
  await expect(page.getByRole('heading', { name: 'Renewals due' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText(mobile);
  await expect(card).toContainText('₹1,770.00 with GST');
  await page.screenshot({ path: testInfo.outputPath('renewals-due-360.png'), fullPage: true });
  // The page is no wider than the phone.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);

  await card.getByRole('button', { name: `Action for OYaar ${mobile}` }).click();
  await page.getByRole('button', { name: 'Renew' }).click();
  await expect(page).toHaveURL(/\/license\?Product=OYaar&MobileNo=\d{10}$/);
  // Update License, filled for that licence: its name, its usual charges, reminders on.
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
  await expect(page.getByLabel('Usual Product Charges (₹)')).toHaveValue('1000.00');
  await expect(page.getByLabel('No renewal reminders (SMS)')).not.toBeChecked();
  await page.screenshot({ path: testInfo.outputPath('renew-360.png'), fullPage: true });

  // The salesperson sees the customer's renewal on their dashboard.
  await signOut(page);
  await signIn(page, employee.email, employee.password);
  await expect(page.getByText('Renewals due in 30 days: 1')).toBeVisible();
  await expect(page.getByRole('list', { name: 'My renewals due' })).toContainText(name);
});
