import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, leadBulkMessages } from '@yaar/shared';
import { businessToday } from '../../lib/clock';
import { auditLog, leads } from '../../db/schema';
import type { TestApp } from '../../../test/app';
import {
  appWithAdminAndStaff,
  bearer,
  createStaffUser,
  type TestUser,
} from '../../../test/factories';
import { insertLead, statusIdOf } from '../../../test/leads';
import { post } from '../../../test/licences';
import { expectFieldErrorsInclude } from '../../../test/field-errors';

let t: TestApp, admin: TestUser, staff: TestUser;
/** A week after the business day: an upcoming follow-up whenever the tests run. */
const nextWeek = () => addDays(businessToday(t.ctx), 7);
beforeAll(async () => ({ t, admin, staff } = await appWithAdminAndStaff()));
afterAll(() => t.close());

/** A fresh pool of `count` admin leads in a sub status of their own, entered a day apart. */
async function pool(count: number, sub = 'Demo Scheduled') {
  const ids: number[] = [];
  for (let day = 1; day <= count; day += 1) {
    ids.push(
      await insertLead(t.ctx, admin.id, {
        sub,
        entryDate: `2026-10-${String(day).padStart(2, '0')}`,
        nextDate: null,
      }),
    );
  }
  return { ids, StatusId: await statusIdOf(t.ctx, 'Pending', sub) };
}
const ownersOf = async (ids: number[]) =>
  (await t.ctx.db.select().from(leads).where(inArray(leads.id, ids))).sort((a, b) => a.id - b.id);

describe('POST /assign-leads', () => {
  it('answers each missing field with the spec message', async () => {
    expectFieldErrorsInclude((await post(t, admin, '/assign-leads', {})).response, {
      UserId: leadBulkMessages.employeeRequired,
      StatusId: leadBulkMessages.subStatusRequired,
      EntryDate: leadBulkMessages.entryDateRequired,
      NextDate: leadBulkMessages.nextDateRequired,
      NoOfLeads: leadBulkMessages.noOfLeadsRequired,
    });
  });

  it('is the administrator’s: staff 403, anonymous 401', async () => {
    expect((await post(t, staff, '/assign-leads', {})).status).toBe(403);
    expect((await post(t, null, '/assign-leads', {})).status).toBe(401);
  });

  it('moves the oldest leads of the pool to the employee with the next date, each move audited', async () => {
    const employee = await createStaffUser(t.ctx);
    const { ids, StatusId } = await pool(5, 'Quotation Sent');
    const counts = async () =>
      (
        await t.inject({ method: 'GET', url: '/api/dashboard-counts', headers: bearer(employee) })
      ).json<{ data: { PendingLeads: number; UpcomingLeads: number } }>().data;
    expect(await counts()).toMatchObject({ PendingLeads: 0, UpcomingLeads: 0 });
    const { status, body } = await post(t, admin, '/assign-leads', {
      UserId: employee.id,
      StatusId,
      EntryDate: '2026-10-04',
      NextDate: nextWeek(),
      NoOfLeads: '3',
    });
    expect(status).toBe(200);
    expect(body.message).toBe(leadBulkMessages.assigned);
    const rows = await ownersOf(ids);
    expect(rows.map((row) => row.userId)).toEqual([
      employee.id,
      employee.id,
      employee.id,
      admin.id,
      admin.id,
    ]);
    expect(rows.slice(0, 3).map((row) => row.nextDate)).toEqual(Array(3).fill(nextWeek()));
    // The employee's dashboard counts follow at once (trigger-kept totals).
    expect(await counts()).toMatchObject({ PendingLeads: 3, UpcomingLeads: 3 });
    const audits = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'lead.assign'));
    for (const id of ids.slice(0, 3)) {
      expect(audits.find((row) => row.entityId === String(id))?.details).toEqual({
        before: { UserId: admin.id, NextDate: null },
        after: { UserId: employee.id, NextDate: nextWeek() },
      });
    }
  });

  it('refuses a Next Date before the Entry Date beside it, with the other messages, and moves none', async () => {
    const { ids, StatusId } = await pool(2, 'Quotation Sent');
    const { status, body } = await post(t, admin, '/assign-leads', {
      UserId: staff.id,
      StatusId,
      EntryDate: '2026-10-02',
      NextDate: '2026-10-01',
      NoOfLeads: 1,
    });
    expect(status).toBe(422);
    expect(body.errors).toEqual({ NextDate: leadBulkMessages.nextDateBeforeEntry });
    expect((await ownersOf(ids)).every((row) => row.userId === admin.id)).toBe(true);
    expectFieldErrorsInclude(
      (await post(t, admin, '/assign-leads', { EntryDate: '2026-10-02', NextDate: '2026-10-01' }))
        .response,
      { UserId: leadBulkMessages.employeeRequired, NextDate: leadBulkMessages.nextDateBeforeEntry },
    );
  });

  it('refuses more than match, saying how many do, and moves none', async () => {
    const { ids, StatusId } = await pool(3, 'Visit Again');
    const { status, body } = await post(t, admin, '/assign-leads', {
      UserId: staff.id,
      StatusId,
      EntryDate: '2026-10-02',
      NextDate: nextWeek(),
      NoOfLeads: 3,
    });
    expect(status).toBe(422);
    expect(body.errors).toEqual({ NoOfLeads: leadBulkMessages.tooFewMatch(2) });
    expect((await ownersOf(ids)).every((row) => row.userId === admin.id)).toBe(true);
  });

  it('gives leads only to an active employee other than the administrator', async () => {
    const { StatusId } = await pool(1, 'Not Reachable');
    const inactive = await createStaffUser(t.ctx, { status: 0 });
    for (const UserId of [inactive.id, admin.id]) {
      const { status, body } = await post(t, admin, '/assign-leads', {
        UserId,
        StatusId,
        EntryDate: '2026-11-30',
        NextDate: nextWeek(),
        NoOfLeads: 1,
      });
      expect(status).toBe(422);
      expect(body.errors).toEqual({ UserId: leadBulkMessages.employeeInactive });
    }
  });

  it('never hands one lead to two employees when two assignments run at once', async () => {
    const { ids, StatusId } = await pool(10, 'Demo Given');
    const [first, second] = [await createStaffUser(t.ctx), await createStaffUser(t.ctx)];
    const assign = (employee: TestUser, NoOfLeads: number) =>
      post(t, admin, '/assign-leads', {
        UserId: employee.id,
        StatusId,
        EntryDate: '2026-11-30',
        NextDate: nextWeek(),
        NoOfLeads,
      });
    const both = await Promise.all([assign(first, 6), assign(second, 6)]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 422]);
    const rows = await ownersOf(ids);
    const winner = both[0].status === 200 ? first : second;
    expect(rows.filter((row) => row.userId === winner.id)).toHaveLength(6);
    expect(rows.filter((row) => row.userId === admin.id)).toHaveLength(4);
    // Two of five each: both fit, and no lead is in both hands.
    const again = await Promise.all([assign(first, 2), assign(second, 2)]);
    expect(again.map((answer) => answer.status)).toEqual([200, 200]);
    const after = await ownersOf(ids);
    expect(after.filter((row) => row.userId === admin.id)).toHaveLength(0);
    expect(new Set(after.map((row) => row.id)).size).toBe(10);
  });
});
