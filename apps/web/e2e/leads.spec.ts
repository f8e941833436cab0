import { expect, test } from './support/test';
import { registerEmployee } from './support/api';
import { uniqueMobile } from './support/env';
import {
  expectDashboardCounts,
  detailValue,
  inAhmedabad,
  leadAction,
  leadPictureFiles,
  leadRow,
  shownDate,
  todayInKolkata,
  uniqueSurname,
} from './support/leads';
import { openFromSidebar, screenshotFromTop as screenshot, signIn } from './support/pages';

/** The lead lifecycle (spec 1 §2.6–2.12, §5, §8) in Chromium, at a fixed spot in Ahmedabad. */
test.use(inAhmedabad);

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
  const pictures = leadPictureFiles((file) => testInfo.outputPath(file));

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
