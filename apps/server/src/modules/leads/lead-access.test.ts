import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiMessages,
  leadMessages,
  type ApiEnvelope,
  type LeadListItem,
  type SignedInUser,
} from '@yaar/shared';
import { ADMIN, createTestApp, type TestApp } from '../../../test/app';
import { adminUser, bearer, createStaffUser, type TestUser } from '../../../test/factories';
import {
  insertLead,
  leadFields,
  leadFormData,
  leadRow,
  postForm,
  statusIdOf,
} from '../../../test/leads';
import { auditLog, followUps } from '../../db/schema';

/**
 * DESIGN §3, for read, update, delete, follow-up and transfer: anonymous 401; the owner may; other
 * staff get 404; the administrator may; a restricted administrator (RESTRICTED_EMAILS, by default
 * the administrator itself) reads and follows up, but updates, deletes and transfers only its own
 * leads (else it could transfer a lead to itself and then delete it). A
 * refusal changes nothing: the lead row, its follow-ups and the audit log stay as they were.
 */
type Operation = 'read' | 'followUps' | 'update' | 'delete' | 'followUp' | 'transfer';
const OPERATIONS: Operation[] = ['read', 'followUps', 'update', 'delete', 'followUp', 'transfer'];

interface World {
  t: TestApp;
  owner: TestUser;
  other: TestUser;
  admin: TestUser;
  receiver: TestUser;
}

async function makeWorld(env: Record<string, string> = {}): Promise<World> {
  const t = await createTestApp(env);
  return {
    t,
    owner: await createStaffUser(t.ctx, { firstName: 'Owner' }),
    other: await createStaffUser(t.ctx, { firstName: 'Other' }),
    admin: await adminUser(t.ctx),
    receiver: await createStaffUser(t.ctx, { firstName: 'Receiver' }),
  };
}

const freshLead = (w: World, ownerId = w.owner.id) =>
  insertLead(w.t.ctx, ownerId, {
    hoardingKey: 'leads/00/00000000-0000-0000-0000-000000000000.jpg',
  });

async function attempt(w: World, operation: Operation, user: TestUser | null, id: number) {
  const headers = user ? bearer(user) : {};
  const { t } = w;
  switch (operation) {
    case 'read':
      return t.inject({ url: `/api/lead-details?id=${id}`, headers });
    case 'followUps':
      return t.inject({ url: `/api/followups-list?LeadId=${id}`, headers });
    case 'update': {
      const row = (await leadRow(t.ctx, id))!;
      const fields = await leadFields(t.ctx, {
        id: String(id),
        MobileNo: row.mobileNo,
        CompanyName: 'Changed',
      });
      return postForm(t, '/api/lead-update', user, leadFormData(fields));
    }
    case 'delete':
      return t.inject({ method: 'POST', url: '/api/lead-delete', headers, payload: { id } });
    case 'followUp':
      return t.inject({
        method: 'POST',
        url: '/api/create-followup',
        headers,
        payload: {
          LeadId: id,
          FollowUpDate: '2026-11-20',
          Remarks: 'Called',
          UserId: user?.id ?? 1,
          StatusId: await statusIdOf(t.ctx, 'Completed', 'Converted'),
          NextDate: '2026-11-30',
        },
      });
    case 'transfer':
      return t.inject({
        method: 'POST',
        url: '/api/transfer-leads',
        headers,
        payload: { id, UserId: w.receiver.id },
      });
  }
}

async function snapshot(w: World, id: number) {
  const db = w.t.ctx.db;
  return {
    lead: await leadRow(w.t.ctx, id),
    followUps: (
      await db.select({ value: count() }).from(followUps).where(eq(followUps.leadId, id))
    )[0]!.value,
    audit: (await db.select({ value: count() }).from(auditLog))[0]!.value,
  };
}

async function expectRefused(
  w: World,
  operation: Operation,
  user: TestUser | null,
  status: number,
  message: string,
) {
  const id = await freshLead(w);
  const before = await snapshot(w, id);
  const response = await attempt(w, operation, user, id);
  expect(response.statusCode, `${operation}: ${response.body}`).toBe(status);
  expect(response.json()).toEqual({ status, message });
  expect(await snapshot(w, id)).toEqual(before);
}

async function expectAllowed(w: World, operation: Operation, user: TestUser, ownerId = w.owner.id) {
  const id = await freshLead(w, ownerId);
  const response = await attempt(w, operation, user, id);
  expect(response.statusCode, `${operation}: ${response.body}`).toBe(200);
  const after = (await leadRow(w.t.ctx, id))!;
  if (operation === 'update') expect(after.companyName).toBe('Changed');
  if (operation === 'delete') expect(after.deletedAt).not.toBeNull();
  if (operation === 'transfer') expect(after.userId).toBe(w.receiver.id);
  if (operation === 'followUp') expect(after.nextDate).toBe('2026-11-30');
}

describe('with the default RESTRICTED_EMAILS (the administrator itself)', () => {
  let w: World;
  beforeAll(async () => {
    w = await makeWorld();
  });
  afterAll(() => w.t.close());

  it.each(OPERATIONS)('%s: anonymous gets 401', async (operation) => {
    await expectRefused(w, operation, null, 401, apiMessages.unauthorized);
  });

  it.each(OPERATIONS)('%s: the owner may', async (operation) => {
    await expectAllowed(w, operation, w.owner);
  });

  it.each(OPERATIONS)('%s: other staff get 404 and nothing changes', async (operation) => {
    await expectRefused(w, operation, w.other, 404, leadMessages.leadNotFound);
  });

  it.each(['read', 'followUps', 'followUp'] as Operation[])(
    "%s: the restricted administrator may, on anyone's lead",
    async (operation) => {
      await expectAllowed(w, operation, w.admin);
    },
  );

  it.each(['update', 'delete', 'transfer'] as Operation[])(
    "%s: the restricted administrator gets 403 on another's lead, and may on its own",
    async (operation) => {
      await expectRefused(w, operation, w.admin, 403, leadMessages.restrictedAccount);
      await expectAllowed(w, operation, w.admin, w.admin.id);
    },
  );

  it('the restricted administrator cannot take a lead to itself and then delete it', async () => {
    const id = await freshLead(w);
    const response = await w.t.inject({
      method: 'POST',
      url: '/api/transfer-leads',
      headers: bearer(w.admin),
      payload: { id, UserId: w.admin.id },
    });
    expect(response.statusCode).toBe(403);
    expect((await attempt(w, 'delete', w.admin, id)).statusCode).toBe(403);
    expect((await leadRow(w.t.ctx, id))!).toMatchObject({ userId: w.owner.id, deletedAt: null });
  });

  it('a deleted lead is gone for everyone, owner and administrator alike', async () => {
    const id = await freshLead(w);
    expect((await attempt(w, 'delete', w.owner, id)).statusCode).toBe(200);
    for (const user of [w.owner, w.admin]) {
      for (const operation of OPERATIONS) {
        const response = await attempt(w, operation, user, id);
        expect(response.statusCode, `${operation}`).toBe(404);
      }
    }
  });

  it('leads-list shows staff only their own leads, even when they ask for another employee', async () => {
    const mine = await freshLead(w);
    const theirs = await freshLead(w, w.other.id);
    for (const payload of [{}, { UserId: w.other.id, ByUser: true }]) {
      const response = await w.t.inject({
        method: 'POST',
        url: '/api/leads-list',
        headers: bearer(w.owner),
        payload,
      });
      const ids = response.json<ApiEnvelope<LeadListItem[]>>().data!.map((lead) => lead.id);
      expect(ids).toContain(mine);
      expect(ids).not.toContain(theirs);
      expect(
        response
          .json<ApiEnvelope<LeadListItem[]>>()
          .data!.every((lead) => lead.UserId === w.owner.id),
      ).toBe(true);
    }
  });

  it('leads-list shows the administrator all leads, or one employee’s with ByUser', async () => {
    const mine = await freshLead(w);
    const theirs = await freshLead(w, w.other.id);
    const list = async (payload: object) =>
      (
        await w.t.inject({
          method: 'POST',
          url: '/api/leads-list',
          headers: bearer(w.admin),
          payload,
        })
      )
        .json<ApiEnvelope<LeadListItem[]>>()
        .data!.map((lead) => lead.id);
    expect(await list({})).toEqual(expect.arrayContaining([mine, theirs]));
    expect(await list({ UserId: w.admin.id, ByUser: false })).toEqual(
      expect.arrayContaining([mine, theirs]),
    );
    const byOther = await list({ UserId: w.other.id, ByUser: true });
    expect(byOther).toContain(theirs);
    expect(byOther).not.toContain(mine);
  });
});

describe('with an administrator not in RESTRICTED_EMAILS', () => {
  let w: World;
  beforeAll(async () => {
    w = await makeWorld({ RESTRICTED_EMAILS: 'nobody@yaar.test' });
  });
  afterAll(() => w.t.close());

  it.each(OPERATIONS)("%s: the administrator may, on anyone's lead", async (operation) => {
    await expectAllowed(w, operation, w.admin);
  });

  it.each(OPERATIONS)('%s: other staff still get 404', async (operation) => {
    await expectRefused(w, operation, w.other, 404, leadMessages.leadNotFound);
  });
  it('tells the web app at sign-in that the administrator is not restricted', async () => {
    const response = await w.t.inject({
      method: 'POST',
      url: '/api/login',
      payload: { Email: ADMIN.email, Password: ADMIN.password },
    });
    expect(response.json<ApiEnvelope<SignedInUser[]>>().data![0]).toMatchObject({
      IsAdmin: true,
      IsRestricted: false,
    });
  });
});
