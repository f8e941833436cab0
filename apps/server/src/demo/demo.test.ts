import { inArray, sql } from 'drizzle-orm';
import { users } from '../db/schema';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  MEDIA_TYPES,
  REFERRAL_STATUSES,
  type ApiEnvelope,
  type DashboardCounts,
  type Lead,
  type LeadListItem,
  type Referral,
  type CommissionLedger,
  type Analytics,
  type AnalyticsCompany,
  type MediaItem,
} from '@yaar/shared';
import { adminUser, bearer, companionBearer } from '../../test/factories';
import { pdfTextAsWritten } from '../../test/licences';
import { DEMO_CUSTOMERS } from './demo-companion';
import { createTestApp, type TestApp } from '../../test/app';
import { DEMO_EMPLOYEES, DEMO_LEADS, DEMO_PASSWORD, seedDemo } from './demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('creates employees who can sign in and see their leads in all six views, and refuses a second run', async () => {
  const result = await seedDemo(t.ctx);
  expect(result).toMatchObject({ created: true, leads: DEMO_LEADS });
  const login = await t.inject({
    method: 'POST',
    url: '/api/login',
    payload: { Email: DEMO_EMPLOYEES[0].email, Password: DEMO_PASSWORD },
  });
  expect(login.statusCode).toBe(200);
  const token = login.json<ApiEnvelope<{ ApiToken: string }[]>>().data![0]!.ApiToken;
  const headers = { authorization: `Bearer ${token}` };
  const counts = (await t.inject({ url: '/api/dashboard-counts', headers })).json<
    ApiEnvelope<DashboardCounts>
  >().data!;
  for (const [card, value] of Object.entries(counts)) expect(value, card).toBeGreaterThan(0);

  const referrals = (
    await t.inject({
      method: 'POST',
      url: '/api/leads-list',
      headers,
      payload: { FollowUpStatus: 'Referral' },
    })
  ).json<ApiEnvelope<LeadListItem[]>>().data!;
  const names = await Promise.all(
    referrals.map(
      async (lead) =>
        (await t.inject({ url: `/api/lead-details?id=${lead.id}`, headers })).json<
          ApiEnvelope<Lead[]>
        >().data![0]!.RefName,
    ),
  );
  expect(names.some((name) => name !== null)).toBe(true);

  // Every demo lead has a real Hoarding photo, so updating it needs no new upload.
  const first = (await t.inject({ url: `/api/lead-details?id=${referrals[0]!.id}`, headers })).json<
    ApiEnvelope<Lead[]>
  >().data![0]!;
  expect(first.Hoarding).toEqual(expect.any(String));
  const photo = await t.inject({ url: first.Hoarding!.replace(/^.*?\/api\//, '/api/') });
  expect(photo.statusCode).toBe(200);
  expect(photo.headers['content-type']).toBe('image/png');
  expect(photo.rawPayload.subarray(1, 4).toString()).toBe('PNG');

  const { rows: licences } = await t.ctx.db.execute<{
    product: string;
    expired: number;
    this_week: number;
  }>(sql`
    select product, count(*) filter (where expires_on < current_date)::int as expired,
      count(*) filter (where expires_on between current_date and current_date + 7)::int as this_week
    from licences group by product order by product`);
  expect(licences.map((row) => row.product)).toEqual(['BuildYaar', 'OYaar', 'VahanYaar']);
  expect(licences.reduce((sum, row) => sum + row.expired, 0)).toBeGreaterThan(2);
  expect(licences.reduce((sum, row) => sum + row.this_week, 0)).toBeGreaterThanOrEqual(2);
  // A cancelled sale on record, and customers named in Devanagari and Gujarati.
  const { rows: kinds } = await t.ctx.db.execute<{ cancelled: number; indic: number }>(sql`
    select count(*) filter (where deleted_at is not null)::int as cancelled,
      count(*) filter (where customer_name ~ '[\u0900-\u097F\u0A80-\u0AFF]')::int as indic
    from licence_transactions`);
  expect(kinds[0]).toMatchObject({ cancelled: 1 });
  expect(kinds[0]!.indic).toBeGreaterThan(0);

  // The default licence report prints them, whole (issue 28: 'શ્રી અંબિકા મોટર્સ' broke it off).
  const admin = await adminUser(t.ctx);
  const report = await t.inject({
    method: 'POST',
    url: '/api/report-license',
    headers: bearer(admin),
    payload: {},
  });
  const file = await t.inject({ url: report.json<ApiEnvelope<string>>().data! });
  expect(file.statusCode).toBe(200);
  expect(file.rawPayload.subarray(-6).toString()).toContain('%%EOF');
  expect(pdfTextAsWritten(file.rawPayload)).toContain('શ્રી અંબિકા મોટર્સ');

  // Referrals in all three states, the paid ones adding up.
  const states = new Map<string, Referral[]>();
  for (const Status of REFERRAL_STATUSES) {
    const answer = await t.inject({
      method: 'POST',
      url: '/api/pending-payment-reference-leads',
      headers: bearer(admin),
      payload: { Status },
    });
    states.set(Status, answer.json<{ data: Referral[] }>().data);
  }
  for (const Status of REFERRAL_STATUSES)
    expect(states.get(Status)!.length, Status).toBeGreaterThan(0);
  for (const row of states.get('Complete')!) expect(row.PaidPayment).toBe(row.CommissionAmount);

  // Each employee earned commission and was paid part of it: earned − paid = balance.
  for (const employee of await t.ctx.db
    .select()
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_EMPLOYEES.map((e) => e.email),
      ),
    )) {
    const answer = await t.inject({
      method: 'POST',
      url: '/api/commission-history',
      headers: bearer(admin),
      payload: { UserId: employee.id },
    });
    const { ledger, data } = answer.json<{ ledger: CommissionLedger; data: unknown[] }>();
    expect(Number(ledger.Earned), employee.email).toBeGreaterThan(0);
    expect(data.length, employee.email).toBeGreaterThan(0);
    expect(Number(ledger.Earned) - Number(ledger.Paid)).toBeCloseTo(Number(ledger.Balance));
  }

  // The OYaar app: companies with running and expired licences, customers of the last two months,
  // and companies that sent reminders in the last 17 days.
  const oyToken = await companionBearer(t, admin);
  const analytics = (
    await t.inject({ method: 'POST', url: '/oyaar-api/analytics', headers: oyToken, payload: {} })
  ).json<ApiEnvelope<Analytics>>().data!;
  expect(analytics.counts.Active).toBeGreaterThan(2);
  expect(analytics.counts.Expired).toBeGreaterThan(2);
  expect(analytics.counts.Users).toBeGreaterThan(DEMO_CUSTOMERS);
  const reminders = (
    await t.inject({ method: 'POST', url: '/oyaar-api/countings', headers: oyToken, payload: {} })
  ).json<ApiEnvelope<AnalyticsCompany[]>>().data!;
  expect(reminders.length).toBeGreaterThan(2);
  expect(reminders[0]!.ReminderCount).toBeGreaterThan(0);
  for (const list of ['/oyaar-api/version-list', '/oyaar-api/announcement-list'])
    expect(
      (await t.inject({ url: list, headers: oyToken })).json<ApiEnvelope<unknown[]>>().data!.length,
      list,
    ).toBeGreaterThan(1);
  // Media of all three types with links, each image served from its signed URL (one an SVG).
  const media = (
    await t.inject({
      url: '/oyaar-api/media-list',
      headers: await companionBearer(t, await adminUser(t.ctx)),
    })
  ).json<ApiEnvelope<MediaItem[]>>().data!;
  expect(new Set(media.map((item) => item.Type))).toEqual(new Set(MEDIA_TYPES));
  expect(media.every((item) => item.Link.startsWith('https://'))).toBe(true);
  const types = [];
  for (const item of media)
    types.push((await t.inject({ url: item.ImagePath })).headers['content-type']);
  expect(new Set(types)).toEqual(new Set(['image/png', 'image/svg+xml']));

  expect(await seedDemo(t.ctx)).toMatchObject({ created: false });
  const { rows } = await t.ctx.db.execute<{ n: number }>(sql`select count(*) as n from leads`);
  expect(rows[0]!.n).toBe(DEMO_LEADS);
});
