import fs from 'node:fs';
import { expect, test } from './support/test';
import { registerEmployee } from './support/api';
import { uniqueMobile } from './support/env';
import { apiSignIn, createLeadViaApi, statusIdOf, uniqueSurname } from './support/leads';
import {
  SAVED_ON_PHONE,
  leadSavedOffline,
  fillLeadCreate,
  leadsWithMobile,
  waitingCount,
} from './support/offline';
import { employeeOnThePhone, installShell, photoFile, phoneInTheField } from './support/phone';
import { axeViolations } from './support/axe';
import { signIn } from './support/pages';

/** Capture with no network, on a phone (issue 32): kept on the phone, sent by itself, exactly once. */
test.use(phoneInTheField);

test('a lead with a photo and a location saved offline survives a reload offline and is sent by itself when back online (no Background Sync: the iOS path)', async ({
  page,
  context,
  request,
}, testInfo) => {
  // As on iOS Safari: no SyncManager, so only the page itself sends (online, foreground).
  await page.addInitScript(() => {
    delete (window as { SyncManager?: unknown }).SyncManager;
  });
  const { session } = await employeeOnThePhone(page, request, 'Offline');
  await installShell(page);
  const photo = photoFile(testInfo.outputPath('hoarding.png'), { camera: true });
  const lead = await leadSavedOffline(page, 'Dead Zone Tyres', photo);
  await expect(page).toHaveURL(/\/leads$/);
  await expect(waitingCount(page)).toHaveText('1 waiting to send');
  const waiting = page.getByRole('article', { name: lead.company });
  await expect(waiting).toContainText('Waiting to send');
  await expect(waiting.getByRole('img', { name: 'Hoarding' })).toBeVisible();

  await page.reload();
  await expect(waitingCount(page)).toHaveText('1 waiting to send');
  expect(await leadsWithMobile(request, session, lead.mobile)).toEqual([]);
  // Opened with no network, the Leads screen says so quietly: no "Network Error!" alert over it.
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Network Error!' })).toHaveCount(0);

  await context.setOffline(false);
  await expect(waitingCount(page)).toHaveCount(0, { timeout: 30_000 });
  const created = await leadsWithMobile(request, session, lead.mobile);
  expect(created).toHaveLength(1);
  expect(created[0]!.Location).toMatch(/^23\.02250*,72\.57140*$/);
  expect(created[0]!.Hoarding).toBeTruthy();
  // The camera's photo was made smaller on the phone: a JPEG of about 300 KB, not the PNG picked.
  const sent = await request.get(created[0]!.Hoarding!);
  expect(sent.headers()['content-type']).toBe('image/jpeg');
  const bytes = (await sent.body()).length;
  expect(bytes).toBeLessThanOrEqual(300 * 1024);
  expect(bytes).toBeLessThan(fs.statSync(photo).size / 4);
});

test.describe('without a service worker (requests routable)', () => {
  test.use({ serviceWorkers: 'block' });

  test('the first send reaches the server but its answer is lost: the retry still makes exactly one lead, with its photo and location', async ({
    page,
    request,
  }, testInfo) => {
    const { session } = await employeeOnThePhone(page, request, 'Lost');
    const lead = { mobile: uniqueMobile(), company: 'Lost Answer Motors' };
    await fillLeadCreate(page, lead, photoFile(testInfo.outputPath('hoarding.png')));

    let delivered = 0;
    await page.route('**/api/lead-create', async (route) => {
      if (delivered > 0) return route.continue();
      // Through to the server, which creates the lead; its answer never reaches the phone.
      const answer = await route.fetch();
      expect(answer.status()).toBe(200);
      delivered += 1;
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(SAVED_ON_PHONE)).toBeVisible();
    await expect(waitingCount(page)).toHaveCount(0, { timeout: 30_000 });
    expect(delivered).toBe(1);
    const created = await leadsWithMobile(request, session, lead.mobile);
    expect(created).toHaveLength(1);
    expect(created[0]!.Location).toMatch(/^23\.02250*,72\.57140*$/);
    expect(created[0]!.Hoarding).toBeTruthy();
  });

  test('a follow-up saved offline lands when back online; one refused for a change made meanwhile is fixed by choosing', async ({
    page,
    context,
    request,
  }, testInfo) => {
    const staff = await registerEmployee(request, 'Follow', uniqueSurname());
    const session = await apiSignIn(request, staff.email, staff.password);
    const lead = await createLeadViaApi(request, session, { company: 'Village Kirana' });
    await signIn(page, staff.email, staff.password);
    await page.goto(`/followups/${lead.id}`);
    await expect(page.getByRole('heading', { name: /Village Kirana/ })).toBeVisible();
    const addOffline = async (remarks: string, nextDate: string) => {
      await context.setOffline(true);
      await page.getByRole('button', { name: 'Add New Follow Up' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Follow Up' });
      await dialog.getByLabel('Remarks').fill(remarks);
      await dialog.getByLabel('Sub Status').selectOption('Interested');
      await dialog.getByLabel('Next Follow Up Date').fill(nextDate);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText(SAVED_ON_PHONE).last()).toBeVisible();
      await expect(waitingCount(page)).toHaveText('1 waiting to send');
    };
    await addOffline('Called from the fields, no signal.', '2030-01-15');
    await context.setOffline(false);
    await expect(waitingCount(page)).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByText('Called from the fields, no signal.')).toBeVisible();

    // Another, offline again; meanwhile the lead is set to Not Interested on 1 Feb elsewhere.
    await addOffline('Second visit, still no signal.', '2030-01-20');
    const notInterested = await statusIdOf(request, session, 'Completed', 'Not Interested');
    const elsewhere = await request.post('/api/create-followup', {
      headers: { authorization: `Bearer ${session.token}` },
      data: {
        LeadId: lead.id,
        FollowUpDate: '2030-01-16',
        Remarks: 'From the office',
        UserId: session.id,
        StatusId: notInterested,
        NextDate: '2030-02-01',
      },
    });
    expect(elsewhere.status()).toBe(200);
    await context.setOffline(false);
    await waitingCount(page).click();
    const waiting = page.getByRole('article', { name: 'Follow-up: Village Kirana · Owner Tester' });
    await expect(waiting).toContainText('Not accepted', { timeout: 30_000 });
    await expect(waiting.getByRole('button', { name: 'Send again' })).toHaveCount(0);
    await page.screenshot({
      path: testInfo.outputPath('waiting-refused-360.png'),
      animations: 'disabled',
    });
    await waiting.getByRole('link', { name: 'Fix' }).click();

    const fix = page.getByRole('dialog', { name: 'Fix Follow Up' });
    await expect(fix.getByLabel('Remarks')).toHaveValue('Second visit, still no signal.');
    await expect(
      fix.getByText("The lead's next date was changed meanwhile; check it and save again."),
    ).toBeVisible();
    const conflict = fix.getByRole('group', { name: 'Changed by someone else meanwhile' });
    await expect(conflict.getByRole('row', { name: /Status/ })).toContainText(
      'Completed · Not Interested',
    );
    await expect(conflict.getByRole('row', { name: /Next Date/ })).toContainText('01-02-2030');
    await expect(conflict.getByRole('row', { name: /Next Date/ })).toContainText('20-01-2030');
    await fix.getByRole('button', { name: 'Save' }).click();
    await expect(
      fix.getByText('Choose what to keep: what you entered, or what the lead holds now.'),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // Taller than the phone's screen, the form scrolls inside the dialog: its last field stands
    // on the dialog, not on the backdrop below it.
    const lastField = fix.getByLabel('Next Follow Up Date');
    await lastField.scrollIntoViewIfNeeded();
    const panel = (await fix.locator('.modal-content').boundingBox())!;
    const field = (await lastField.boundingBox())!;
    expect(field.y + field.height).toBeLessThanOrEqual(panel.y + panel.height);
    await fix.getByRole('heading', { name: 'Fix Follow Up' }).scrollIntoViewIfNeeded();
    await page.screenshot({
      path: testInfo.outputPath('follow-up-fix-360.png'),
      animations: 'disabled',
    });
    await conflict.getByLabel('Keep what I entered').check();
    await fix.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Follow up added successfully')).toBeVisible();
    await expect(waitingCount(page)).toHaveCount(0);
    await expect(page.getByText('Second visit, still no signal.')).toBeVisible();
    const now = await request.get(`/api/lead-details?id=${lead.id}`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(((await now.json()) as { data: { NextDate: string }[] }).data[0]!.NextDate).toContain(
      '2030-01-20',
    );
  });

  test('a lead refused when sent (its mobile number taken meanwhile) shows the server’s message and can be fixed and sent', async ({
    page,
    context,
    request,
  }, testInfo) => {
    const { session } = await employeeOnThePhone(page, request, 'Refused');
    const lead = await leadSavedOffline(
      page,
      'Taken Number Traders',
      photoFile(testInfo.outputPath('hoarding.png')),
    );

    // Meanwhile someone else records a lead with that mobile number.
    const other = await registerEmployee(request, 'Other', uniqueSurname());
    const otherSession = await apiSignIn(request, other.email, other.password);
    await createLeadViaApi(request, otherSession, { company: 'First Come', mobile: lead.mobile });

    await context.setOffline(false);
    const waiting = page.getByRole('article', { name: lead.company });
    await expect(waiting).toContainText('Not accepted', { timeout: 30_000 });
    await expect(waiting).toContainText('A lead with this mobile number already exists.');
    await expect(waitingCount(page)).toHaveText('1 waiting to send');

    await waiting.getByRole('link', { name: 'Fix' }).click();
    await expect(page.getByLabel('Mobile Number')).toHaveValue(lead.mobile);
    await expect(page.getByText('A lead with this mobile number already exists.')).toBeVisible();
    const fixed = uniqueMobile();
    await page.getByLabel('Mobile Number').fill(fixed);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Lead Created successfully')).toBeVisible();
    await expect(waitingCount(page)).toHaveCount(0);
    expect(await leadsWithMobile(request, session, fixed)).toHaveLength(1);
  });
});
