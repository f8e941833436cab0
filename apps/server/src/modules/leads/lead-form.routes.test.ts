import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_LEAD_FILE_BYTES,
  apiMessages,
  leadMessages,
  type ApiEnvelope,
  type Lead,
} from '@yaar/shared';
import { createTestApp, type TestApp } from '../../../test/app';
import { bearer, createStaffUser, type TestUser } from '../../../test/factories';
import {
  FILES,
  auditRows,
  createLeadViaApi,
  hoarding,
  leadFields,
  leadFormData,
  leadMobile,
  leadRow,
  postForm,
  statusIdOf,
  storedFiles,
  tempFiles,
  type UploadFile,
} from '../../../test/leads';
import { leads } from '../../db/schema';

let t: TestApp, staff: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createStaffUser(t.ctx);
});
afterAll(() => t.close());

const leadCount = async () => (await t.ctx.db.select({ value: count() }).from(leads))[0]!.value;
const create = async (
  fields: Record<string, string>,
  files: Partial<Record<string, UploadFile>> = hoarding(),
) => postForm(t, '/api/lead-create', staff, leadFormData(fields, files));
const update = async (
  fields: Record<string, string>,
  files: Partial<Record<string, UploadFile>> = {},
) => postForm(t, '/api/lead-update', staff, leadFormData(fields, files));
const errorsOf = (response: { json: () => unknown }) =>
  (response.json() as ApiEnvelope).errors ?? {};
const details = async (id: number, user = staff) =>
  (await t.inject({ url: `/api/lead-details?id=${id}`, headers: bearer(user) })).json<
    ApiEnvelope<Lead[]>
  >().data![0]!;

/** Nothing was stored and no temporary file is left. */
const expectNoFilesLeft = async (storedBefore: string[]) => {
  expect(await storedFiles(t.ctx)).toEqual(storedBefore);
  expect(tempFiles(t.ctx)).toEqual([]);
};

describe('POST /api/lead-create', () => {
  it('creates a lead owned by the caller, normalising mobile and GST, storing the three files', async () => {
    const fields = await leadFields(t.ctx, {
      MobileNo: '+91 98250 12345',
      GSTNo: ' 24aaacr 5055k1z5 ',
      LocationAccuracy: '12.5',
      LocationTakenAt: '2026-11-22T10:15:00+05:30',
      RefMobileNo: '',
    });
    const response = await create(fields, {
      Hoarding: { name: 'shop.jpg', content: FILES.jpg },
      VFront: { name: 'front.png', content: FILES.png, type: 'image/png' },
      VBack: { name: 'back.pdf', content: FILES.pdf, type: 'application/pdf' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<ApiEnvelope<{ id: number }>>();
    expect(body).toMatchObject({ status: 200, message: leadMessages.created });
    const row = (await leadRow(t.ctx, body.data!.id))!;
    expect(row).toMatchObject({
      userId: staff.id,
      mobileNo: '9825012345',
      gstNo: '24AAACR5055K1Z5',
      companyName: 'Shree Auto Care',
      locationAccuracy: 12.5,
      deletedAt: null,
    });
    expect(row.locationTakenAt?.toISOString()).toBe('2026-11-22T04:45:00.000Z');
    for (const key of [row.hoardingKey, row.vFrontKey, row.vBackKey])
      expect(key).toMatch(/^leads\//);
    expect(row.hoardingKey).toMatch(/\.jpg$/);
    expect(row.vFrontKey).toMatch(/\.png$/);
    expect(row.vBackKey).toMatch(/\.pdf$/);
    expect(await storedFiles(t.ctx)).toHaveLength(3);
    expect(tempFiles(t.ctx)).toEqual([]);

    const lead = await details(row.id);
    for (const [kind, content] of [
      ['Hoarding', FILES.jpg],
      ['VFront', FILES.png],
      ['VBack', FILES.pdf],
    ] as const) {
      const file = await t.inject({ url: lead[kind]! });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(content)).toBe(true);
    }
  });

  it('answers every required-field message of spec §5 for an empty form, and writes nothing', async () => {
    const before = await leadCount();
    for (const payload of [leadFormData({}), {}]) {
      const response = await postForm(t, '/api/lead-create', staff, payload);
      expect(response.statusCode).toBe(422);
      expect(errorsOf(response)).toEqual({
        CompanyName: leadMessages.companyRequired,
        OwnerName: leadMessages.ownerRequired,
        BusinessType: leadMessages.businessTypeRequired,
        MobileNo: leadMessages.mobileRequired,
        CityId: leadMessages.cityRequired,
        Product: leadMessages.productRequired,
        Requirements: leadMessages.remarksRequired,
        NextDate: leadMessages.nextDateRequired,
        StatusId: leadMessages.subStatusRequired,
        Hoarding: leadMessages.hoardingRequired,
      });
    }
    expect(await leadCount()).toBe(before);
  });

  it.each([
    [{ BusinessType: 'Bakery' }, 'BusinessType', leadMessages.businessTypeRequired],
    [{ MobileNo: '98250' }, 'MobileNo', leadMessages.mobileInvalid],
    [{ MobileNo: '98250abcde' }, 'MobileNo', leadMessages.mobileInvalid],
    [{ MobileNo: '   ' }, 'MobileNo', leadMessages.mobileRequired],
    [{ CityId: '' }, 'CityId', leadMessages.cityRequired],
    [{ CityId: 'abc' }, 'CityId', leadMessages.cityRequired],
    [{ CityId: '99999999' }, 'CityId', leadMessages.cityUnknown],
    [{ Pincode: '38000' }, 'Pincode', leadMessages.pincodeInvalid],
    [{ Pincode: 'abcdef' }, 'Pincode', leadMessages.pincodeInvalid],
    [{ Requirements: ' ' }, 'Requirements', leadMessages.remarksRequired],
    [{ Product: '' }, 'Product', leadMessages.productRequired],
    [{ Product: 'Excel' }, 'Product', leadMessages.productRequired],
    [{ MainStatus: '' }, 'MainStatus', leadMessages.mainStatusRequired],
    [{ MainStatus: 'Completed' }, 'StatusId', leadMessages.statusUnknown],
    [{ StatusId: '' }, 'StatusId', leadMessages.subStatusRequired],
    [{ StatusId: '99999' }, 'StatusId', leadMessages.statusUnknown],
    [{ NextDate: '' }, 'NextDate', leadMessages.nextDateRequired],
    [{ NextDate: '2026-02-30' }, 'NextDate', leadMessages.dateInvalid],
    [{ Location: 'here' }, 'Location', leadMessages.locationInvalid],
    [{ Location: '123,72' }, 'Location', leadMessages.locationInvalid],
    [{ RefMobileNo: '123' }, 'RefMobileNo', leadMessages.mobileInvalid],
    [{ CompanyName: 'x'.repeat(101) }, 'CompanyName', leadMessages.tooLong],
    [{ Requirements: 'x'.repeat(20_000) }, 'Requirements', leadMessages.tooLong],
  ])('refuses bad input (%#) with 422 and that message only', async (overrides, field, message) => {
    const before = await leadCount();
    const response = await create(await leadFields(t.ctx, overrides));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ status: 422, message, errors: { [field]: message } });
    expect(await leadCount()).toBe(before);
  });

  it('accepts a lead with only a company name, or only an owner name, and an empty pincode', async () => {
    for (const overrides of [{ OwnerName: '' }, { CompanyName: '', Pincode: '' }] as Record<
      string,
      string
    >[]) {
      const response = await create(await leadFields(t.ctx, overrides));
      expect(response.statusCode).toBe(200);
    }
  });

  it('accepts MainStatus when it matches the sub status', async () => {
    const response = await create(await leadFields(t.ctx, { MainStatus: 'Pending' }));
    expect(response.statusCode).toBe(200);
  });

  it('refuses a mobile number that a live lead has, and allows it again once that lead is deleted', async () => {
    const mobile = leadMobile();
    const first = await createLeadViaApi(t, staff, { MobileNo: mobile });
    const other = await createStaffUser(t.ctx);
    const again = await postForm(
      t,
      '/api/lead-create',
      other,
      leadFormData(await leadFields(t.ctx, { MobileNo: `0${mobile}` }), hoarding()),
    );
    expect(again.statusCode).toBe(422);
    expect(errorsOf(again)).toEqual({ MobileNo: leadMessages.mobileDuplicate });
    const deleted = await t.inject({
      method: 'POST',
      url: '/api/lead-delete',
      headers: bearer(staff),
      payload: { id: first },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await createLeadViaApi(t, other, { MobileNo: mobile })).toBeGreaterThan(first);
  });

  it('refuses the mobile number of a lead created in parallel (the unique index closes the race)', async () => {
    const mobile = leadMobile();
    const stored = (await storedFiles(t.ctx)).length;
    const answers = await Promise.all(
      Array.from({ length: 4 }, async () => create(await leadFields(t.ctx, { MobileNo: mobile }))),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 422, 422, 422]);
    for (const answer of answers.filter((a) => a.statusCode === 422)) {
      expect(errorsOf(answer)).toEqual({ MobileNo: leadMessages.mobileDuplicate });
    }
    expect(await storedFiles(t.ctx)).toHaveLength(stored + 1);
    expect(tempFiles(t.ctx)).toEqual([]);
  });

  describe('files', () => {
    it('refuses a renamed executable sent as .jpg, leaving no file behind', async () => {
      const before = await storedFiles(t.ctx);
      const count = await leadCount();
      const response = await create(await leadFields(t.ctx), {
        Hoarding: { name: 'photo.jpg', content: FILES.exe, type: 'image/jpeg' },
      });
      expect(response.statusCode).toBe(422);
      expect(errorsOf(response)).toEqual({ Hoarding: leadMessages.fileType });
      expect(await leadCount()).toBe(count);
      await expectNoFilesLeft(before);
    });

    it.each([
      ['a text file named .png', Buffer.from('just some text'), 'VFront'],
      ['an empty file', Buffer.alloc(0), 'VBack'],
      ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'VFront'],
    ])('refuses %s with the file-type message', async (_name, content, field) => {
      const before = await storedFiles(t.ctx);
      const response = await create(await leadFields(t.ctx), {
        ...hoarding(),
        [field]: { name: 'card.png', content, type: 'image/png' },
      });
      expect(response.statusCode).toBe(422);
      expect(errorsOf(response)).toEqual({ [field]: leadMessages.fileType });
      await expectNoFilesLeft(before);
    });

    it('refuses 8 MB + 1 byte with the size message, and keeps exactly 8 MB', async () => {
      const before = await storedFiles(t.ctx);
      const big = Buffer.alloc(MAX_LEAD_FILE_BYTES + 1, 0x20);
      FILES.jpg.copy(big);
      const refused = await create(await leadFields(t.ctx), {
        Hoarding: { name: 'big.jpg', content: big },
      });
      expect(refused.statusCode).toBe(422);
      expect(errorsOf(refused)).toEqual({ Hoarding: leadMessages.fileSize });
      await expectNoFilesLeft(before);

      const exact = await create(await leadFields(t.ctx), {
        Hoarding: { name: 'exact.jpg', content: big.subarray(0, MAX_LEAD_FILE_BYTES) },
      });
      expect(exact.statusCode).toBe(200);
      expect(await storedFiles(t.ctx)).toHaveLength(before.length + 1);
      expect(tempFiles(t.ctx)).toEqual([]);
    });

    it('refuses a good file when a field is wrong, keeping none of the files', async () => {
      const before = await storedFiles(t.ctx);
      const response = await create(await leadFields(t.ctx, { Product: '' }), {
        Hoarding: { name: 'h.jpg', content: FILES.jpg },
        VFront: { name: 'f.png', content: FILES.png },
        VBack: { name: 'b.exe.jpg', content: FILES.exe },
      });
      expect(response.statusCode).toBe(422);
      expect(errorsOf(response)).toEqual({
        Product: leadMessages.productRequired,
        VBack: leadMessages.fileType,
      });
      await expectNoFilesLeft(before);
    });

    it('answers a fourth file, or a file under another name, with 4xx and leaves no file', async () => {
      const before = await storedFiles(t.ctx);
      const form = leadFormData(await leadFields(t.ctx), {
        Hoarding: { name: 'h.jpg', content: FILES.jpg },
        VFront: { name: 'f.jpg', content: FILES.jpg },
        VBack: { name: 'b.jpg', content: FILES.jpg },
        Extra: { name: 'x.jpg', content: FILES.jpg },
      });
      const response = await postForm(t, '/api/lead-create', staff, form);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      await expectNoFilesLeft(before);
    });

    it('refuses an anonymous upload before reading its files', async () => {
      const before = await storedFiles(t.ctx);
      const response = await postForm(
        t,
        '/api/lead-create',
        null,
        leadFormData(await leadFields(t.ctx), hoarding()),
      );
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ status: 401, message: apiMessages.unauthorized });
      await expectNoFilesLeft(before);
    });
  });

  describe('the duplicate check (a body with only MobileNo)', () => {
    it('answers 200 with empty errors for a free number, and writes nothing', async () => {
      const before = await leadCount();
      for (const payload of [
        leadFormData({ MobileNo: leadMobile() }),
        { MobileNo: leadMobile() },
      ]) {
        const response = await postForm(t, '/api/lead-create', staff, payload);
        expect(response.statusCode).toBe(200);
        expect(response.json<ApiEnvelope>()).toMatchObject({ status: 200, errors: {} });
      }
      expect(await leadCount()).toBe(before);
    });

    it('answers 200 with the MobileNo message for a number in use, whoever owns the lead', async () => {
      const other = await createStaffUser(t.ctx);
      const mobile = leadMobile();
      await createLeadViaApi(t, other, { MobileNo: mobile });
      const response = await postForm(
        t,
        '/api/lead-create',
        staff,
        leadFormData({ MobileNo: mobile }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 200,
        message: leadMessages.mobileDuplicate,
        errors: { MobileNo: leadMessages.mobileDuplicate },
      });
    });

    it('answers an invalid number with its message', async () => {
      const response = await postForm(t, '/api/lead-create', staff, { MobileNo: '12' });
      expect(response.statusCode).toBe(200);
      expect(errorsOf(response)).toEqual({ MobileNo: leadMessages.mobileInvalid });
    });

    it('on update, does not count the lead itself', async () => {
      const mobile = leadMobile();
      const id = await createLeadViaApi(t, staff, { MobileNo: mobile });
      const own = await postForm(
        t,
        '/api/lead-update',
        staff,
        leadFormData({ MobileNo: mobile, id: String(id) }),
      );
      expect(errorsOf(own)).toEqual({});
      const taken = leadMobile();
      await createLeadViaApi(t, staff, { MobileNo: taken });
      const other = await postForm(t, '/api/lead-update', staff, { MobileNo: taken, id });
      expect(errorsOf(other)).toEqual({ MobileNo: leadMessages.mobileDuplicate });
    });
  });
});

describe('POST /api/lead-update', () => {
  it('changes the fields, keeps the files not sent, and replaces (and removes) a file sent', async () => {
    const id = await createLeadViaApi(
      t,
      staff,
      {},
      {
        Hoarding: { name: 'h.jpg', content: FILES.jpg },
        VFront: { name: 'f.png', content: FILES.png },
      },
    );
    const before = (await leadRow(t.ctx, id))!;
    const storedBefore = await storedFiles(t.ctx);
    const fields = await leadFields(t.ctx, {
      id: String(id),
      MobileNo: before.mobileNo,
      CompanyName: 'Shree Auto Care & Wash',
      GSTNo: '24 bbb',
    });
    const response = await update(fields);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, message: leadMessages.updated, data: { id } });
    const kept = (await leadRow(t.ctx, id))!;
    expect(kept).toMatchObject({
      companyName: 'Shree Auto Care & Wash',
      gstNo: '24BBB',
      hoardingKey: before.hoardingKey,
      vFrontKey: before.vFrontKey,
      vBackKey: null,
      entryDate: before.entryDate,
      userId: staff.id,
    });
    expect(await storedFiles(t.ctx)).toEqual(storedBefore);

    const replaced = await update(fields, { Hoarding: { name: 'new.pdf', content: FILES.pdf } });
    expect(replaced.statusCode).toBe(200);
    const after = (await leadRow(t.ctx, id))!;
    expect(after.hoardingKey).toMatch(/\.pdf$/);
    expect(after.vFrontKey).toBe(before.vFrontKey);
    expect(await storedFiles(t.ctx)).toHaveLength(storedBefore.length);
    expect(
      (await storedFiles(t.ctx)).some((file) =>
        file.endsWith(before.hoardingKey!.split('/').pop()!),
      ),
    ).toBe(false);
    expect(tempFiles(t.ctx)).toEqual([]);
  });

  it('keeps the location accuracy while the location stays, and clears it when the location changes', async () => {
    const id = await createLeadViaApi(t, staff, {
      LocationAccuracy: '8',
      LocationTakenAt: '2026-11-20T10:00:00Z',
    });
    const row = (await leadRow(t.ctx, id))!;
    const base = await leadFields(t.ctx, { id: String(id), MobileNo: row.mobileNo });
    expect((await update(base)).statusCode).toBe(200);
    expect((await leadRow(t.ctx, id))!.locationAccuracy).toBe(8);
    expect((await update({ ...base, Location: '21.17,72.83' })).statusCode).toBe(200);
    expect(await leadRow(t.ctx, id)).toMatchObject({
      location: '21.17,72.83',
      locationAccuracy: null,
      locationTakenAt: null,
    });
  });

  it('audits a status change with before and after, and not an unchanged status', async () => {
    const id = await createLeadViaApi(t, staff);
    const row = (await leadRow(t.ctx, id))!;
    const base = await leadFields(t.ctx, { id: String(id), MobileNo: row.mobileNo });
    expect((await update(base)).statusCode).toBe(200);
    expect(await auditRows(t.ctx, id)).toEqual([]);
    const converted = await statusIdOf(t.ctx, 'Completed', 'Converted');
    expect(
      (await update({ ...base, StatusId: String(converted), NextDate: '2026-12-05' })).statusCode,
    ).toBe(200);
    expect(await auditRows(t.ctx, id)).toEqual([
      {
        action: 'lead.status',
        actor_user_id: staff.id,
        details: {
          before: { StatusId: row.statusId, NextDate: row.nextDate },
          after: { StatusId: converted, NextDate: '2026-12-05' },
        },
      },
    ]);
  });

  it('validates like create, with the id, and changes nothing on a refusal', async () => {
    const id = await createLeadViaApi(t, staff);
    const row = (await leadRow(t.ctx, id))!;
    const storedBefore = await storedFiles(t.ctx);
    const response = await update(
      await leadFields(t.ctx, {
        id: String(id),
        MobileNo: row.mobileNo,
        Requirements: '',
        Pincode: '1',
      }),
      { VFront: { name: 'x.jpg', content: FILES.exe } },
    );
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({
      Requirements: leadMessages.remarksRequired,
      Pincode: leadMessages.pincodeInvalid,
      VFront: leadMessages.fileType,
    });
    expect(await leadRow(t.ctx, id)).toEqual(row);
    await expectNoFilesLeft(storedBefore);
  });

  it('refuses a missing or malformed id with 422 and an unknown one with 404', async () => {
    const fields = await leadFields(t.ctx);
    for (const id of [undefined, 'abc', '0', '-3', '99999999999']) {
      const response = await update(id === undefined ? fields : { ...fields, id });
      expect(response.statusCode).toBe(422);
      expect(errorsOf(response)).toEqual({ id: leadMessages.leadNotFound });
    }
    const unknown = await update({ ...fields, id: '999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 404, message: leadMessages.leadNotFound });
  });

  it('asks for a Hoarding when the lead has none and none is sent', async () => {
    const [{ id }] = (await t.ctx.db
      .update(leads)
      .set({ hoardingKey: null })
      .where(eq(leads.id, await createLeadViaApi(t, staff)))
      .returning({ id: leads.id })) as [{ id: number }];
    const row = (await leadRow(t.ctx, id))!;
    const response = await update(
      await leadFields(t.ctx, { id: String(id), MobileNo: row.mobileNo }),
    );
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({ Hoarding: leadMessages.hoardingRequired });
  });
});

describe('bad bodies get 4xx, never 5xx', () => {
  it('answers a 10 MB JSON body with 413', async () => {
    for (const url of [
      '/api/lead-create',
      '/api/leads-list',
      '/api/create-followup',
      '/api/transfer-leads',
    ]) {
      const response = await t.inject({
        method: 'POST',
        url,
        headers: { ...bearer(staff), 'content-type': 'application/json' },
        payload: JSON.stringify({ Search: 'x'.repeat(10 * 1024 * 1024) }),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ status: 413, message: apiMessages.bodyTooLarge });
    }
  });

  it('answers a 10 MB file with the size message', async () => {
    const before = await storedFiles(t.ctx);
    const big = Buffer.alloc(10 * 1024 * 1024, 0x41);
    const response = await create(await leadFields(t.ctx), {
      Hoarding: { name: 'big.jpg', content: big },
    });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({ Hoarding: leadMessages.fileSize });
    await expectNoFilesLeft(before);
  });

  it.each([
    ['a JSON array', '[]', 'application/json'],
    ['a JSON number', '5', 'application/json'],
    ['malformed JSON', '{"MobileNo":', 'application/json'],
    ['plain text', 'MobileNo=1', 'text/plain'],
    [
      'a broken multipart body',
      '--x\r\nContent-Disposition: form-data; name="MobileNo"\r\n\r\n98',
      'multipart/form-data; boundary=x',
    ],
    ['multipart without a boundary', 'abc', 'multipart/form-data'],
  ])('answers %s with 4xx', async (_name, body, contentType) => {
    for (const url of ['/api/lead-create', '/api/lead-update']) {
      const response = await t.inject({
        method: 'POST',
        url,
        headers: { ...bearer(staff), 'content-type': contentType },
        payload: body,
      });
      expect(response.statusCode, `${url} ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });

  it('answers wrong JSON types with 422 field errors', async () => {
    const response = await postForm(t, '/api/lead-create', staff, {
      CompanyName: 5,
      OwnerName: ['a'],
      BusinessType: { x: 1 },
      MobileNo: 9825012345,
      CityId: true,
      Product: null,
      Requirements: 'ok',
      NextDate: 20261201,
      StatusId: 'five',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(errorsOf(response)).length).toBeGreaterThan(3);
  });
});
