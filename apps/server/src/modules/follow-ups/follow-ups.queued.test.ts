import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, followUpMessages, leadMessages, type ApiEnvelope } from '@yaar/shared';
import { createTestApp, type TestApp } from '../../../test/app';
import { bearer, createStaffUser, type TestUser } from '../../../test/factories';
import { insertLead, leadRow, statusIdOf } from '../../../test/leads';
import { followUps, leads } from '../../db/schema';

/** A follow-up queued on a phone: sent once per key, refused (409) when the lead changed meanwhile. */
let t: TestApp, staff: TestUser, other: TestUser;
let interested: number, converted: number, notInterested: number;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createStaffUser(t.ctx);
  other = await createStaffUser(t.ctx);
  interested = await statusIdOf(t.ctx, 'Pending', 'Interested');
  converted = await statusIdOf(t.ctx, 'Completed', 'Converted');
  notInterested = await statusIdOf(t.ctx, 'Completed', 'Not Interested');
});
afterAll(() => t.close());

const send = (payload: object, key?: string) =>
  t.inject({
    method: 'POST',
    url: '/api/create-followup',
    headers: { ...bearer(staff), ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) },
    payload,
  });
const body = (leadId: number, extra: object = {}) => ({
  LeadId: leadId,
  FollowUpDate: '2026-11-20',
  Remarks: 'Visited offline',
  UserId: staff.id,
  StatusId: converted,
  NextDate: '2026-11-27',
  ...extra,
});
const followUpCount = async (leadId: number) =>
  (
    await t.ctx.db.select({ value: count() }).from(followUps).where(eq(followUps.leadId, leadId))
  )[0]!.value;

it('records one follow-up for a send repeated with its key (the first answer lost)', async () => {
  const leadId = await insertLead(t.ctx, staff.id);
  const first = await send(body(leadId), 'followup-key-0001');
  const again = await send(body(leadId), 'followup-key-0001');
  expect(first.statusCode).toBe(200);
  expect(again.json()).toEqual(first.json());
  expect(again.headers['idempotent-replayed']).toBe('true');
  expect(await followUpCount(leadId)).toBe(1);
});

it('answers 409 beside the field the administrator changed meanwhile, and changes nothing', async () => {
  const leadId = await insertLead(t.ctx, staff.id, { nextDate: '2026-11-25' });
  // Read as Interested / 25 Nov; meanwhile the administrator set Not Interested and 30 Nov.
  await t.ctx.db
    .update(leads)
    .set({ statusId: notInterested, nextDate: '2026-11-30' })
    .where(eq(leads.id, leadId));
  const answer = await send(
    body(leadId, { StartedFromStatusId: interested, StartedFromNextDate: '2026-11-25' }),
  );
  expect(answer.statusCode).toBe(409);
  expect(answer.json<ApiEnvelope>().errors).toEqual({
    StatusId: followUpMessages.statusChangedMeanwhile,
    NextDate: followUpMessages.nextDateChangedMeanwhile,
  });
  // What the lead holds now, for the phone to show beside what was entered.
  expect(answer.json<ApiEnvelope>().data).toEqual({
    StatusId: notInterested,
    NextDate: '2026-11-30',
  });
  expect(await followUpCount(leadId)).toBe(0);
  expect(await leadRow(t.ctx, leadId)).toMatchObject({ statusId: notInterested });
});

it('saves when the version it started from is still the lead’s, or the change matches', async () => {
  const leadId = await insertLead(t.ctx, staff.id, { nextDate: '2026-11-25' });
  const unchanged = await send(
    body(leadId, { StartedFromStatusId: interested, StartedFromNextDate: '2026-11-25' }),
  );
  expect(unchanged.statusCode).toBe(200);
  // Now Converted / 27 Nov: a second phone's follow-up setting the same is no conflict.
  const same = await send(
    body(leadId, { StartedFromStatusId: interested, StartedFromNextDate: '2026-11-25' }),
  );
  expect(same.statusCode).toBe(200);
});

it('gives the server’s own message for a lead transferred or deleted meanwhile', async () => {
  const leadId = await insertLead(t.ctx, staff.id);
  await t.ctx.db.update(leads).set({ userId: other.id }).where(eq(leads.id, leadId));
  const transferred = await send(body(leadId), 'followup-key-0002');
  expect(transferred.json<ApiEnvelope>().message).toBe(leadMessages.leadNotFound);
  expect(transferred.statusCode).toBeGreaterThanOrEqual(400);
  expect(transferred.statusCode).toBeLessThan(500);
});
