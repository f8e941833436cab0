import { afterAll, beforeAll, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, apiMessages, type ApiEnvelope } from '@yaar/shared';
import type { TestApp } from '../../test/app';
import { appWithAdminAndStaff, bearer, type TestUser } from '../../test/factories';
import { listTransactions, search, updateBody } from '../../test/licences';
import { fixedClock, systemClock } from '../lib/clock';
import { addDays } from '@yaar/shared';
import { count, eq, sql } from 'drizzle-orm';
import { idempotencyKeys, visits } from '../db/schema';
import { insertLead } from '../../test/leads';
import { expireIdempotencyKeys } from './idempotency-expiry';

/** Ten identical purchases sent at once with one Idempotency-Key make one sale. */
let t: TestApp, admin: TestUser, staff: TestUser;
beforeAll(async () => {
  ({ t, admin, staff } = await appWithAdminAndStaff());
  // The day `updateBody` dates a sale: a month's GST return, once due, takes no more (issue 42).
  t.ctx.clock = fixedClock('2026-11-23T06:00:00Z');
});
afterAll(() => t.close());

const sell = (body: object, key?: string) =>
  t.inject({
    method: 'POST',
    url: '/api/update-license',
    headers: { ...bearer(admin), ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) },
    payload: body,
  });

it('records one invoice and one year for ten identical purchases sent at once with one key', async () => {
  const body = updateBody({ MobileNo: '9400000001', EmployeeId: staff.id, LicenseYears: 365 });
  const answers = await Promise.all(
    Array.from({ length: 10 }, () => sell(body, 'sale-0001-abcdef')),
  );
  expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
  const first = answers[0]!.json<ApiEnvelope>();
  for (const answer of answers) expect(answer.json()).toEqual(first);
  expect(answers.filter((answer) => answer.headers['idempotent-replayed'])).toHaveLength(9);
  const { rows } = await listTransactions(t, admin, { MobileNo: '9400000001' });
  expect(rows).toHaveLength(1);
  // One year of licence, not ten stacked.
  const licence = await search(t, admin, '9400000001');
  expect(licence?.LicenseKey).toBe(addDays(body.EntryDate, 365));

  // Later, the same key again (a retry after a lost answer): the same answer, nothing new.
  const retry = await sell(body, 'sale-0001-abcdef');
  expect(retry.json()).toEqual(first);
  expect((await listTransactions(t, admin, { MobileNo: '9400000001' })).rows).toHaveLength(1);
});

it('without a key, or with a new key, each request is its own sale', async () => {
  const body = updateBody({ MobileNo: '9400000002', EmployeeId: staff.id, LicenseYears: 30 });
  expect((await sell(body)).statusCode).toBe(200);
  expect((await sell(body, 'sale-0002-first')).statusCode).toBe(200);
  expect((await sell(body, 'sale-0002-second')).statusCode).toBe(200);
  expect((await listTransactions(t, admin, { MobileNo: '9400000002' })).rows).toHaveLength(3);
});

it('refuses a key used for a different request, and a malformed key, beside the header', async () => {
  const body = updateBody({ MobileNo: '9400000003', EmployeeId: staff.id });
  expect((await sell(body, 'sale-0003-abcdef')).statusCode).toBe(200);
  const other = await sell({ ...body, Remarks: 'changed' }, 'sale-0003-abcdef');
  expect(other.statusCode).toBe(422);
  expect(other.json<ApiEnvelope>().errors).toEqual({
    [IDEMPOTENCY_HEADER]: apiMessages.idempotencyKeyReused,
  });
  const bad = await sell(body, 'no spaces!');
  expect(bad.json<ApiEnvelope>().errors).toEqual({
    [IDEMPOTENCY_HEADER]: apiMessages.idempotencyKeyInvalid,
  });
  expect((await listTransactions(t, admin, { MobileNo: '9400000003' })).rows).toHaveLength(1);
});

it('keeps a refusal as the answer too: the same key with the same bad figures is refused the same way', async () => {
  const body = {
    ...updateBody({ MobileNo: '9400000004', EmployeeId: staff.id }),
    TotalCharges: '1.00',
  };
  const first = await sell(body, 'sale-0004-abcdef');
  expect(first.statusCode).toBe(422);
  const again = await sell(body, 'sale-0004-abcdef');
  expect(again.statusCode).toBe(422);
  expect(again.json()).toEqual(first.json());
});

it('answers a queued check-in sent again with a new SentAt (the first answer lost) with the first answer: one visit', async () => {
  // A check-in is timed by the clock of now, not the sales' day.
  t.ctx.clock = systemClock;
  const leadId = await insertLead(t.ctx, staff.id, { location: '23.0225,72.5714' });
  const capturedAt = new Date(Date.now() - 120_000).toISOString();
  const checkIn = (sentAt: Date) =>
    t.inject({
      method: 'POST',
      url: '/api/lead-visit',
      headers: { ...bearer(staff), [IDEMPOTENCY_HEADER]: 'visit-0001-abcdef' },
      payload: {
        LeadId: leadId,
        Latitude: 23.0226,
        Longitude: 72.5715,
        Accuracy: 9,
        CapturedAt: capturedAt,
        SentAt: sentAt.toISOString(),
      },
    });
  const first = await checkIn(new Date(Date.now() - 60_000));
  const retry = await checkIn(new Date());
  expect(first.statusCode).toBe(200);
  expect(retry.statusCode).toBe(200);
  expect(retry.headers['idempotent-replayed']).toBe('true');
  expect(retry.json()).toEqual(first.json());
  const [{ n }] = (await t.ctx.db
    .select({ n: count() })
    .from(visits)
    .where(eq(visits.leadId, leadId))) as [{ n: number }];
  expect(n).toBe(1);
});

it('removes keys older than 30 days in the daily job, and keeps the newer ones', async () => {
  const keyRow = (key: string, daysAgo: number) => ({
    userId: staff.id,
    route: '/api/lead-visit',
    key,
    requestHash: 'x',
    completed: true,
    statusCode: 200,
    answer: {},
    createdAt: sql`now() - make_interval(days => ${daysAgo})`,
  });
  await t.ctx.db
    .insert(idempotencyKeys)
    .values([keyRow('old-key-00000001', 31), keyRow('new-key-00000001', 29)]);
  expect(await expireIdempotencyKeys(t.ctx.db)).toBeGreaterThanOrEqual(1);
  const left = await t.ctx.db
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.userId, staff.id));
  expect(left.map((row) => row.key)).toContain('new-key-00000001');
  expect(left.map((row) => row.key)).not.toContain('old-key-00000001');
});
