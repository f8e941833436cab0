import { type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { expect, test } from './support/test';
import { registerEmployee } from './support/api';
import { e2e } from './support/env';
import {
  apiSignIn,
  createLeadViaApi,
  leadAction,
  uniqueSurname,
  type ApiSession,
} from './support/leads';
import { cameraPng, solidPng } from './support/png.mjs';
import { screenshotBothWidths, signIn } from './support/pages';

/** Visits and the map (issue 34) at a shop in Ahmedabad, on a phone. */
const SHOP = { latitude: 23.0225, longitude: 72.5714 };
test.use({
  viewport: { width: 360, height: 740 },
  geolocation: { latitude: 23.0226, longitude: 72.5715, accuracy: 9 },
  permissions: ['geolocation'],
  timezoneId: 'Asia/Kolkata',
});

const artifacts = (testInfo: TestInfo) => (file: string) => testInfo.outputPath(file);

async function staffWithSession(request: APIRequestContext, firstName: string) {
  const staff = await registerEmployee(request, firstName, uniqueSurname());
  return { staff, session: await apiSignIn(request, staff.email, staff.password) };
}

const checkInViaApi = (request: APIRequestContext, session: ApiSession, body: object) =>
  request.post('/api/lead-visit', {
    headers: { authorization: `Bearer ${session.token}` },
    data: { Accuracy: 11, ...body },
  });

/** Screenshots at 1440 px and at 360 px. */
async function shots(page: Page, name: string, outputPath: (file: string) => string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.waitForTimeout(300); // the map redraws at the new size
  await screenshotBothWidths(page, name, outputPath);
}

/** Whether the map drew (WebGL) or said it cannot: either way the list beside it is the proof. */
async function noteMapState(page: Page) {
  const broken = await page.getByText('The map cannot be drawn on this device').count();
  test.info().annotations.push({
    type: 'map',
    description: broken ? 'WebGL unavailable: the list only' : 'drawn with WebGL',
  });
  if (!broken) await expect(page.locator('.map-canvas canvas')).toBeVisible();
}

test('[VISITS] staff checks in from the lead with "I\'m here" and sees the distance in the lead\'s details', async ({
  page,
  request,
}, testInfo) => {
  const { staff, session } = await staffWithSession(request, 'Kiran');
  const lead = await createLeadViaApi(request, session, {
    company: 'Kiran Kirana Stores',
    location: `${SHOP.latitude},${SHOP.longitude}`,
  });
  await signIn(page, staff.email, staff.password);
  await page.goto(`/followups/${lead.id}`);
  // A photo from the camera first: compressed on the phone, previewed, sent with the check-in.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Add photo' }).click();
  await (
    await chooser
  ).setFiles({ name: 'shop.png', mimeType: 'image/png', buffer: cameraPng(800) });
  await expect(page.getByRole('img', { name: 'Photo to send with the visit' })).toBeVisible();
  await shots(page, 'check-in-photo', artifacts(testInfo));
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/lead-visit'));
  await page.getByRole('button', { name: "I'm here" }).click();
  expect(await (await sent).headerValue('content-type')).toMatch(/^multipart\/form-data/);
  await expect(page.getByRole('status').filter({ hasText: 'Visit recorded' })).toContainText(
    '15 m from the shop',
  );
  await expect(page.getByRole('button', { name: 'Add photo' })).toBeVisible();

  await page.goto('/leads');
  await leadAction(page, lead.company, 'View');
  const details = page.getByRole('dialog', { name: 'Lead Details' });
  const visits = details.getByRole('region', { name: 'Visits' });
  await expect(visits.getByRole('listitem')).toHaveCount(1);
  await expect(visits.getByRole('listitem').first()).toContainText(
    /Visited \d{2}-\d{2}-\d{4} \d{2}:\d{2} · 15 m from the shop · ±9 m/,
  );
  // The photo as a thumbnail (a JPEG made on the phone) that opens the full image.
  const thumbnail = visits.getByRole('img', { name: /^Photo of the visit on / });
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(800);
  await expect(visits.getByRole('link', { name: /^Photo of the visit on / })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(visits.getByText('At the place')).toBeVisible();
  await shots(page, 'lead-visits', artifacts(testInfo));
  // The dialog scrolls inside the page: the visits themselves on a phone.
  await page.setViewportSize({ width: 360, height: 740 });
  await visits.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('lead-visits-list-360.png') });
});

test("[VISITS] the Map shows the caller's leads, coloured by follow-up, and not another employee's", async ({
  page,
  request,
}, testInfo) => {
  const { staff, session } = await staffWithSession(request, 'Meera');
  const { session: other } = await staffWithSession(request, 'Farhan');
  const mine = await createLeadViaApi(request, session, {
    company: 'Meera Tea Stall',
    location: '23.0231,72.5721',
  });
  await createLeadViaApi(request, other, {
    company: 'Farhan Footwear',
    location: '23.0228,72.5717',
  });
  await signIn(page, staff.email, staff.password);
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/api/leads-map') && response.status() === 200,
  );
  // The menu offers it (on a phone the menu is folded away: the address opens it the same).
  await expect(
    page.locator('#sidebar').getByRole('link', { name: 'Map', exact: true }),
  ).toHaveAttribute('href', '/map');
  await page.goto('/map');
  const body = (await (await answered).json()) as { data: { Leads: { id: number }[] } };
  expect(body.data.Leads.map((lead) => lead.id)).toContain(mine.id);
  const list = page.getByRole('list', { name: 'Leads on the map' });
  await expect(list.getByText('Meera Tea Stall')).toBeVisible();
  await expect(list.getByText('Today')).toBeVisible();
  await expect(page.getByText('Farhan Footwear')).toHaveCount(0);
  await expect(list.getByRole('link', { name: 'Directions' }).first()).toHaveAttribute(
    'href',
    /destination=23\.0231,72\.5721/,
  );
  await noteMapState(page);
  await shots(page, 'leads-map', artifacts(testInfo));
});

test("[VISITS] the administrator's Day of Visits shows an employee's visits in order", async ({
  page,
  request,
}, testInfo) => {
  const { staff, session } = await staffWithSession(request, 'Nisha');
  const first = await createLeadViaApi(request, session, {
    company: 'Nisha Novelty Centre',
    location: '23.0240,72.5882',
  });
  const second = await createLeadViaApi(request, session, {
    company: 'Ashram Road Opticians',
    location: '23.0607,72.5808',
  });
  expect(
    (
      await checkInViaApi(request, session, {
        LeadId: first.id,
        Latitude: 23.0241,
        Longitude: 72.5882,
      })
    ).status(),
  ).toBe(200);
  // The second with a photo, as the phone sends one: a multipart form.
  const withPhoto = await request.post('/api/lead-visit', {
    headers: { authorization: `Bearer ${session.token}` },
    multipart: {
      LeadId: String(second.id),
      Latitude: '23.0607',
      Longitude: '72.5809',
      Accuracy: '11',
      Photo: { name: 'shop.png', mimeType: 'image/png', buffer: solidPng([25, 135, 84], 64) },
    },
  });
  expect(withPhoto.status()).toBe(200);
  await signIn(page, e2e.admin.email, e2e.admin.password);
  await page.goto('/visits-day');
  await page.getByLabel('Employee').selectOption({ label: `${staff.firstName} ${staff.lastName}` });
  const visits = page.getByRole('list', { name: 'Visits in order' }).getByRole('listitem');
  await expect(visits).toHaveCount(2);
  await expect(visits.nth(0)).toContainText('Nisha Novelty Centre');
  await expect(visits.nth(1)).toContainText('Ashram Road Opticians');
  await expect(visits.nth(1)).toContainText('4.1 km from the visit before');
  await expect(visits.nth(1).getByRole('img', { name: /^Photo of visit 2 at / })).toBeVisible();
  await expect(visits.nth(0).getByRole('img')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: '2 visits' })).toContainText(
    'travelled 4.1 km',
  );
  await noteMapState(page);
  await shots(page, 'visits-day', artifacts(testInfo));
});
