import fs from 'node:fs';
import { expect, test } from './support/test';
import { registerEmployee } from './support/api';
import { e2e, uniqueMobile } from './support/env';
import { screenshotBothWidths, signIn } from './support/pages';
import { fullChromium } from './support/browser';

// The bill opens as a PDF in a new tab: the full browser, not the headless shell (support/browser.ts).
test.use(fullChromium);

test('the administrator sells a licence, finds it, prints the bill, reports it and deletes it @dates', async ({
  page,
  request,
}, testInfo) => {
  // A whole sale's life, two widths of screenshots and three PDFs: 35 s on a quiet two-core run,
  // past the usual minute when the machine is shared.
  test.slow();
  const employee = await registerEmployee(request, 'Ravi', 'Seller');
  const mobile = uniqueMobile();
  const shot = (file: string) => testInfo.outputPath(file);
  // The wide screenshots at 1440 px, the narrow ones at 360 px.
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, e2e.admin.email, e2e.admin.password);

  // A number with no licence: the info toast, and the details of a new licence.
  await page.goto('/license');
  await page.locator('#search-Product').selectOption('VahanYaar');
  await page.locator('#search-MobileNo').fill(mobile);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(
    page.getByText('No license found for this product and mobile number.'),
  ).toBeVisible();
  await page.getByLabel('Name (new license)').fill('Meera Motors');

  // A Purchase with GST: the totals follow the typing.
  await page.locator('#licence-ProductCharges').fill('1000');
  await page.locator('#licence-ServerCharges').fill('500.50');
  await page.locator('#licence-WABalance').fill('100');
  // No state yet: GST 18 %, not split (issue 42: the buyer's state is never taken for ours).
  await expect(page.getByTestId('licence-subtotal')).toHaveText('₹1,600.50');
  await expect(page.getByTestId('licence-gst')).toHaveText('₹288.09');
  // The address names the buyer's state: confirmed, it is the place of supply.
  await page.locator('#licence-CustomerAddress').fill('12 Ring Road, Surat, Gujarat');
  await expect(page.getByText('The address names Gujarat (24).')).toBeVisible();
  await page.getByRole('button', { name: 'Use Gujarat' }).click();
  await expect(page.locator('#licence-PlaceOfSupply')).toHaveValue('Gujarat');
  // In the supplier's own state: CGST and SGST of 9 % each, ₹144.05 (144.045 rounded half up), equal.
  await expect(page.getByTestId('licence-cgst')).toHaveText('₹144.05');
  await expect(page.getByTestId('licence-sgst')).toHaveText('₹144.05');
  await expect(page.getByTestId('licence-total')).toHaveText('₹1,888.60');
  await page.getByLabel('Free WA Balance').check();
  await expect(page.getByTestId('licence-total')).toHaveText('₹1,770.60');
  await page.getByLabel('Free WA Balance').uncheck();
  await page.getByRole('button', { name: 'Update License' }).click();
  const form = page.getByRole('form', { name: 'Update License' });
  await expect(form.getByText('Transaction type selection is required.')).toBeVisible();
  // Every error at once, each beside its field.
  await expect(form.getByText('Employee selection is required.')).toBeVisible();
  await expect(form.getByText('Payment Method selection is required')).toBeVisible();
  await screenshotBothWidths(page, 'license-form-errors', shot);
  await page.locator('#licence-TranType').selectOption('Purchase');
  await page.locator('#licence-EmployeeId').selectOption({ label: 'Ravi Seller' });
  await page.locator('#licence-LicenseYears').fill('365');
  await page.locator('#licence-NoOfCompanies').fill('2');
  await page.locator('#licence-PaymentMethod').selectOption('UPI');
  await screenshotBothWidths(page, 'license-form', shot);
  await page.getByRole('button', { name: 'Update License' }).click();
  await expect(page.getByText('License updated successfully.')).toBeVisible();
  await expect(page.locator('#licence-ProductCharges')).toHaveValue('');
  // The saved sale keeps its Print Bill after the toast has gone.
  const saved = page.getByTestId('licence-saved-sale');
  await expect(saved.getByRole('button', { name: 'Print Bill' })).toBeVisible();
  await screenshotBothWidths(page, 'license-saved-sale', shot);
  await expect(page.getByTestId('licence-detail-License Expiry')).not.toHaveText('—');

  // In the transactions: the bill downloads as a PDF.
  await page.goto(`/license-transactions?MobileNo=${mobile}`);
  const row = page.getByRole('row', { name: /Meera Motors/ });
  await expect(row).toContainText('₹1,888.60');
  await expect(row).toContainText('Ravi Seller');
  await screenshotBothWidths(page, 'license-transactions', shot);
  // A shortened number searches by prefix: never the last whole number's rows left standing.
  const mobileFilter = page.locator('#transactions-MobileNo');
  await mobileFilter.fill(mobile.slice(0, 6));
  await expect(row).toBeVisible();
  await mobileFilter.fill('0000');
  await expect(page.getByRole('row', { name: /Meera Motors/ })).toHaveCount(0);
  await mobileFilter.fill(`+91 ${mobile}`);
  await expect(row).toBeVisible();
  const toggle = row.getByRole('button', { name: /^Action for/ });
  await toggle.click();
  // The menu opens beside its button, even on a one-row table, not at the page's top corner.
  const toggleBox = (await toggle.boundingBox())!;
  const printBill = page.getByRole('button', { name: 'Print Bill', exact: true });
  await expect
    .poll(async () =>
      Math.abs((await printBill.boundingBox())!.y - (toggleBox.y + toggleBox.height)),
    )
    .toBeLessThan(120);
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Print Bill' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^Invoice-YB-\d\d-\d\d-\d{5}\.pdf$/);
  const pdf = fs.readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // Edit shows the transaction read-only.
  await row.getByRole('button', { name: /^Action for/ }).click();
  await page.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('#licence-ProductCharges')).toHaveValue('1000.00');
  await expect(dialog.locator('#licence-ProductCharges')).toBeDisabled();
  await expect(dialog.getByTestId('licence-total')).toHaveText('₹1,888.60');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The report opens in a new tab, without the bearer header.
  await page.goto('/license-report');
  await page.getByLabel('Mobile No').fill(mobile);
  await screenshotBothWidths(page, 'license-report', shot);
  const tabPromise = page.context().waitForEvent('page');
  const reportPromise = page
    .context()
    .waitForEvent('response', (response) => response.url().includes('/api/license-report-file?'));
  await page.getByRole('button', { name: 'Generate' }).click();
  const tab = await tabPromise;
  await expect.poll(() => tab.url()).toContain('/api/license-report-file?');
  expect((await reportPromise).headers()['content-type']).toBe('application/pdf');
  // The link has done its work: opened again, it says so (410), and the screen offers Excel once.
  expect((await request.get(tab.url())).status()).toBe(410);
  await expect(page.getByRole('link', { name: 'Download as Excel' })).toBeVisible();
  await tab.close();

  // Beside it, this month's GSTR-1 as the portal's JSON file, the sale in it.
  const gstr1 = page.getByRole('form', { name: 'GSTR-1' });
  const month = (await gstr1.getByLabel('Month').inputValue()).slice(0, 7);
  expect(month).toMatch(/^\d{4}-\d{2}$/);
  // The business's month (India, UTC+05:30), the sale's.
  const thisMonth = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
  await gstr1.getByLabel('Month').fill(thisMonth);
  const jsonPromise = page.waitForEvent('download');
  await gstr1.getByRole('button', { name: 'GSTR-1 (JSON)' }).click();
  const json = await jsonPromise;
  const fp = `${thisMonth.slice(5, 7)}${thisMonth.slice(0, 4)}`;
  expect(json.suggestedFilename()).toMatch(new RegExp(`^GSTR1_\\w{15}_${fp}\\.json$`));
  const gstReturn = JSON.parse(fs.readFileSync(await json.path(), 'utf8')) as {
    fp: string;
    doc_issue: { doc_det: { doc_num: number }[] };
  };
  expect(gstReturn.fp).toBe(fp);
  expect(gstReturn.doc_issue.doc_det[0]!.doc_num).toBe(1);
  await screenshotBothWidths(page, 'license-report-gstr1', shot);

  // Delete, confirmed: the sale is cancelled, not gone (its number and bill stay on record).
  await page.goto(`/license-transactions?MobileNo=${mobile}`);
  await row.getByRole('button', { name: /^Action for/ }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Its invoice will be cancelled')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(page.getByText('Transaction deleted successfully.')).toBeVisible();
  await expect(row.getByText('Cancelled')).toBeVisible();
  await row.getByRole('button', { name: /^Action for/ }).click();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.keyboard.press('Escape');
  expect(employee.firstName).toBe('Ravi');
});
