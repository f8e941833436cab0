import { expect, test } from './support/test';
import { commissionMessages } from '@yaar/shared';
import { recordOyaarPurchase, registerEmployee, setCommissionRates } from './support/api';
import { e2e } from './support/env';
import { apiSignIn, todayInKolkata, uniqueSurname } from './support/leads';
import { screenshotBothWidths, signIn } from './support/pages';

test("the administrator pays an employee's commission from the Users list and deletes the payment", async ({
  page,
  request,
}, testInfo) => {
  const seller = await registerEmployee(request, 'Seller', uniqueSurname());
  const admin = await apiSignIn(request, e2e.admin.email, e2e.admin.password);
  const sellerSession = await apiSignIn(request, seller.email, seller.password);
  await setCommissionRates(
    request,
    admin.token,
    { ...seller, id: sellerSession.id },
    { purchase: '1250', renewal: '120' },
  );
  // The seller sells an OYaar licence: ₹1,250 earned.
  await recordOyaarPurchase(request, admin.token, {
    mobile: seller.mobile.replace(/^98/, '97'),
    name: 'Commission Test Traders',
    employeeId: sellerSession.id,
    day: todayInKolkata(),
  });

  await signIn(page, e2e.admin.email, e2e.admin.password);
  await page.locator('#sidebar').getByRole('link', { name: 'Users', exact: true }).click();
  await page.getByLabel('Search users').fill(seller.lastName);
  const sellerRow = page.getByRole('row').filter({ hasText: seller.email });
  // The search has answered: the header and the seller's row alone (a menu opened before would close).
  await expect(page.getByRole('row')).toHaveCount(2);
  await sellerRow.getByRole('button', { name: /^Action for / }).click();
  await page.getByRole('button', { name: 'Payment', exact: true }).click();

  // Amounts as every screen shows them: Indian grouping, two decimals.
  const ledger = page.getByLabel('Commission', { exact: true });
  await expect(ledger).toContainText('Earned₹1,250.00');
  const payForm = page.getByRole('form', { name: 'Pay Commission' });
  await payForm.getByLabel(/Amount/).fill('120');
  await payForm.getByLabel(/Payment Method/).selectOption('Cash');
  await payForm.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText(commissionMessages.paid)).toBeVisible();
  await expect(ledger).toContainText('Balance₹1,130.00');
  await expect(page.getByRole('cell', { name: '₹120.00', exact: true })).toBeVisible();
  await screenshotBothWidths(page, 'commission-payment', (name) => testInfo.outputPath(name));
  await page.getByRole('button', { name: 'Delete the payment of ₹120.00' }).click();
  await page.getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(page.getByText(commissionMessages.paymentDeleted)).toBeVisible();
  await expect(ledger).toContainText('Balance₹1,250.00');
});
