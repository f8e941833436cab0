import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiMessages,
  leadMessages,
  transferMessages,
  type ApiEnvelope,
  type Lead,
} from '@yaar/shared';
import { type TestApp } from '../../../test/app';
import { bearer, createStaffUser, type TestUser } from '../../../test/factories';
import { auditRows, createLeadViaApi, leadMobile, leadRow, statusIdOf } from '../../../test/leads';
import { addAppUsers } from '../../companion/app-users/app-users.service';
import { followUps } from '../../db/schema';
import { expectFieldErrors } from '../../../test/field-errors';
import { leadCalls, startLeadsTestApp } from './leads.test-harness';

let t: TestApp;
let staff: TestUser;
beforeAll(async () => {
  ({ t, staff } = await startLeadsTestApp());
});
afterAll(() => t.close());
const { post, ids } = leadCalls(() => t);

describe('GET /api/lead-details', () => {
  it('answers data: [lead] with follow-ups newest first, RefName and file URLs', async () => {
    const refMobile = leadMobile();
    await addAppUsers(t.ctx.db, [{ name: 'Ravi App User', mobileNo: refMobile }]);
    const id = await createLeadViaApi(t, staff, {
      RefMobileNo: refMobile,
      StatusId: String(await statusIdOf(t.ctx, 'Pending', 'Customer Reference')),
    });
    const other = await createStaffUser(t.ctx, { firstName: 'Chirag' });
    await t.ctx.db.insert(followUps).values([
      {
        leadId: id,
        userId: staff.id,
        followUpDate: '2026-11-10',
        nextDate: '2026-11-12',
        remarks: 'first',
      },
      {
        leadId: id,
        userId: other.id,
        followUpDate: '2026-11-15',
        nextDate: '2026-11-20',
        remarks: 'latest',
      },
      {
        leadId: id,
        userId: staff.id,
        followUpDate: '2026-11-12',
        nextDate: '2026-11-15',
        remarks: 'middle',
      },
    ]);
    const response = await t.inject({ url: `/api/lead-details?id=${id}`, headers: bearer(staff) });
    expect(response.statusCode).toBe(200);
    const body = response.json<ApiEnvelope<Lead[]>>();
    expect(body.data).toHaveLength(1);
    const lead = body.data![0]!;
    expect(lead).toMatchObject({
      id,
      UserId: staff.id,
      UserName: 'Bhavna Tester',
      CityName: 'Ahmedabad',
      StateName: 'Gujarat',
      RefMobileNo: refMobile,
      RefName: 'Ravi App User',
      status: { MainStatus: 'Pending', SubStatus: 'Customer Reference' },
      VFront: null,
      VBack: null,
    });
    expect(lead.Hoarding).toMatch(
      new RegExp(`^/api/lead-file/${id}/Hoarding\\?expires=\\d+&signature=[\\w-]+$`),
    );
    expect(lead.Followups.map((f) => f.Remarks)).toEqual(['latest', 'middle', 'first']);
    expect(lead.Followups[0]).toMatchObject({
      EmployeeName: 'Chirag Tester',
      FollowUpDate: '2026-11-15',
      NextDate: '2026-11-20',
      status: null,
    });
    expect(JSON.stringify(body)).not.toMatch(/hoardingKey|leads\/[0-9a-f]{2}\//);
  });

  it('answers RefName null when no app user has the number', async () => {
    const id = await createLeadViaApi(t, staff, { RefMobileNo: leadMobile() });
    const lead = (
      await t.inject({ url: `/api/lead-details?id=${id}`, headers: bearer(staff) })
    ).json<ApiEnvelope<Lead[]>>().data![0]!;
    expect(lead.RefName).toBeNull();
  });

  it.each(['', '?id=', '?id=abc', '?id=0', '?id=99999999999'])(
    'answers %s with 422',
    async (query) => {
      const response = await t.inject({ url: `/api/lead-details${query}`, headers: bearer(staff) });
      expect(response.statusCode).toBe(422);
    },
  );

  it('answers an unknown id with 404', async () => {
    const response = await t.inject({ url: '/api/lead-details?id=987654', headers: bearer(staff) });
    expect(response.json()).toEqual({ status: 404, message: leadMessages.leadNotFound });
  });
});

describe('POST /api/lead-delete', () => {
  it('soft-deletes: the row stays, hidden, and the delete is audited', async () => {
    const id = await createLeadViaApi(t, staff);
    const response = await post('/api/lead-delete', staff, { id });
    expect(response.json()).toEqual({ status: 200, message: leadMessages.deleted });
    const row = (await leadRow(t.ctx, id))!;
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(row.deletedBy).toBe(staff.id);
    expect(await ids(staff, {})).not.toContain(id);
    expect(await auditRows(t.ctx, id)).toEqual([
      {
        action: 'lead.delete',
        actor_user_id: staff.id,
        details: {
          before: { deletedAt: null },
          after: { deletedAt: row.deletedAt!.toISOString() },
        },
      },
    ]);
    expect((await post('/api/lead-delete', staff, { id })).statusCode).toBe(404);
  });

  it.each([{}, { id: 'x' }, { id: -1 }])('answers %j with 422', async (payload) => {
    expect((await post('/api/lead-delete', staff, payload)).statusCode).toBe(422);
  });
});

describe('POST /api/transfer-leads', () => {
  it('gives the lead to an active employee, audited with before and after', async () => {
    const to = await createStaffUser(t.ctx, { firstName: 'Esha' });
    const id = await createLeadViaApi(t, staff);
    const response = await post('/api/transfer-leads', staff, { id, UserId: to.id });
    expect(response.json()).toEqual({ status: 200, message: leadMessages.transferred });
    expect((await leadRow(t.ctx, id))!.userId).toBe(to.id);
    expect(await ids(to, {})).toContain(id);
    expect(await ids(staff, {})).not.toContain(id);
    expect(await auditRows(t.ctx, id)).toEqual([
      {
        action: 'lead.transfer',
        actor_user_id: staff.id,
        details: { before: { UserId: staff.id }, after: { UserId: to.id } },
      },
    ]);
  });

  it('writes nothing when the lead already belongs to that employee', async () => {
    const id = await createLeadViaApi(t, staff);
    expect((await post('/api/transfer-leads', staff, { id, UserId: staff.id })).statusCode).toBe(
      200,
    );
    expect(await auditRows(t.ctx, id)).toEqual([]);
  });

  it('refuses an inactive or unknown employee with 422 and changes nothing', async () => {
    const inactive = await createStaffUser(t.ctx, { status: 0 });
    const id = await createLeadViaApi(t, staff);
    for (const UserId of [inactive.id, 999_999]) {
      const response = await post('/api/transfer-leads', staff, { id, UserId });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        status: 422,
        message: transferMessages.employeeUnknown,
        errors: { UserId: transferMessages.employeeUnknown },
      });
    }
    expect((await leadRow(t.ctx, id))!.userId).toBe(staff.id);
    expect(await auditRows(t.ctx, id)).toEqual([]);
  });

  it.each([{}, { UserId: '' }, { UserId: null }, { UserId: 'abc' }, { UserId: 0 }])(
    'asks to select an employee for %j',
    async (extra) => {
      const id = await createLeadViaApi(t, staff);
      expectFieldErrors(await post('/api/transfer-leads', staff, { id, ...extra }), {
        UserId: transferMessages.employeeRequired,
      });
    },
  );
});

describe('POST /api/ref-name', () => {
  it("answers the companion app user's name, 404 when none, 422 for a bad number", async () => {
    const mobile = leadMobile();
    await addAppUsers(t.ctx.db, [{ name: 'Sonal App', mobileNo: mobile }]);
    expect((await post('/api/ref-name', staff, { MobileNo: mobile })).json()).toEqual({
      status: 200,
      message: 'Ref name',
      data: { UserName: 'Sonal App' },
    });
    expect((await post('/api/ref-name', staff, { MobileNo: `+91${mobile}` })).statusCode).toBe(200);
    expect((await post('/api/ref-name', staff, { MobileNo: leadMobile() })).statusCode).toBe(404);
    expectFieldErrors(await post('/api/ref-name', staff, { MobileNo: '12' }), {
      MobileNo: leadMessages.mobileInvalid,
    });
    expect((await post('/api/ref-name', null, { MobileNo: mobile })).statusCode).toBe(401);
  });
});

describe('every lead endpoint needs sign-in', () => {
  it.each([
    ['GET', '/api/dashboard-counts'],
    ['GET', '/api/statuses-list'],
    ['POST', '/api/leads-list'],
    ['POST', '/api/lead-create'],
    ['POST', '/api/lead-update'],
    ['GET', '/api/lead-details?id=1'],
    ['POST', '/api/lead-delete'],
    ['POST', '/api/transfer-leads'],
    ['POST', '/api/create-followup'],
    ['GET', '/api/followups-list?LeadId=1'],
    ['POST', '/api/ref-name'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const response = await t.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 401, message: apiMessages.unauthorized });
  });

  it('lists every lead path in the OpenAPI document', async () => {
    const paths = Object.keys(
      (await t.inject({ url: '/api/docs/json' })).json<{ paths: object }>().paths,
    );
    expect(paths).toEqual(
      expect.arrayContaining([
        '/dashboard-counts',
        '/statuses-list',
        '/leads-list',
        '/lead-create',
        '/lead-update',
        '/lead-details',
        '/lead-delete',
        '/transfer-leads',
        '/create-followup',
        '/followups-list',
        '/ref-name',
        '/lead-file/{id}/{kind}',
      ]),
    );
  });
});
