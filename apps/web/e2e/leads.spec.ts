import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { registerEmployee } from './support/api';
import { forgetStoredHoarding } from './support/database';
import { e2e, uniqueMobile } from './support/env';
import {
  apiSignIn,
  createLeadViaApi,
  expectDashboardCounts,
  detailValue,
  leadAction,
  leadPictureFiles,
  leadRow,
  shownDate,
  solidPng,
  todayInKolkata,
  uniqueSurname,
} from './support/leads';
import { screenshotBothWidths, signIn, signOut } from './support/pages';

/** The lead lifecycle (spec 1 §2.6–2.12, §5, §8) in Chromium, at a fixed spot in Ahmedabad. */
test.use({
  geolocation: { latitude: 23.0225, longitude: 72.5714, accuracy: 12 },
  permissions: ['geolocation'],
  timezoneId: 'Asia/Kolkata',
});

const artifacts = (testInfo: TestInfo) => (file: string) => testInfo.outputPath(file);

/**
 * `screenshotBothWidths` from the top of the page: a full-page shot draws the fixed top bar and
 * the phone's sticky Save where the viewport is, so from the top they sit where a user sees them.
 */
async function screenshot(page: Page, name: string, testInfo: TestInfo) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotBothWidths(page, name, artifacts(testInfo));
}

async function openFromSidebar(page: Page, item: 'Dashboard' | 'Leads') {
  await page.locator('#sidebar').getByRole('link', { name: item, exact: true }).click();
  await expect(page.getByRole('heading', { name: item, level: 1 })).toBeVisible();
}

test('[LEADS] staff creates a lead with three photos and a location, finds it under Today FollowUp, views it and completes it with a follow-up', async ({
  page,
  request,
}, testInfo) => {
  const staff = await registerEmployee(request, 'Asha', uniqueSurname());
  const staffName = `${staff.firstName} ${staff.lastName}`;
  const today = todayInKolkata();
  const lead = {
    mobile: uniqueMobile(),
    company: 'Shree Auto Care',
    owner: 'Ramesh Shah',
    remarks: 'Wants a demo of job cards and GST billing.',
  };
  const pictures = leadPictureFiles(artifacts(testInfo));

  await signIn(page, staff.email, staff.password);
  await expectDashboardCounts(page, {
    'Today FollowUp': 0,
    'Pending Leads': 0,
    'Complete Leads': 0,
  });

  // Leads > Create New Lead: the create defaults, then the spec's messages on an empty Save.
  await openFromSidebar(page, 'Leads');
  await expect(page.getByText('No leads available.')).toBeVisible();
  await page.getByRole('link', { name: 'Create New Lead' }).click();
  await expect(page.getByRole('heading', { name: 'Lead Create', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lead Create Form' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'breadcrumb' })).toContainText('Leads');
  await expect(page.getByLabel('City')).toHaveValue('Ahmedabad');
  await expect(page.getByLabel('State')).toHaveValue('Gujarat');
  await expect(page.getByLabel('Product')).toHaveValue('OYaar');
  await expect(page.getByLabel('Main Status')).toHaveValue('Pending');
  const locationButton = page.getByRole('button', { name: 'Take Location' });
  await expect(locationButton).toHaveClass(/btn-danger/);

  await page.getByRole('button', { name: 'Save' }).click();
  for (const message of [
    'Mobile number is required.',
    'Business Type selection is required.',
    'Sub Status is required.',
    'Next Date is required.',
    'Remarks are required.',
    'Hoarding is required.',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page).toHaveURL(/\/lead-create$/);

  // The filled form: every field, a city picked by search, three pictures and the location.
  await page.getByLabel('Mobile Number').fill(lead.mobile);
  await page.getByLabel('Company Name').fill(lead.company);
  await page.getByLabel('Business Type').selectOption('Vehicle Service');
  await page.getByLabel('Owner Name').fill(lead.owner);
  await page.getByLabel('GST No').fill('24abcde1234f1z5');
  await expect(page.getByLabel('GST No')).toHaveValue('24ABCDE1234F1Z5');
  await page.getByLabel('Address').fill('7 Ring Road');
  await page.getByLabel('City').click();
  await page.getByLabel('City').fill('Surat');
  await page.getByRole('option', { name: /^Surat\s*Gujarat$/ }).click();
  await expect(page.getByLabel('City')).toHaveValue('Surat');
  await expect(page.getByLabel('State')).toHaveValue('Gujarat');
  await page.getByLabel('Pincode').fill('395003');
  await page.getByLabel('Product').selectOption('VahanYaar');
  await page.getByLabel('Sub Status').selectOption('Interested');
  await page.getByLabel('Next Date').fill(today);
  await page.getByLabel('Remarks').fill(lead.remarks);
  for (const [label, file] of Object.entries(pictures)) {
    await page.getByLabel(label, { exact: true }).setInputFiles(file);
    await expect(page.getByRole('img', { name: `${label} preview` })).toBeVisible();
  }
  await locationButton.click();
  const locationTaken = page.getByRole('button', { name: 'Location Taken' });
  await expect(locationTaken).toBeVisible();
  await expect(locationTaken).toHaveClass(/btn-success/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await screenshot(page, 'lead-create-form', testInfo);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Lead Created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/leads$/);
  const createdRow = leadRow(page, lead);
  await expect(createdRow).toContainText(lead.company);
  await expect(createdRow).toContainText(lead.owner);
  await expect(createdRow).toContainText(staffName);
  await expect(createdRow).toContainText('PendingInterested');

  // Due today: counted on the dashboard and listed under Today FollowUp.
  await openFromSidebar(page, 'Dashboard');
  await expectDashboardCounts(page, {
    'Today FollowUp': 1,
    'Pending Leads': 1,
    'Complete Leads': 0,
  });
  await page.getByRole('link', { name: /^Today FollowUp: / }).click();
  await expect(page).toHaveURL(/\/leads\/Today$/);
  await expect(page.getByRole('columnheader', { name: 'Status (Pending)' })).toBeVisible();
  await expect(leadRow(page, lead)).toBeVisible();
  await expect(page.getByLabel('Main Status')).toHaveValue('Pending');
  await screenshot(page, 'leads-list-today', testInfo);

  // View: every field, the three stored pictures, and no follow-ups yet.
  await leadAction(page, lead.company, 'View');
  const details = page.getByRole('dialog', { name: 'Lead Details' });
  await expect(details).toBeVisible();
  const expected: [string, string][] = [
    ['Company Name', lead.company],
    ['Owner Name', lead.owner],
    ['Mobile No', lead.mobile],
    ['GST No', '24ABCDE1234F1Z5'],
    ['Business Type', 'Vehicle Service'],
    ['Address', '7 Ring Road'],
    ['City', 'Surat'],
    ['State', 'Gujarat'],
    ['Pincode', '395003'],
    ['Product', 'VahanYaar'],
    ['Entry Date', shownDate(today)],
    ['Next Date', shownDate(today)],
    ['Main Status', 'Pending'],
    ['Sub Status', 'Interested'],
    ['Remarks', lead.remarks],
    ['Location', '23.022500, 72.571400'],
  ];
  for (const [label, value] of expected) {
    await expect(detailValue(details, label), label).toHaveText(value);
  }
  for (const label of Object.keys(pictures)) {
    const picture = details.getByRole('img', { name: label, exact: true });
    await expect(picture).toBeVisible();
    // The stored file comes back: the 32×32 picture that was uploaded.
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(32);
  }
  await expect(details.getByText('No follow-up data available.')).toBeVisible();
  await screenshot(page, 'lead-details', testInfo);
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();

  // Follow Up: the list is empty; the dialog pre-selects the lead's status; complete the lead.
  await leadAction(page, lead.company, 'Follow Up');
  await expect(page).toHaveURL(/\/followups\/\d+\/Today$/);
  await expect(page.getByRole('heading', { name: 'Follow Up', level: 1 })).toBeVisible();
  await expect(page.getByText('No follow-up data available.')).toBeVisible();
  await page.getByRole('button', { name: 'Add New Follow Up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Follow Up' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Follow Up Date', { exact: true })).toHaveValue(today);
  await expect(dialog.getByLabel('Main Status')).toHaveValue('Pending');
  await expect(dialog.getByLabel('Sub Status').locator('option:checked')).toHaveText('Interested');
  await dialog.getByLabel('Remarks').fill('Demo done, signed up for VahanYaar.');
  await dialog.getByLabel('Main Status').selectOption('Completed');
  await expect(dialog.getByLabel('Sub Status')).toHaveValue('');
  await dialog.getByLabel('Sub Status').selectOption('Converted');
  await dialog.getByLabel('Next Follow Up Date').fill(today);
  await screenshot(page, 'follow-up-dialog', testInfo);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Follow up added successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const followUpRow = page
    .getByRole('row')
    .filter({ hasText: 'Demo done, signed up for VahanYaar.' });
  await expect(followUpRow).toContainText(shownDate(today));
  await expect(followUpRow).toContainText(staffName);
  await expect(page.getByText('No follow-up data available.')).toBeHidden();

  // The counts move: one fewer due today (1 → 0), one more complete (0 → 1); the lead is now
  // under Complete Leads.
  await openFromSidebar(page, 'Dashboard');
  await expectDashboardCounts(page, {
    'Today FollowUp': 0,
    'Pending Leads': 0,
    'Complete Leads': 1,
  });
  await screenshot(page, 'dashboard-counts', testInfo);
  await page.getByRole('link', { name: /^Complete Leads: / }).click();
  await expect(page).toHaveURL(/\/leads\/Completed$/);
  await expect(page.getByRole('columnheader', { name: 'Status (Completed)' })).toBeVisible();
  await expect(leadRow(page, lead)).toContainText('CompletedConverted');
  await page.goto('/leads/Today');
  await expect(page.getByText('No leads available.')).toBeVisible();
});

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
