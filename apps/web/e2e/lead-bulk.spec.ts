import ExcelJS from 'exceljs';
import { expect, test } from './support/test';
import { IMPORT_COLUMNS, leadBulkMessages } from '@yaar/shared';
import { registerEmployee } from './support/api';
import { e2e, uniqueMobile } from './support/env';
import { todayInKolkata, uniqueSurname } from './support/leads';
import { screenshotBothWidths, signIn, signOut } from './support/pages';

/** An import file: `good` leads in one sub status, then a bad mobile and an unknown city. */
async function importFile(path: string, company: string, good: number) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Leads');
  sheet.addRow([...IMPORT_COLUMNS]);
  const row = (name: string, mobile: string, city = 'Ahmedabad') =>
    sheet.addRow([
      name,
      'Owner',
      mobile,
      'Service',
      '',
      'Ring Road',
      city,
      '380001',
      'OYaar',
      'Billing',
      'Demo Scheduled',
      '',
    ]);
  for (let index = 1; index <= good; index += 1) row(`${company} ${index}`, uniqueMobile());
  row(`${company} bad mobile`, '12345');
  row(`${company} far away`, uniqueMobile(), 'Atlantis');
  await book.xlsx.writeFile(path);
}

test('the administrator imports leads, downloads the rows not imported and assigns ten to an employee, who sees them under Today', async ({
  page,
  request,
}, testInfo) => {
  const employee = await registerEmployee(request, 'Bulk', uniqueSurname());
  const company = `Import ${uniqueSurname()}`;
  const file = testInfo.outputPath('leads-import.xlsx');
  await importFile(file, company, 12);

  await signIn(page, e2e.admin.email, e2e.admin.password);
  await page.locator('#sidebar').getByRole('link', { name: 'Import Leads', exact: true }).click();
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText(leadBulkMessages.fileRequiredBeforeUpload)).toBeVisible();
  await page.getByLabel('Choose an Excel file or drop it here').setInputFiles(file);
  await page.getByRole('button', { name: 'Upload' }).click();

  const preview = page.getByLabel('Import preview');
  await expect(page.getByText(leadBulkMessages.previewReady)).toBeVisible();
  await expect(preview.getByText('To import', { exact: true })).toBeVisible();
  await expect(
    preview
      .getByRole('row')
      .filter({ hasText: `${company} 1` })
      .first(),
  ).toBeVisible();
  // The rows left out stand beside them, each with why.
  await expect(preview.getByRole('row').filter({ hasText: `${company} far away` })).toContainText(
    "City: 'Atlantis' is not in the city list.",
  );
  await expect(preview.getByRole('row').filter({ hasText: `${company} bad mobile` })).toContainText(
    'MobileNo:',
  );
  await screenshotBothWidths(page, 'import-preview', (name) => testInfo.outputPath(name));
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText(leadBulkMessages.imported)).toBeVisible();
  const result = page.getByLabel('Import result');
  await expect(result).toContainText('Imported12');

  const downloading = page.waitForEvent('download');
  await result.getByRole('button', { name: /Download rows not imported/ }).click();
  const download = await downloading;
  const errorsPath = testInfo.outputPath('errors.xlsx');
  await download.saveAs(errorsPath);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(errorsPath);
  const reasons: string[] = [];
  book.worksheets[0]!.eachRow((row, number) => {
    if (number > 1) reasons.push(row.getCell(IMPORT_COLUMNS.length + 2).text);
  });
  expect(reasons).toEqual([
    'MobileNo: Please enter a valid 10-digit mobile number.',
    "City: 'Atlantis' is not in the city list.",
  ]);

  await page.locator('#sidebar').getByRole('link', { name: 'Assign Leads', exact: true }).click();
  const form = page.getByRole('form', { name: 'Assign Leads' });
  await form.getByLabel('No of Leads').fill('10');
  await form
    .getByLabel('Employee')
    .selectOption({ label: `${employee.firstName} ${employee.lastName}` });
  await form.getByLabel('Main Status').selectOption('Pending');
  await form.getByLabel('Sub Status').selectOption({ label: 'Demo Scheduled' });
  await form.getByLabel('Entry Date').fill(todayInKolkata());
  await form.getByLabel('Next Date').fill(todayInKolkata());
  await form.getByRole('button', { name: 'Assign Leads' }).click();
  await expect(page.getByText(leadBulkMessages.assigned)).toBeVisible();
  await screenshotBothWidths(page, 'assign-leads', (name) => testInfo.outputPath(name));
  // Two are left in the pool: asking for ten more says so beside the field.
  await form
    .getByLabel('Employee')
    .selectOption({ label: `${employee.firstName} ${employee.lastName}` });
  await form.getByRole('button', { name: 'Assign Leads' }).click();
  await expect(form.getByText(/^Only \d+ leads? match/)).toBeVisible();
  await signOut(page);

  await signIn(page, employee.email, employee.password);
  await page.goto('/leads/Today');
  await expect(page.getByRole('row').filter({ hasText: company })).toHaveCount(10);
});
