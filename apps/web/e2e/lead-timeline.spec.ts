import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { registerEmployee } from './support/api';
import { axeViolations } from './support/axe';
import {
  apiSignIn,
  createLeadViaApi,
  statusIdOf,
  todayInKolkata,
  uniqueSurname,
  type ApiSession,
} from './support/leads';
import { AS_OF, expectKept } from './support/offline';
import { installShell } from './support/phone';
import { signIn, signOut } from './support/pages';

/**
 * Issue 43: a lead's whole story on Lead Update, below the form. Asha creates a lead, follows it
 * up, visits it and edits it on the screen, then transfers it to Ravi, who opens it and sees what
 * came before: newest first, "who · when" on India's day, the edit as "Company Name: A → B",
 * chips by kind; at 360 and 1440 px, axe clean, and offline from what the phone has already seen.
 */
const SHOTS = process.env.LEAD_TIMELINE_SHOTS; // a folder to keep the screenshots in, when set

const bearer = (session: ApiSession) => ({ authorization: `Bearer ${session.token}` });

async function storyOf(request: APIRequestContext) {
  const asha = await registerEmployee(request, 'Asha', uniqueSurname());
  const ravi = await registerEmployee(request, 'Ravi', uniqueSurname());
  const ashaSession = await apiSignIn(request, asha.email, asha.password);
  const raviSession = await apiSignIn(request, ravi.email, ravi.password);
  const company = `Timeline ${uniqueSurname()} Motors`;
  const lead = await createLeadViaApi(request, ashaSession, {
    company,
    location: '23.0225,72.5714',
  });
  const followUp = await request.post('/api/create-followup', {
    headers: bearer(ashaSession),
    data: {
      LeadId: lead.id,
      FollowUpDate: todayInKolkata(),
      Remarks: 'Promised a demo on Monday at 11',
      UserId: ashaSession.id,
      StatusId: await statusIdOf(request, ashaSession, 'Pending', 'Demo Scheduled'),
      NextDate: todayInKolkata(),
    },
  });
  expect(followUp.status(), await followUp.text()).toBe(200);
  const visit = await request.post('/api/lead-visit', {
    headers: bearer(ashaSession),
    data: { LeadId: lead.id, Latitude: 23.0235, Longitude: 72.5714, Accuracy: 10 },
  });
  expect(visit.status(), await visit.text()).toBe(200);
  return { asha, ravi, ashaSession, raviSession, lead, company };
}

const timeline = (page: Page) => page.getByRole('region', { name: 'Timeline' });
const events = (page: Page) =>
  timeline(page).getByRole('list', { name: 'Events, newest first' }).locator('> li');

/** The whole page from its top (the fixed top bar where a user sees it), and the timeline alone. */
async function keepShot(page: Page, name: string, outputPath: (file: string) => string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const shots = {
    [`${name}.png`]: () =>
      page.screenshot({ path: outputPath(`${name}.png`), fullPage: true, animations: 'disabled' }),
    [`${name}-timeline.png`]: () =>
      timeline(page).screenshot({
        path: outputPath(`${name}-timeline.png`),
        animations: 'disabled',
      }),
  };
  for (const [file, take] of Object.entries(shots)) {
    await take();
    if (SHOTS) {
      fs.mkdirSync(SHOTS, { recursive: true });
      fs.copyFileSync(outputPath(file), path.join(SHOTS, file));
    }
  }
}

// The business day in a UTC browser (@dates) is the same code at either width: the phone's run checks it.
for (const viewport of [
  { name: '360', width: 360, height: 740, tags: ' @dates' },
  { name: '1440', width: 1440, height: 900, tags: '' },
]) {
  test(`[LEADS] the new holder reads a lead's whole story below its form at ${viewport.name} px${viewport.tags}`, async ({
    page,
    request,
  }, testInfo) => {
    test.slow();
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const story = await storyOf(request);

    // Asha edits the company name on the screen.
    await signIn(page, story.asha.email, story.asha.password);
    await page.goto(`/lead-update/${story.lead.id}`);
    await expect(events(page)).toHaveCount(3);
    await page.getByLabel('Company Name').fill(`${story.company} & Sons`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Lead Updated successfully')).toBeVisible();
    const transfer = await request.post('/api/transfer-leads', {
      headers: bearer(story.ashaSession),
      data: { id: story.lead.id, UserId: story.raviSession.id },
    });
    expect(transfer.status()).toBe(200);
    await signOut(page);

    // Ravi, the new holder, sees everything that happened before the lead came to him.
    await signIn(page, story.ravi.email, story.ravi.password);
    await page.goto(`/lead-update/${story.lead.id}`);
    await expect(page.getByRole('heading', { name: 'Lead Update Form' })).toBeVisible();
    const items = events(page);
    await expect(items).toHaveCount(5);
    const ashaName = `Asha ${story.asha.lastName}`;
    await expect(items.nth(0)).toContainText(
      `Transferred from ${ashaName} to Ravi ${story.ravi.lastName}`,
    );
    await expect(items.nth(0)).toContainText(new RegExp(`${ashaName} · today \\d{2}:\\d{2}`));
    await expect(items.nth(1)).toContainText('Changed Company Name');
    await expect(items.nth(1)).toContainText(
      `Company Name: ${story.company} → ${story.company} & Sons`,
    );
    await expect(items.nth(2)).toContainText(/Visited \d+ m from the saved place/);
    await expect(items.nth(3)).toContainText('Follow-up: Pending / Demo Scheduled');
    await expect(items.nth(3)).toContainText('Remarks: Promised a demo on Monday at 11');
    await expect(items.nth(4)).toContainText('Created the lead');
    expect(await axeViolations(page)).toEqual([]);
    await keepShot(page, `lead-timeline-${viewport.name}`, (file) => testInfo.outputPath(file));

    // A chip keeps one kind.
    await timeline(page).getByRole('button', { name: 'Follow-ups' }).click();
    await expect(timeline(page).getByRole('button', { name: 'Follow-ups' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('Follow-up: Pending / Demo Scheduled');
    expect(await axeViolations(page)).toEqual([]);
    await timeline(page).getByRole('button', { name: 'All' }).click();
    await expect(items).toHaveCount(5);

    // The previous holder no longer opens the lead, nor its story.
    const refused = await request.post('/api/lead-timeline', {
      headers: bearer(story.ashaSession),
      data: { LeadId: story.lead.id },
    });
    expect(refused.status()).toBe(404);
  });
}

test.describe('offline', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('[LEADS] a lead’s timeline opens offline from what the phone has seen, marked "as of" @dates', async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.slow();
    const story = await storyOf(request);
    await signIn(page, story.asha.email, story.asha.password);
    await installShell(page);
    await page.goto(`/lead-update/${story.lead.id}`);
    await expect(events(page)).toHaveCount(3);
    await expectKept(page, ['leads', 'timeline', story.lead.id]);
    await expectKept(page, ['leads', 'details', story.lead.id]);

    await context.setOffline(true);
    await page.goto(`/lead-update/${story.lead.id}`);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
    await expect(events(page)).toHaveCount(3);
    await expect(events(page).first()).toContainText(/Visited \d+ m from the saved place/);
    await expect(timeline(page).getByText(AS_OF)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await keepShot(page, 'lead-timeline-offline-360', (file) => testInfo.outputPath(file));
    await context.setOffline(false);
  });
});
