import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test } from './support/test';
import { registerEmployee } from './support/api';
import { forgetStoredHoarding } from './support/database';
import { e2e } from './support/env';
import {
  apiSignIn,
  createLeadViaApi,
  detailValue,
  inAhmedabad,
  leadAction,
  leadRow,
  uniqueSurname,
} from './support/leads';
import { solidPng } from './support/png.mjs';
import { openFromSidebar, screenshotFromTop as screenshot, signIn, signOut } from './support/pages';

/** Transfer, filter and export, delete and update of leads (spec 1 §2.7–2.12) in Chromium. */
test.use(inAhmedabad);

test('[LEADS] staff transfers a lead to another employee, who then sees it in their Leads list', async ({
  page,
  request,
}, testInfo) => {
  const from = await registerEmployee(request, 'Meera', uniqueSurname());
  const to = await registerEmployee(request, 'Kiran', uniqueSurname());
  const toName = `${to.firstName} ${to.lastName}`;
  const session = await apiSignIn(request, from.email, from.password);
  const lead = await createLeadViaApi(request, session, { company: 'Patel Tyres' });

  await signIn(page, from.email, from.password);
  await openFromSidebar(page, 'Leads');
  await expect(leadRow(page, lead)).toContainText(`${from.firstName} ${from.lastName}`);
  await leadAction(page, lead.company, 'Transfer');
  const dialog = page.getByRole('dialog', { name: 'Transfer Lead' });
  await expect(dialog).toContainText(lead.company);
  await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(dialog.getByText('Please select an employee')).toBeVisible();
  // The owner is not offered to themselves.
  const picker = dialog.getByLabel('Employee');
  await expect(
    picker.getByRole('option', { name: `${from.firstName} ${from.lastName}` }),
  ).toHaveCount(0);
  await picker.selectOption({ label: toName });
  await screenshot(page, 'transfer-lead', testInfo);
  await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
  const transferred = page.getByRole('alert').filter({ hasText: 'Lead transferred successfully.' });
  await expect(transferred).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(leadRow(page, lead)).toHaveCount(0);
  await expect(page.getByText('No leads available.')).toBeVisible();

  // The toast covers the account menu (top right): dismiss it as a user would.
  await transferred.getByRole('button', { name: 'close' }).click();
  await expect(transferred).toBeHidden();
  await signOut(page);
  await signIn(page, to.email, to.password);
  await openFromSidebar(page, 'Leads');
  const row = leadRow(page, lead);
  await expect(row).toContainText(lead.company);
  await expect(row.getByRole('cell', { name: toName, exact: true })).toBeVisible();
});

test('[LEADS] the administrator filters Leads by employee and exports them as leads.xlsx', async ({
  page,
  request,
}, testInfo) => {
  const picked = await registerEmployee(request, 'Nisha', uniqueSurname());
  const other = await registerEmployee(request, 'Vikram', uniqueSurname());
  const pickedName = `${picked.firstName} ${picked.lastName}`;
  const pickedSession = await apiSignIn(request, picked.email, picked.password);
  const otherSession = await apiSignIn(request, other.email, other.password);
  const pickedLeads = [
    await createLeadViaApi(request, pickedSession, { company: 'Nisha Motors' }),
    await createLeadViaApi(request, pickedSession, { company: 'Nisha Wheel Works' }),
  ];
  const otherLead = await createLeadViaApi(request, otherSession, { company: 'Vikram Garage' });

  await signIn(page, e2e.admin.email, e2e.admin.password);
  await openFromSidebar(page, 'Leads');
  // Every employee's leads until one is picked.
  for (const lead of [...pickedLeads, otherLead]) await expect(leadRow(page, lead)).toBeVisible();
  await page.getByLabel('Employee').selectOption({ label: pickedName });
  const bodyRows = page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  await expect(bodyRows).toHaveCount(pickedLeads.length);
  for (const lead of pickedLeads) await expect(leadRow(page, lead)).toContainText(pickedName);
  await expect(leadRow(page, otherLead)).toHaveCount(0);
  await screenshot(page, 'leads-list-admin', testInfo);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Leads' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('leads.xlsx');
  const file = testInfo.outputPath('leads.xlsx');
  await download.saveAs(file);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0]!;
  const texts = (row: ExcelJS.Row) =>
    Array.from({ length: row.cellCount }, (_, index) => row.getCell(index + 1).text);
  const header = texts(sheet.getRow(1));
  expect(header).toEqual(
    expect.arrayContaining(['Company Name', 'Owner Name', 'Mobile No', 'Employee', 'Main Status']),
  );
  const rows: Record<string, string>[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const cells = texts(row);
    rows.push(Object.fromEntries(header.map((name, index) => [name, cells[index] ?? ''])));
  });
  expect(rows.map((row) => row['Mobile No']).sort()).toEqual(
    pickedLeads.map((lead) => lead.mobile).sort(),
  );
  for (const row of rows) {
    const lead = pickedLeads.find((candidate) => candidate.mobile === row['Mobile No'])!;
    expect(row).toMatchObject({
      'Company Name': lead.company,
      'Owner Name': lead.owner,
      Employee: pickedName,
      'Main Status': 'Pending',
      'Sub Status': 'Interested',
    });
  }
});

test('[LEADS] deleting a lead asks first: Cancel keeps it, Yes, Delete removes it', async ({
  page,
  request,
}) => {
  const staff = await registerEmployee(request, 'Dev', uniqueSurname());
  const session = await apiSignIn(request, staff.email, staff.password);
  const kept = await createLeadViaApi(request, session, { company: 'Kept Motors' });
  const doomed = await createLeadViaApi(request, session, { company: 'Gone Garage' });

  await signIn(page, staff.email, staff.password);
  await openFromSidebar(page, 'Leads');
  await expect(leadRow(page, doomed)).toBeVisible();

  await leadAction(page, doomed.company, 'Delete');
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText('Do you really want to delete this lead?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(leadRow(page, doomed)).toBeVisible();

  await leadAction(page, doomed.company, 'Delete');
  await confirm.getByRole('button', { name: 'Yes, Delete' }).click();
  const done = page.getByRole('dialog', { name: 'Success!' });
  await expect(done).toContainText('Lead deleted successfully.');
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(done).toBeHidden();
  await expect(leadRow(page, doomed)).toHaveCount(0);
  await expect(leadRow(page, kept)).toBeVisible();

  // Gone for good, not just from the screen.
  await page.reload();
  await expect(leadRow(page, kept)).toBeVisible();
  await expect(leadRow(page, doomed)).toHaveCount(0);
});

test('[LEADS] staff updates a lead: the stored Hoarding stays, a renamed program sent as .jpg is refused, a PDF card is kept', async ({
  page,
  request,
}, testInfo) => {
  const staff = await registerEmployee(request, 'Esha', uniqueSurname());
  const session = await apiSignIn(request, staff.email, staff.password);
  const lead = await createLeadViaApi(request, session, { company: 'Old Name Motors' });
  const program = testInfo.outputPath('visiting-card.jpg');
  // An ELF executable's first bytes under a picture's name: only the content tells.
  fs.writeFileSync(
    program,
    Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(56)]),
  );
  const pdf = testInfo.outputPath('visiting-card.pdf');
  fs.writeFileSync(
    pdf,
    '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );

  await signIn(page, staff.email, staff.password);
  await page.goto('/leads/Today');
  await expect(leadRow(page, lead)).toBeVisible();
  await leadAction(page, lead.company, 'Update');
  await expect(page.getByRole('heading', { name: 'Lead Update', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lead Update Form' })).toBeVisible();
  await expect(page.getByLabel('Company Name')).toHaveValue(lead.company);
  await expect(page.getByLabel('Mobile Number')).toHaveValue(lead.mobile);
  // The stored Hoarding is previewed from the server and opens in a new tab.
  const storedHoarding = page.getByRole('img', { name: 'Hoarding', exact: true });
  await expect
    .poll(() => storedHoarding.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(32);
  await expect(page.getByRole('link', { name: 'Hoarding', exact: true })).toHaveAttribute(
    'target',
    '_blank',
  );

  await page.getByLabel('Company Name').fill('New Name Motors');
  await page.getByLabel('Visiting Card Back', { exact: true }).setInputFiles(program);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Only JPG, PNG, and PDF files are allowed.')).toBeVisible();
  await expect(page.getByText('Something went wrong')).toBeVisible();
  await expect(page).toHaveURL(/\/lead-update\//);

  await page.getByLabel('Visiting Card Back', { exact: true }).setInputFiles([]);
  await page.getByLabel('Visiting Card Front', { exact: true }).setInputFiles(pdf);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Lead Updated successfully')).toBeVisible();
  // Back to Leads with the same followUp view.
  await expect(page).toHaveURL(/\/leads\/Today$/);
  await expect(leadRow(page, lead)).toContainText('New Name Motors');

  await leadAction(page, 'New Name Motors', 'View');
  const details = page.getByRole('dialog', { name: 'Lead Details' });
  await expect(detailValue(details, 'Company Name')).toHaveText('New Name Motors');
  const keptHoarding = details.getByRole('img', { name: 'Hoarding', exact: true });
  await expect
    .poll(() => keptHoarding.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(32);
  // The PDF is offered as a document link, not a broken picture; no Visiting Card Back was kept.
  await expect(details.getByRole('link', { name: /Visiting Card Front/ })).toBeVisible();
  await expect(details.getByRole('img', { name: 'Visiting Card Front', exact: true })).toHaveCount(
    0,
  );
  await expect(details.getByRole('img', { name: 'Visiting Card Back', exact: true })).toHaveCount(
    0,
  );
});

test('[LEADS] updating a lead that has no stored Hoarding (as imported) asks for one beside the field, then saves with it', async ({
  page,
  request,
}, testInfo) => {
  const staff = await registerEmployee(request, 'Farah', uniqueSurname());
  const session = await apiSignIn(request, staff.email, staff.password);
  const lead = await createLeadViaApi(request, session, { company: 'Imported Motors' });
  await forgetStoredHoarding(lead.id);
  const hoarding = testInfo.outputPath('hoarding.png');
  fs.writeFileSync(hoarding, solidPng([111, 66, 193]));

  await signIn(page, staff.email, staff.password);
  await page.goto('/leads/Today');
  await leadAction(page, lead.company, 'Update');
  await page.getByLabel('Company Name').fill('Imported Motors Pvt');
  await page.getByRole('button', { name: 'Save' }).click();
  const hoardingField = page.getByLabel('Hoarding', { exact: true });
  await expect(page.getByText('Hoarding is required.')).toBeVisible();
  await expect(hoardingField).toBeFocused();
  await expect(page).toHaveURL(/\/lead-update\//);

  await hoardingField.setInputFiles(hoarding);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Lead Updated successfully')).toBeVisible();
  await expect(leadRow(page, lead)).toContainText('Imported Motors Pvt');
});
