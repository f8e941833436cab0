import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  inputMessages,
  offerMessages,
  type ApiEnvelope,
  type Offer,
  type PageMeta,
} from '@yaar/shared';
import type { Headers, TestApp } from '../../../test/app';
import { createCompany } from '../../../test/companion-factories';
import {
  appWithCompanionAdmin,
  bearer,
  companionBearer,
  createStaffUser,
  type TestUser,
} from '../../../test/factories';
import { offers } from '../../db/schema';
import { encodePng } from '../../demo/demo-photos';
import { newStorageKey } from '../../lib/storage/local-storage';

let t: TestApp, adminAccount: TestUser, admin: Headers;
let staff: Headers;
let companyId: number;
let companyPhone: string;
beforeAll(async () => {
  ({ t, adminAccount, admin } = await appWithCompanionAdmin());
  staff = await companionBearer(t, await createStaffUser(t.ctx));
  const company = await createCompany(t.ctx, { name: 'Shree Offers Traders' });
  companyId = company.id;
  companyPhone = company.phoneNo;
});
afterAll(() => t.close());

/** A PNG stored like an upload; its storage key. */
async function storedPng() {
  const folder = await fsp.mkdtemp(path.join(os.tmpdir(), 'yaar-offer-test-'));
  const source = path.join(folder, 'offer.png');
  await fsp.writeFile(
    source,
    encodePng(8, 8, () => [200, 40, 40]),
  );
  const key = newStorageKey('offers', 'png');
  await t.ctx.storage.put(key, source);
  await fsp.rm(folder, { recursive: true, force: true });
  return key;
}

/** An offer as the companion app posts it; its id. */
async function insertOffer(values: Partial<typeof offers.$inferInsert> = {}) {
  const [row] = await t.ctx.db
    .insert(offers)
    .values({ companyId, title: 'Diwali sale', body: '10% off', ...values })
    .returning({ id: offers.id });
  return row!.id;
}

const list = (query = '', headers: Headers = admin) =>
  t.inject({ method: 'GET', url: `/oyaar-api/offers-list${query}`, headers });
const listed = async (query = '', headers: Headers = admin) =>
  (await list(query, headers)).json<ApiEnvelope<Offer[]> & { meta?: PageMeta }>();
const approve = (payload: Record<string, unknown>, headers: Headers = admin) =>
  t.inject({ method: 'POST', url: '/oyaar-api/send-offers', payload, headers });
const offerIn = async (id: number, query = '') =>
  (await listed(query)).data!.find((offer) => offer.OfferId === id);

describe('GET /oyaar-api/offers-list', () => {
  it('lists offers newest first under their API names, the body whole, for staff and admin', async () => {
    const body = 'Flat 20% off on every sweet box this festive season. '.repeat(4).trim();
    const older = await insertOffer({ title: 'Old offer', body: 'Short' });
    const newer = await insertOffer({
      title: 'Festive sweets',
      body,
      phoneNo: '9876500001',
      startDate: '2026-10-20',
      endDate: '2026-11-05',
    });
    expect(body.length).toBeGreaterThan(100);
    for (const headers of [admin, staff]) {
      const answer = await listed('', headers);
      expect(answer).toMatchObject({ status: 200, message: offerMessages.list });
      const ids = answer.data!.map((offer) => offer.OfferId);
      expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
      expect(answer.data!.find((offer) => offer.OfferId === newer)).toEqual({
        OfferId: newer,
        Title: 'Festive sweets',
        Body: body,
        PhoneNo: '9876500001',
        StartDate: '2026-10-20',
        EndDate: '2026-11-05',
        FilePath: null,
        IsApproved: 0,
      });
    }
    // Without a phone of its own, the offer shows its company's; no dates are null.
    expect(await offerIn(older)).toMatchObject({
      PhoneNo: companyPhone,
      StartDate: null,
      EndDate: null,
    });
  });

  it('pages (the first page without Page/PageSize) and filters by IsApproved', async () => {
    const all = await listed();
    expect(all.meta).toEqual(expect.objectContaining({ page: 1 }));
    const page = await listed('?Page=1&PageSize=1');
    expect(page.data).toEqual([all.data![0]]);
    expect(page.meta).toEqual({ total: all.meta!.total, page: 1, pageSize: 1 });
    const past = await listed(`?Page=${all.meta!.total + 1}&PageSize=1`);
    expect(past.data).toEqual([]);

    const approved = await insertOffer({ title: 'Approved one', isApproved: true });
    const pending = (await listed('?IsApproved=0')).data!;
    expect(pending.every((offer) => offer.IsApproved === 0)).toBe(true);
    expect(pending.map((offer) => offer.OfferId)).not.toContain(approved);
    expect((await listed('?IsApproved=1')).data!.map((offer) => offer.OfferId)).toContain(approved);
    const strange = await list('?IsApproved=2');
    expect(strange.statusCode).toBe(422);
    expect(strange.json<{ errors: Record<string, string> }>().errors).toEqual({
      IsApproved: offerMessages.filterInvalid,
    });
  });

  it('hands the image out as a short-lived signed URL an <img> loads without a token', async () => {
    const id = await insertOffer({ title: 'With image', filePath: await storedPng() });
    const url = (await offerIn(id))!.FilePath!;
    expect(url).toMatch(new RegExp(`^/oyaar-api/offer-image/${id}\\?expires=\\d+&signature=`));
    const image = await t.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString('ascii')).toBe('PNG');

    const other = await insertOffer({ title: 'Other image', filePath: await storedPng() });
    const [, query] = url.split('?');
    const wrong = await t.inject({
      method: 'GET',
      url: `/oyaar-api/offer-image/${other}?${query}`,
    });
    expect(wrong.statusCode).toBe(403);
    const unsigned = await t.inject({ method: 'GET', url: `/oyaar-api/offer-image/${id}` });
    expect(unsigned.statusCode).toBe(403);
    const noImage = await insertOffer({ title: 'No image' });
    const missing = await t.inject({
      method: 'GET',
      url: `/oyaar-api/offer-image/${noImage}?${query}`,
    });
    expect(missing.statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/oyaar-api/offer-image/abc' })).statusCode).toBe(
      404,
    );
  });

  it('refuses a caller without an OYToken (401), the main-API token included', async () => {
    expect((await list('', {})).statusCode).toBe(401);
    expect((await list('', bearer(adminAccount))).statusCode).toBe(401);
  });
});

describe('POST /oyaar-api/send-offers', () => {
  it("approves a pending offer once (IsApproved '1'), records who and when; the second is refused", async () => {
    const id = await insertOffer({ title: 'To approve' });
    const approved = await approve({ OfferId: id, IsApproved: '1' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ status: 200, message: offerMessages.updated });
    expect((await offerIn(id))!.IsApproved).toBe(1);
    const [row] = await t.ctx.db.select().from(offers).where(eq(offers.id, id));
    expect(row!.approvedBy).toBe(adminAccount.id);
    expect(row!.approvedAt).toBeInstanceOf(Date);

    const again = await approve({ OfferId: id, IsApproved: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: 409, message: offerMessages.alreadyApproved });
  });

  it('answers 404 for an unknown offer and 422 naming the field for a strange one', async () => {
    const unknown = await approve({ OfferId: 2_147_483_647, IsApproved: '1' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 404, message: offerMessages.notFound });

    const id = await insertOffer({ title: 'Strange ids' });
    for (const strange of ['1e3', '0x10', '1.5', 0, -1, 2_147_483_648, 'abc', null, true]) {
      const response = await approve({ OfferId: strange, IsApproved: '1' });
      expect(response.statusCode, String(strange)).toBe(422);
      expect(response.json<{ errors: Record<string, string> }>().errors).toEqual({
        OfferId: inputMessages.numberInvalid,
      });
    }
    for (const strange of [0, '0', 2, 'yes', undefined]) {
      const response = await approve({ OfferId: id, IsApproved: strange });
      expect(response.statusCode, String(strange)).toBe(422);
      expect(response.json<{ errors: Record<string, string> }>().errors).toEqual({
        IsApproved: offerMessages.approvalInvalid,
      });
    }
    expect((await offerIn(id))!.IsApproved).toBe(0);
  });

  it("lets staff's offers-only OYToken approve (spec 2 §1), and refuses no token and the main-API token (401)", async () => {
    const id = await insertOffer({ title: 'Approved by staff' });
    for (const headers of [{}, bearer(adminAccount)])
      expect((await approve({ OfferId: id, IsApproved: '1' }, headers)).statusCode).toBe(401);
    expect((await offerIn(id))!.IsApproved).toBe(0);
    expect((await approve({ OfferId: id, IsApproved: '1' }, staff)).json()).toEqual({
      status: 200,
      message: offerMessages.updated,
    });
    expect((await offerIn(id))!.IsApproved).toBe(1);
  });

  it('lets only one of two racing approvals through', async () => {
    const id = await insertOffer({ title: 'Raced' });
    const answers = await Promise.all([
      approve({ OfferId: id, IsApproved: '1' }),
      approve({ OfferId: id, IsApproved: '1' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });
});
