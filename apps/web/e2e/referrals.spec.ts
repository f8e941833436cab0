import { expect, test } from './support/test';
import { referralMessages } from '@yaar/shared';
import { recordOyaarPurchase } from './support/api';
import { addAppUser } from './support/database';
import { e2e, uniqueMobile } from './support/env';
import { apiSignIn, createLeadViaApi, todayInKolkata, uniqueSurname } from './support/leads';
import { screenshotBothWidths, signIn } from './support/pages';

test('the administrator saves a referrer’s payment info, pays the referral and sees it move to Complete', async ({
  page,
  request,
}, testInfo) => {
  const referrer = { name: `Referrer ${uniqueSurname()}`, mobile: uniqueMobile() };
  await addAppUser(referrer.name, referrer.mobile);
  const admin = await apiSignIn(request, e2e.admin.email, e2e.admin.password);
  const lead = await createLeadViaApi(request, admin, {
    company: `Referred ${uniqueSurname()} Motors`,
    refMobile: referrer.mobile,
  });
  // The referred business installs: its first licence purchase.
  await recordOyaarPurchase(request, admin.token, {
    mobile: lead.mobile,
    name: lead.company,
    employeeId: admin.id,
    day: todayInKolkata(),
  });

  await signIn(page, e2e.admin.email, e2e.admin.password);
  await page
    .locator('#sidebar')
    .getByRole('link', { name: 'Referral Commission', exact: true })
    .click();
  const row = page.getByRole('row').filter({ hasText: lead.mobile });
  await expect(row).toContainText(referrer.name);
  await expect(row).toContainText('Not given');
  const action = (item: string) =>
    row
      .getByRole('button', { name: /^Action for the referral/ })
      .click()
      .then(() => page.getByRole('button', { name: item, exact: true }).click());

  await action('Payment Info');
  const info = page.getByRole('form', { name: 'Payment Info' });
  await info.getByRole('button', { name: 'Save' }).click();
  await expect(info.getByText(referralMessages.paymentInfoRequired)).toBeVisible();
  await info.getByLabel(/Payment Info/).fill(`${referrer.mobile}@okaxis`);
  await info.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(referralMessages.paymentInfoSaved)).toBeVisible();
  await expect(row).toContainText(`${referrer.mobile}@okaxis`);

  await action('Payment');
  const payment = page.getByRole('form', { name: 'Payment' });
  await expect(payment.getByLabel(/Amount/)).toHaveValue('500.00');
  await payment.getByLabel(/Amount/).fill('0');
  await payment.getByRole('button', { name: 'Pay' }).click();
  await expect(payment.getByText(referralMessages.amountInvalid)).toBeVisible();
  await expect(payment.getByText(referralMessages.paymentMethodRequired)).toBeVisible();
  await payment.getByLabel(/Amount/).fill('500');
  await payment.getByLabel(/Payment Method/).selectOption('UPI');
  await screenshotBothWidths(page, 'referral-payment', (name) => testInfo.outputPath(name));
  await payment.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText(referralMessages.paid)).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.getByLabel('Status').selectOption('Complete');
  await expect(row).toContainText('₹500.00');
  await action('Transactions');
  await expect(page.getByRole('dialog').getByRole('row').filter({ hasText: 'UPI' })).toHaveCount(1);
  await screenshotBothWidths(page, 'referral-transactions', (name) => testInfo.outputPath(name));
});
