import fs from 'node:fs';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { uniqueMobile } from './env';
import { solidPng } from './png.mjs';

/** Today's business day (`YYYY-MM-DD`) in the server's and the browser's time zone. */
export function todayInKolkata(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
}

/** `YYYY-MM-DD` as the screens show it: `DD-MM-YYYY`. */
export const shownDate = (isoDay: string) => isoDay.split('-').reverse().join('-');

/** A few letters no other name of this run has, for employees the tests pick by name. */
let nameSequence = 0;
export function uniqueSurname(): string {
  nameSequence += 1;
  const letters = `${Date.now() % 1_000_000_000}${nameSequence}`
    .split('')
    .map((digit) => String.fromCharCode(97 + Number(digit)))
    .join('')
    .slice(-6);
  return `Q${letters}`;
}

/** The three pictures of a lead written as files under the test's output folder. */
export function leadPictureFiles(outputPath: (file: string) => string) {
  const files = {
    Hoarding: outputPath('hoarding.png'),
    'Visiting Card Front': outputPath('visiting-card-front.png'),
    'Visiting Card Back': outputPath('visiting-card-back.png'),
  };
  fs.writeFileSync(files.Hoarding, solidPng([220, 53, 69]));
  fs.writeFileSync(files['Visiting Card Front'], solidPng([25, 135, 84]));
  fs.writeFileSync(files['Visiting Card Back'], solidPng([13, 110, 253]));
  return files;
}

export interface ApiSession {
  token: string;
  id: number;
  name: string;
}

/** Signs in through `POST /api/login`: the bearer token and the user's id. */
export async function apiSignIn(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<ApiSession> {
  const answer = await request.post('/api/login', { data: { Email: email, Password: password } });
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as {
    data: { ApiToken: string; id: number; FirstName: string; LastName: string }[];
  };
  const user = body.data[0]!;
  return { token: user.ApiToken, id: user.id, name: `${user.FirstName} ${user.LastName}` };
}

const bearer = (session: ApiSession) => ({ authorization: `Bearer ${session.token}` });

/** The StatusId of a sub status in `GET /api/statuses-list`. */
export async function statusIdOf(
  request: APIRequestContext,
  session: ApiSession,
  mainStatus: string,
  subStatus: string,
): Promise<number> {
  const answer = await request.get('/api/statuses-list', { headers: bearer(session) });
  expect(answer.status()).toBe(200);
  const catalogue = (
    (await answer.json()) as {
      data: Record<string, { StatusId: number; SubStatus: string }[]>;
    }
  ).data;
  const item = catalogue[mainStatus]?.find((status) => status.SubStatus === subStatus);
  if (!item) throw new Error(`No sub status ${mainStatus} / ${subStatus}`);
  return item.StatusId;
}

export interface CreatedLead {
  id: number;
  mobile: string;
  company: string;
  owner: string;
}

/**
 * A Pending / Interested lead created through `POST /api/lead-create` (multipart, with a Hoarding
 * picture), owned by the signed-in `session`. Its mobile number is new to this run.
 */
export async function createLeadViaApi(
  request: APIRequestContext,
  session: ApiSession,
  lead: {
    company: string;
    owner?: string;
    nextDate?: string;
    refMobile?: string;
    /** "lat,long": where the lead was captured. */
    location?: string;
    mobile?: string;
  },
): Promise<CreatedLead> {
  const mobile = lead.mobile ?? uniqueMobile();
  const owner = lead.owner ?? 'Owner Tester';
  const cities = (await (await request.get('/api/cities-list')).json()) as {
    data: { CityId: number; CityName: string }[];
  };
  const ahmedabad = cities.data.find((city) => city.CityName === 'Ahmedabad')!;
  const answer = await request.post('/api/lead-create', {
    headers: bearer(session),
    multipart: {
      MobileNo: mobile,
      CompanyName: lead.company,
      OwnerName: owner,
      BusinessType: 'Service',
      Address: '4 Ashram Road',
      CityId: String(ahmedabad.CityId),
      Pincode: '380009',
      Product: 'OYaar',
      StatusId: String(await statusIdOf(request, session, 'Pending', 'Interested')),
      NextDate: lead.nextDate ?? todayInKolkata(),
      Requirements: 'Created for a browser test',
      ...(lead.refMobile ? { RefMobileNo: lead.refMobile } : {}),
      ...(lead.location ? { Location: lead.location } : {}),
      Hoarding: { name: 'hoarding.png', mimeType: 'image/png', buffer: solidPng([255, 193, 7]) },
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const body = (await answer.json()) as { data: { id: number } };
  return { id: body.data.id, mobile, company: lead.company, owner };
}

/** A lead's row in the Leads table (desktop width), found by its mobile number. */
export const leadRow = (page: Page, lead: Pick<CreatedLead, 'mobile'>): Locator =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: lead.mobile, exact: true }) });

/** Opens a lead's Action menu and picks `item` (View, Update, Delete, Follow Up, Transfer). */
export async function leadAction(page: Page, company: string, item: string) {
  await page.getByRole('button', { name: `Action for ${company}`, exact: true }).click();
  // Only the open menu's items are visible (the others stay in the page, hidden).
  const kind = item === 'Update' || item === 'Follow Up' ? 'link' : 'button';
  const menuItem = page.getByRole(kind, { name: item, exact: true });
  await menuItem.click();
}

/** The value shown beside `label` in a definition list (the Lead Details modal). */
export const detailValue = (scope: Locator, label: string): Locator =>
  scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

/**
 * The dashboard's cards show these counts (a card's accessible name is "<title>: <count>"). Waits
 * for them: a revisited dashboard shows its last counts until the new ones arrive.
 */
export async function expectDashboardCounts(page: Page, counts: Record<string, number>) {
  for (const [title, count] of Object.entries(counts)) {
    await expect(page.getByRole('link', { name: `${title}: ${count}`, exact: true })).toBeVisible();
  }
}

/** Where and when the lead specs run: a fixed spot in Ahmedabad, Indian time (`test.use`). */
export const inAhmedabad = {
  geolocation: { latitude: 23.0225, longitude: 72.5714, accuracy: 12 },
  permissions: ['geolocation'],
  timezoneId: 'Asia/Kolkata',
};
