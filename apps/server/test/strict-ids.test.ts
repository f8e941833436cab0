import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licenceMessages, type ApiEnvelope } from '@yaar/shared';
import { fixedClock } from '../src/lib/clock';
import type { TestApp } from './app';
import { appWithAdminAndStaff, bearer, type TestUser } from './factories';
import { insertLead } from './leads';
import { listTransactions, post, update, updateBody } from './licences';

/**
 * Ids, pages and counts are whole numbers as JSON sends them (16) or as a form or query sends them
 * ("16"): nothing else is read as a number, on any route. Each refusal is a 422 naming its field,
 * and nothing changes.
 */
let t: TestApp, admin: TestUser, staff: TestUser;
beforeAll(async () => {
  ({ t, admin, staff } = await appWithAdminAndStaff());
  // The day `updateBody` dates a sale: a month's GST return, once due, takes no more (issue 42).
  t.ctx.clock = fixedClock('2026-11-23T06:00:00Z');
});
afterAll(() => t.close());

const LOOSE_NUMBERS: readonly unknown[] = [
  '0x10',
  true,
  [1],
  '3e3',
  1.5,
  '1.5',
  ' ',
  '-1',
  0,
  '1e0',
];

describe('ids', () => {
  it('delete-license-transaction reads none of the loose numbers as an id, and deletes nothing', async () => {
    for (let n = 0; n < 16; n += 1) {
      const mobile = `91000001${String(n).padStart(2, '0')}`;
      expect(
        (await update(t, admin, updateBody({ MobileNo: mobile, EmployeeId: staff.id }))).status,
      ).toBe(200);
    }
    const before = (await listTransactions(t, admin, { Page: 1, PageSize: 50 })).meta.total;
    for (const id of LOOSE_NUMBERS) {
      const answer = await post(t, admin, '/delete-license-transaction', { id });
      expect(answer.status, JSON.stringify(id)).toBe(422);
      expect(Object.keys(answer.body.errors ?? {}), JSON.stringify(id)).toEqual(['id']);
    }
    expect((await listTransactions(t, admin, { Page: 1, PageSize: 50 })).meta.total).toBe(before);
  });

  it('takes a JSON integer and a string of digits alike', async () => {
    const { rows } = await listTransactions(t, admin, { Page: '1', PageSize: 2 });
    const [first, second] = rows;
    expect(
      (await post(t, admin, '/delete-license-transaction', { id: first!.id })).status,
    ).not.toBe(422);
    expect(
      (await post(t, admin, '/delete-license-transaction', { id: String(second!.id) })).status,
    ).not.toBe(422);
  });

  it('lead-delete and lead-details refuse loose ids, naming the field', async () => {
    const lead = await insertLead(t.ctx, staff.id);
    for (const id of LOOSE_NUMBERS) {
      const deleted = await t.inject({
        method: 'POST',
        url: '/api/lead-delete',
        headers: bearer(staff),
        payload: { id },
      });
      expect(deleted.statusCode, JSON.stringify(id)).toBe(422);
      expect(Object.keys(deleted.json<ApiEnvelope>().errors ?? {})).toEqual(['id']);
    }
    for (const id of ['0x10', '3e3', '1.5', 'true']) {
      const details = await t.inject({ url: `/api/lead-details?id=${id}`, headers: bearer(staff) });
      expect(details.statusCode, id).toBe(422);
    }
    const details = await t.inject({ url: `/api/lead-details?id=${lead}`, headers: bearer(staff) });
    expect(details.statusCode).toBe(200);
  });
});

describe('numbers too large for their column', () => {
  it('charges beyond what the database holds are refused beside their fields, not by PostgreSQL', async () => {
    const answer = await update(
      t,
      admin,
      updateBody({
        MobileNo: '9100000198',
        EmployeeId: staff.id,
        product: 999_999_999_900,
        server: 999_999_999_900,
      }),
    );
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors ?? {})).toEqual(['SubTotal', 'TotalCharges']);
  });

  it('a WhatsApp balance that would outgrow its column is refused beside WABalance', async () => {
    const recharge = (wa: number) =>
      update(
        t,
        admin,
        updateBody({
          MobileNo: '9100000197',
          EmployeeId: staff.id,
          TranType: 'WARecharge',
          product: 0,
          server: 0,
          wa,
          LicenseYears: 0,
          // Over ₹50,000 to a buyer without a GSTIN: the invoice gives their address (Rule 46).
          CustomerAddress: '1 Relief Road, Ahmedabad',
        }),
      );
    expect((await recharge(700_000_000_000)).status).toBe(200);
    const answer = await recharge(700_000_000_000);
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ WABalance: licenceMessages.amountTooLarge });
  });
});

describe('pages and counts', () => {
  it('refuses a loose Page or PageSize in a body or a query string, naming it', async () => {
    for (const Page of ['3e3', '0x10', 1.5, true]) {
      const answer = await post(t, admin, '/license-transactions', { Page, PageSize: 10 });
      expect(answer.status, JSON.stringify(Page)).toBe(422);
      expect(Object.keys(answer.body.errors ?? {})).toEqual(['Page']);
    }
    const query = await t.inject({
      url: '/api/users-list?PageSize=1e1&Page=1',
      headers: bearer(admin),
    });
    expect(query.statusCode).toBe(422);
    expect(Object.keys(query.json<ApiEnvelope>().errors ?? {})).toEqual(['PageSize']);
  });

  it('refuses a licence period or company count that is not a whole number', async () => {
    for (const LicenseYears of ['3e2', '0x10', 36.5]) {
      const answer = await update(t, admin, {
        ...updateBody({ MobileNo: '9100000199', EmployeeId: staff.id }),
        LicenseYears,
      });
      expect(answer.status, JSON.stringify(LicenseYears)).toBe(422);
      expect(Object.keys(answer.body.errors ?? {})).toContain('LicenseYears');
    }
  });
});
