import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IMPORT_COLUMNS,
  addDays,
  leadMessages,
  leadTimelineMessages,
  type LeadEvent,
  type PageMeta,
} from '@yaar/shared';
import { createTestApp, type TestApp } from '../../../test/app';
import { adminUser, bearer, createStaffUser, type TestUser } from '../../../test/factories';
import {
  FILES,
  cityIdOf,
  createLeadViaApi,
  insertLead,
  leadFields,
  leadFormData,
  leadMobile,
  leadRow,
  postForm,
  statusIdOf,
} from '../../../test/leads';
import { leadEvents, leads } from '../../db/schema';
import { businessToday } from '../../lib/clock';

/**
 * Issue 43: `POST /lead-timeline` through the API — each kind of event written by the change
 * itself, who may read it (as who may open the lead), a refused change writing nothing, paging
 * and the Type filter.
 */
let t: TestApp, admin: TestUser;
const logLines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' }, { logLines });
  admin = await adminUser(t.ctx);
});
afterAll(() => t.close());

const timeline = (user: TestUser | null, body: object) =>
  t.inject({
    method: 'POST',
    url: '/api/lead-timeline',
    headers: user ? bearer(user) : {},
    payload: body,
  });
async function eventsOf(user: TestUser, LeadId: number, extra: object = {}) {
  const response = await timeline(user, { LeadId, ...extra });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: LeadEvent[]; meta: PageMeta; message: string }>();
}
const eventCount = async (leadId: number) =>
  (await t.ctx.db.select().from(leadEvents).where(eq(leadEvents.leadId, leadId))).length;
const post = (user: TestUser, url: string, payload: object) =>
  t.inject({ method: 'POST', url, headers: bearer(user), payload });

async function followUp(user: TestUser, leadId: number, extra: object = {}) {
  return post(user, '/api/create-followup', {
    LeadId: leadId,
    FollowUpDate: businessToday(t.ctx),
    Remarks: 'Called; wants a demo on Monday',
    UserId: user.id,
    StatusId: await statusIdOf(t.ctx, 'Pending', 'Demo Scheduled'),
    NextDate: addDays(businessToday(t.ctx), 3),
    ...extra,
  });
}

describe('POST /lead-timeline: each kind of event', () => {
  it('tells a lead’s story newest first: created, updated, photo, follow-up, visit, transferred', async () => {
    const asha = await createStaffUser(t.ctx, { firstName: 'Asha' });
    const ravi = await createStaffUser(t.ctx, { firstName: 'Ravi' });
    const id = await createLeadViaApi(t, asha, { CompanyName: 'Shree Auto' });

    // An update of the company, the city and the status, and a new Hoarding photo.
    const row = (await leadRow(t.ctx, id))!;
    const fields = await leadFields(t.ctx, {
      id: String(id),
      MobileNo: row.mobileNo,
      CompanyName: 'Shree Auto Care',
      CityId: String(await cityIdOf(t.ctx, 'Surat')),
      StatusId: String(await statusIdOf(t.ctx, 'Pending', 'Demo Scheduled')),
    });
    const updated = await postForm(
      t,
      '/api/lead-update',
      asha,
      leadFormData(fields, { Hoarding: { name: 'h.png', content: FILES.png, type: 'image/png' } }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    // An update that changes nothing writes nothing.
    expect((await postForm(t, '/api/lead-update', asha, leadFormData(fields))).statusCode).toBe(
      200,
    );

    expect((await followUp(asha, id)).statusCode).toBe(200);
    const visit = await post(asha, '/api/lead-visit', {
      LeadId: id,
      Latitude: 23.0225,
      Longitude: 72.5724,
      Accuracy: 9,
    });
    expect(visit.statusCode, visit.body).toBe(200);
    expect((await post(asha, '/api/transfer-leads', { id, UserId: ravi.id })).statusCode).toBe(200);

    const { data, meta, message } = await eventsOf(ravi, id);
    expect(message).toBe(leadTimelineMessages.list);
    expect(meta).toEqual({ total: 6, page: 1, pageSize: 50 });
    expect(data.map((event) => event.Type)).toEqual([
      'transferred',
      'visit',
      'follow-up',
      'photo',
      'updated',
      'created',
    ]);
    const [transferred, visited, followedUp, photo, change, created] = data as [
      LeadEvent,
      LeadEvent,
      LeadEvent,
      LeadEvent,
      LeadEvent,
      LeadEvent,
    ];
    const ashaPerson = { id: asha.id, Name: 'Asha Tester' };
    const raviPerson = { id: ravi.id, Name: 'Ravi Tester' };
    expect(created).toMatchObject({ By: ashaPerson, Summary: 'Created the lead' });
    expect(created.At).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
    expect(change.Changes).toEqual([
      { Field: 'CompanyName', From: 'Shree Auto', To: 'Shree Auto Care' },
      { Field: 'CityId', From: 'Ahmedabad', To: 'Surat' },
      { Field: 'StatusId', From: 'Pending / Interested', To: 'Pending / Demo Scheduled' },
    ]);
    expect(change.Summary).toBe('Changed Company Name, City and Status');
    expect(photo).toMatchObject({
      Changes: [{ Field: 'Hoarding', From: '', To: 'replaced' }],
      Summary: 'Hoarding photo replaced',
    });
    expect(followedUp).toMatchObject({
      By: ashaPerson,
      Status: 'Pending / Demo Scheduled',
      Remarks: 'Called; wants a demo on Monday',
      NextDate: addDays(businessToday(t.ctx), 3),
      FollowUpDate: businessToday(t.ctx),
    });
    expect(visited).toMatchObject({ By: ashaPerson, Flags: [], Photo: false });
    expect(visited.DistanceM).toBeGreaterThan(90);
    expect(visited.Summary).toMatch(/^Visited \d+ m from the saved place$/);
    expect(transferred).toMatchObject({
      By: ashaPerson,
      From: ashaPerson,
      To: raviPerson,
      Summary: 'Transferred from Asha Tester to Ravi Tester',
    });
    // No ids of other tables leak: the follow-up's and the visit's ids stay inside.
    expect(followedUp).not.toHaveProperty('FollowUpId');
    expect(visited).not.toHaveProperty('VisitId');
  });

  it('filters by Type and pages with the list envelope', async () => {
    const asha = await createStaffUser(t.ctx, { firstName: 'Asha' });
    const id = await createLeadViaApi(t, asha);
    for (let i = 0; i < 3; i += 1) expect((await followUp(asha, id)).statusCode).toBe(200);
    const only = await eventsOf(asha, id, { Type: 'follow-up' });
    expect(only.data.map((event) => event.Type)).toEqual(['follow-up', 'follow-up', 'follow-up']);
    const second = await eventsOf(asha, id, { Page: 2, PageSize: 3 });
    expect(second.meta).toEqual({ total: 4, page: 2, pageSize: 3 });
    expect(second.data.map((event) => event.Type)).toEqual(['created']);
    const past = await eventsOf(asha, id, { Page: 9, PageSize: 3 });
    expect(past).toMatchObject({ data: [], meta: { total: 4 } });
  });

  it('writes one assigned event per lead moved, set-based, naming the pool and the employee', async () => {
    const employee = await createStaffUser(t.ctx, { firstName: 'Neha' });
    const sub = 'Quotation Sent';
    const ids = [
      await insertLead(t.ctx, admin.id, { sub, entryDate: '2026-10-01' }),
      await insertLead(t.ctx, admin.id, { sub, entryDate: '2026-10-02' }),
    ];
    const response = await post(admin, '/api/assign-leads', {
      UserId: employee.id,
      StatusId: await statusIdOf(t.ctx, 'Pending', sub),
      EntryDate: '2026-10-04',
      NextDate: addDays(businessToday(t.ctx), 7),
      NoOfLeads: 2,
    });
    expect(response.statusCode, logLines.join('\n')).toBe(200);
    for (const id of ids) {
      const { data } = await eventsOf(employee, id);
      expect(data).toHaveLength(1);
      expect(data[0]).toMatchObject({
        Type: 'assigned',
        By: { id: admin.id },
        To: { id: employee.id, Name: 'Neha Tester' },
        NextDate: addDays(businessToday(t.ctx), 7),
      });
    }
  });

  it('writes one imported event per lead an import inserted, and none for a preview', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Leads');
    sheet.addRow([...IMPORT_COLUMNS]);
    const mobiles = [leadMobile(), leadMobile()];
    for (const mobile of mobiles) {
      const row: Record<string, string> = {
        CompanyName: 'Imported Motors',
        MobileNo: mobile,
        BusinessType: 'Vehicle Service',
        City: 'Ahmedabad',
        Product: 'OYaar',
        Requirements: 'From the fair',
      };
      sheet.addRow(IMPORT_COLUMNS.map((column) => row[column] ?? null));
    }
    const file = Buffer.from(await book.xlsx.writeBuffer());
    const send = (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      form.append('file', new Blob([file]), 'leads.xlsx');
      return postForm(t, '/api/import-leads', admin, form);
    };
    const before = (await t.ctx.db.select().from(leadEvents)).length;
    expect((await send({ Preview: '1' })).statusCode).toBe(200);
    expect((await t.ctx.db.select().from(leadEvents)).length).toBe(before);
    const imported = await send({});
    expect(imported.statusCode, imported.body).toBe(200);
    for (const mobile of mobiles) {
      const [lead] = await t.ctx.db.select().from(leads).where(eq(leads.mobileNo, mobile));
      const { data } = await eventsOf(admin, lead!.id);
      expect(data.map(({ Type, By, Summary }) => ({ Type, ById: By?.id, Summary }))).toEqual([
        { Type: 'imported', ById: admin.id, Summary: 'Imported from a sheet' },
      ]);
    }
  });
});

describe('POST /lead-timeline: who may read it', () => {
  it('the holder and the administrator; after a transfer the new holder sees what came before, the previous one gets 404', async () => {
    const first = await createStaffUser(t.ctx);
    const second = await createStaffUser(t.ctx);
    const other = await createStaffUser(t.ctx);
    const id = await createLeadViaApi(t, first);
    expect((await followUp(first, id)).statusCode).toBe(200);
    expect((await eventsOf(first, id)).data).toHaveLength(2);
    const notFound = { status: 404, message: leadMessages.leadNotFound };
    expect((await timeline(other, { LeadId: id })).json()).toEqual(notFound);
    expect((await timeline(second, { LeadId: id })).statusCode).toBe(404);

    expect((await post(first, '/api/transfer-leads', { id, UserId: second.id })).statusCode).toBe(
      200,
    );
    const seen = await eventsOf(second, id);
    expect(seen.data.map((event) => event.Type)).toEqual(['transferred', 'follow-up', 'created']);
    expect((await timeline(first, { LeadId: id })).json()).toEqual(notFound);
    expect((await timeline(other, { LeadId: id })).statusCode).toBe(404);
    expect((await eventsOf(await adminUser(t.ctx), id)).data).toHaveLength(3);
    expect((await timeline(null, { LeadId: id })).statusCode).toBe(401);
    // A deleted lead is gone for its timeline as for itself.
    expect((await post(second, '/api/lead-delete', { id })).statusCode).toBe(200);
    expect((await timeline(second, { LeadId: id })).statusCode).toBe(404);
    expect(await eventCount(id)).toBe(4);
  });

  it('a bad LeadId or Type is a 422 beside the field; an unknown lead a 404', async () => {
    for (const LeadId of [undefined, '', 'abc', 0, -1, 1.5, 3e10]) {
      const response = await timeline(admin, { LeadId });
      expect(response.statusCode, String(LeadId)).toBe(422);
      expect(response.json()).toMatchObject({
        errors: { LeadId: leadTimelineMessages.leadIdInvalid },
      });
    }
    const badType = await timeline(admin, { LeadId: 1, Type: 'gossip' });
    expect(badType.statusCode).toBe(422);
    expect(badType.json()).toMatchObject({ errors: { Type: leadTimelineMessages.typeInvalid } });
    expect((await timeline(admin, { LeadId: 2_000_000_000 })).statusCode).toBe(404);
  });
});

describe('a refused or rolled-back change writes no event', () => {
  it('refused transfers, updates, follow-ups and an assignment of too many leave the timeline as it was', async () => {
    const owner = await createStaffUser(t.ctx);
    const other = await createStaffUser(t.ctx);
    const inactive = await createStaffUser(t.ctx, { status: 0 });
    const id = await createLeadViaApi(t, owner);
    const before = await eventCount(id);
    expect(before).toBe(1);

    // Transfer to an inactive employee: 422.
    expect((await post(owner, '/api/transfer-leads', { id, UserId: inactive.id })).statusCode).toBe(
      422,
    );
    // Another employee's lead: 404 for update, follow-up and transfer.
    const row = (await leadRow(t.ctx, id))!;
    const fields = await leadFields(t.ctx, {
      id: String(id),
      MobileNo: row.mobileNo,
      CompanyName: 'X',
    });
    expect((await postForm(t, '/api/lead-update', other, leadFormData(fields))).statusCode).toBe(
      404,
    );
    expect((await followUp(other, id)).statusCode).toBe(404);
    // A follow-up started from a status changed meanwhile: 409, rolled back.
    const conflict = await followUp(owner, id, { StartedFromStatusId: 999_999 });
    expect(conflict.statusCode, conflict.body).toBe(409);
    // An update refused by its checks (a mobile another lead has): 422.
    const taken = await createLeadViaApi(t, owner);
    const takenMobile = (await leadRow(t.ctx, taken))!.mobileNo;
    const dupe = await leadFields(t.ctx, { id: String(id), MobileNo: takenMobile });
    expect((await postForm(t, '/api/lead-update', owner, leadFormData(dupe))).statusCode).toBe(422);
    expect(await eventCount(id)).toBe(before);

    // Assign more than the pool holds: 422, nothing moved, no event.
    const pooled = await insertLead(t.ctx, admin.id, {
      sub: 'Not Reachable',
      entryDate: '2026-10-01',
    });
    const assign = await post(admin, '/api/assign-leads', {
      UserId: owner.id,
      StatusId: await statusIdOf(t.ctx, 'Pending', 'Not Reachable'),
      EntryDate: '2026-10-04',
      NextDate: addDays(businessToday(t.ctx), 7),
      NoOfLeads: 1000,
    });
    expect(assign.statusCode).toBe(422);
    expect(await eventCount(pooled)).toBe(0);
  });

  it('the table is append-only: an update or delete of an event is refused by the database', async () => {
    const owner = await createStaffUser(t.ctx);
    const id = await createLeadViaApi(t, owner);
    await expect(
      t.ctx.db.update(leadEvents).set({ type: 'deleted' }).where(eq(leadEvents.leadId, id)),
    ).rejects.toThrow();
    await expect(t.ctx.db.delete(leadEvents).where(eq(leadEvents.leadId, id))).rejects.toThrow();
  });
});
