import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  followUpMessages,
  leadMessages,
  transferMessages,
  type ApiEnvelope,
  type FollowUp,
} from '@yaar/shared';
import { createTestApp, type TestApp } from '../../../test/app';
import { adminUser, bearer, createStaffUser, type TestUser } from '../../../test/factories';
import { auditRows, insertLead, leadRow, statusIdOf } from '../../../test/leads';
import { fixedClock, systemClock } from '../../lib/clock';
import { followUps } from '../../db/schema';
import { expectFieldErrors } from '../../../test/field-errors';

let t: TestApp;
let staff: TestUser;
let admin: TestUser;
let converted: number;
let interested: number;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createStaffUser(t.ctx, { firstName: 'Dev' });
  admin = await adminUser(t.ctx);
  converted = await statusIdOf(t.ctx, 'Completed', 'Converted');
  interested = await statusIdOf(t.ctx, 'Pending', 'Interested');
});
afterAll(() => t.close());

const create = (user: TestUser, payload: object) =>
  t.inject({ method: 'POST', url: '/api/create-followup', headers: bearer(user), payload });
const followUpCount = async (leadId: number) =>
  (
    await t.ctx.db.select({ value: count() }).from(followUps).where(eq(followUps.leadId, leadId))
  )[0]!.value;
const valid = (leadId: number, user: TestUser, extra: object = {}) => ({
  LeadId: leadId,
  FollowUpDate: '2026-11-20',
  Remarks: 'Visited, owner interested',
  UserId: user.id,
  StatusId: converted,
  NextDate: '2026-11-27',
  ...extra,
});

describe('POST /api/create-followup', () => {
  it("records the follow-up and sets the lead's status and next date, audited, in one transaction", async () => {
    const leadId = await insertLead(t.ctx, staff.id, { nextDate: '2026-11-18' });
    const response = await create(staff, valid(leadId, staff));
    expect(response.statusCode).toBe(200);
    const body = response.json<ApiEnvelope<{ id: number }>>();
    expect(body).toMatchObject({ status: 200, message: leadMessages.followUpCreated });
    expect(await leadRow(t.ctx, leadId)).toMatchObject({
      statusId: converted,
      nextDate: '2026-11-27',
    });
    expect(await auditRows(t.ctx, leadId)).toEqual([
      {
        action: 'lead.status',
        actor_user_id: staff.id,
        details: {
          before: { StatusId: interested, NextDate: '2026-11-18' },
          after: { StatusId: converted, NextDate: '2026-11-27', FollowUpId: body.data!.id },
        },
      },
    ]);
  });

  it('does not audit a follow-up that keeps the status', async () => {
    const leadId = await insertLead(t.ctx, staff.id);
    expect((await create(staff, valid(leadId, staff, { StatusId: interested }))).statusCode).toBe(
      200,
    );
    expect(await auditRows(t.ctx, leadId)).toEqual([]);
    expect((await leadRow(t.ctx, leadId))!.nextDate).toBe('2026-11-27');
  });

  it('accepts the next date equal to the follow-up date, and MainStatus when it matches', async () => {
    const leadId = await insertLead(t.ctx, staff.id);
    const response = await create(
      staff,
      valid(leadId, staff, { NextDate: '2026-11-20', MainStatus: 'Completed' }),
    );
    expect(response.statusCode).toBe(200);
  });

  it('answers every message of spec §5 for an empty body', async () => {
    expectFieldErrors(await create(staff, {}), {
      LeadId: leadMessages.leadNotFound,
      FollowUpDate: followUpMessages.followUpDateRequired,
      Remarks: followUpMessages.remarksRequired,
      UserId: followUpMessages.employeeRequired,
      StatusId: followUpMessages.subStatusRequired,
      NextDate: followUpMessages.nextDateRequired,
    });
  });

  it.each([
    [{ MainStatus: '' }, 'MainStatus', followUpMessages.mainStatusRequired],
    [{ MainStatus: 'Pending' }, 'StatusId', leadMessages.statusUnknown],
    [{ StatusId: 99999 }, 'StatusId', leadMessages.statusUnknown],
    [{ Remarks: '   ' }, 'Remarks', followUpMessages.remarksRequired],
    [{ FollowUpDate: '' }, 'FollowUpDate', followUpMessages.followUpDateRequired],
    [{ FollowUpDate: '20-11-2026' }, 'FollowUpDate', leadMessages.dateInvalid],
    [{ NextDate: null }, 'NextDate', followUpMessages.nextDateRequired],
    [{ NextDate: '2026-11-19' }, 'NextDate', followUpMessages.nextDateBeforeFollowUp],
    [{ UserId: '' }, 'UserId', followUpMessages.employeeRequired],
  ])('refuses bad input (%#) with 422 and changes nothing', async (extra, field, message) => {
    const leadId = await insertLead(t.ctx, staff.id);
    const before = await leadRow(t.ctx, leadId);
    expectFieldErrors(await create(staff, valid(leadId, staff, extra)), { [field]: message });
    expect(await leadRow(t.ctx, leadId)).toEqual(before);
    expect(await followUpCount(leadId)).toBe(0);
  });

  it('lets staff record only as themselves', async () => {
    const colleague = await createStaffUser(t.ctx);
    const leadId = await insertLead(t.ctx, staff.id);
    expectFieldErrors(await create(staff, valid(leadId, colleague)), {
      UserId: followUpMessages.employeeNotSelf,
    });
    expect(await followUpCount(leadId)).toBe(0);
  });

  it('lets the administrator record as an active employee, not an inactive one', async () => {
    const leadId = await insertLead(t.ctx, staff.id);
    const inactive = await createStaffUser(t.ctx, { status: 0 });
    const refused = await create(admin, valid(leadId, inactive));
    expect(refused.json<ApiEnvelope>().errors).toEqual({
      UserId: transferMessages.employeeUnknown,
    });
    expect((await create(admin, valid(leadId, staff))).statusCode).toBe(200);
    expect(await auditRows(t.ctx, leadId)).toMatchObject([{ actor_user_id: admin.id }]);
  });
});

describe('GET /api/followups-list', () => {
  it('lists a lead’s follow-ups newest first, with employee, status and entry day', async () => {
    const leadId = await insertLead(t.ctx, staff.id);
    t.ctx.clock = fixedClock('2026-11-21T19:00:00Z');
    try {
      for (const [FollowUpDate, Remarks] of [
        ['2026-11-10', 'first'],
        ['2026-11-14', 'third'],
        ['2026-11-12', 'second'],
      ]) {
        expect(
          (
            await create(
              staff,
              valid(leadId, staff, { FollowUpDate, Remarks, StatusId: interested }),
            )
          ).statusCode,
        ).toBe(200);
      }
    } finally {
      t.ctx.clock = systemClock;
    }
    const response = await t.inject({
      url: `/api/followups-list?LeadId=${leadId}`,
      headers: bearer(staff),
    });
    expect(response.statusCode).toBe(200);
    const list = response.json<ApiEnvelope<FollowUp[]>>().data!;
    expect(list.map((f) => f.Remarks)).toEqual(['third', 'second', 'first']);
    expect(list[0]).toEqual({
      id: expect.any(Number) as number,
      LeadId: leadId,
      FollowUpDate: '2026-11-14',
      NextDate: '2026-11-27',
      UserId: staff.id,
      EmployeeName: 'Dev Tester',
      Remarks: 'third',
      status: { MainStatus: 'Pending', SubStatus: 'Interested', StatusId: interested },
      EntryDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as string,
    });
  });

  it('answers an empty list for a lead without follow-ups, and 422 for a bad LeadId', async () => {
    const leadId = await insertLead(t.ctx, staff.id);
    const empty = await t.inject({
      url: `/api/followups-list?LeadId=${leadId}`,
      headers: bearer(staff),
    });
    expect(empty.json<ApiEnvelope<FollowUp[]>>().data).toEqual([]);
    for (const query of ['', '?LeadId=', '?LeadId=x', '?LeadId=0']) {
      expect(
        (await t.inject({ url: `/api/followups-list${query}`, headers: bearer(staff) })).statusCode,
      ).toBe(422);
    }
  });
});
