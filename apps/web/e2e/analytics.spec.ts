import ExcelJS from 'exceljs';
import { expect, test } from './support/test';
import { analyticsMessages } from '@yaar/shared';
import { recordOyaarPurchase } from './support/api';
import { addCompany } from './support/database';
import { e2e, uniqueMobile } from './support/env';
import { apiSignIn, todayInKolkata, uniqueSurname } from './support/leads';
import { screenshotBothWidths, signIn } from './support/pages';

test('the administrator filters the OYaar analytics, exports the companies and reads the reminders', async ({
  page,
  request,
}, testInfo) => {
  const today = todayInKolkata();
  const surname = uniqueSurname();
  const live = {
    name: `Jalaram Kirana ${surname}`,
    owner: `Ramesh ${surname}`,
    mobile: uniqueMobile(),
  };
  const lapsed = {
    name: `Old Mill ${surname}`,
    owner: `Suresh ${surname}`,
    mobile: uniqueMobile(),
  };
  await addCompany({
    name: live.name,
    phone: uniqueMobile(),
    ownerName: live.owner,
    ownerMobile: live.mobile,
    reminders: 4,
  });
  await addCompany({
    name: lapsed.name,
    phone: uniqueMobile(),
    ownerName: lapsed.owner,
    ownerMobile: lapsed.mobile,
    reminders: 2,
  });
  const admin = await apiSignIn(request, e2e.admin.email, e2e.admin.password);
  await recordOyaarPurchase(request, admin.token, {
    mobile: live.mobile,
    name: live.name,
    employeeId: admin.id,
    day: today,
  });

  await signIn(page, e2e.admin.email, e2e.admin.password);
  const block = page.getByRole('region', { name: 'OYaar Analytics' });
  await block.getByLabel('From Date').fill(today);
  await block.getByLabel('To Date').fill(today);
  await block.getByRole('button', { name: 'Search' }).click();
  await expect(block.getByRole('button', { name: /^Registered Companies: \d+$/ })).toBeVisible();
  await screenshotBothWidths(page, 'dashboard-analytics', (file) => testInfo.outputPath(file));

  await block.getByRole('button', { name: /^Registered Companies/ }).click();
  const companies = page.getByRole('dialog', { name: 'Registered Companies' });
  const liveCard = companies.getByRole('listitem').filter({ hasText: live.name });
  await expect(liveCard).toContainText(live.owner);
  await expect(liveCard.locator('.text-success')).toBeVisible();
  // A company that never bought a licence says so: it is not an expired one.
  await expect(companies.getByRole('listitem').filter({ hasText: lapsed.name })).toContainText(
    'No licence',
  );
  await companies.getByRole('button', { name: 'Active', exact: true }).click();
  await expect(companies.getByRole('button', { name: /^Active \(\d+\)$/ })).toBeVisible();
  await expect(companies.getByRole('listitem').filter({ hasText: lapsed.name })).toHaveCount(0);
  await expect(liveCard).toBeVisible();
  await screenshotBothWidths(page, 'analytics-companies', (file) => testInfo.outputPath(file));

  const downloading = page.waitForEvent('download');
  await companies.getByRole('button', { name: 'Export Company' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(analyticsMessages.companiesFile);
  const file = testInfo.outputPath(analyticsMessages.companiesFile);
  await download.saveAs(file);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const names: string[] = [];
  book.worksheets[0]!.eachRow((row, number) => {
    if (number > 1) names.push(row.getCell(1).text);
  });
  expect(names).toContain(live.name);
  expect(names).not.toContain(lapsed.name);
  await companies.getByRole('button', { name: 'Close' }).click();

  await block.getByRole('button', { name: /^Registered Users/ }).click();
  const users = page.getByRole('dialog', { name: 'Registered Users' });
  await expect(users.getByRole('listitem').filter({ hasText: live.owner })).toContainText(
    live.mobile,
  );
  await users.getByRole('button', { name: 'Close' }).click();

  await page
    .locator('#sidebar')
    .getByRole('link', { name: 'Reminders Analysis', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Reminder Analytics', level: 1 })).toBeVisible();
  await page.getByLabel('Search companies').fill(surname);
  const cards = page.getByRole('list', { name: 'Companies' }).getByRole('listitem');
  // Only the company whose owner's licence runs; its four reminders of today.
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(live.name);
  await expect(cards.first()).toContainText('4');
  await screenshotBothWidths(page, 'reminders-analysis', (file) => testInfo.outputPath(file));
});
