import { describe, expect, it } from 'vitest';
import { leadMessages, type ApiEnvelope } from '@yaar/shared';
import { bearer, createStaffUser } from '../../../test/factories';
import { FILES, createLeadViaApi, leadFormData, leadMobile, leadRow } from '../../../test/leads';

import { leadFormHarness } from './lead-form.test-harness';

const h = leadFormHarness();

describe('POST /api/lead-create', () => {
  it('creates a lead owned by the caller, normalising mobile and GST, storing the three files', async () => {
    const fields = await h.validFields({
      MobileNo: '+91 98250 12345',
      GSTNo: ' 24aaacr 5055k1z5 ',
      LocationAccuracy: '12.5',
      LocationTakenAt: '2026-11-22T10:15:00+05:30',
      RefMobileNo: '',
    });
    const response = await h.create(fields, {
      Hoarding: { name: 'shop.jpg', content: FILES.jpg },
      VFront: { name: 'front.png', content: FILES.png, type: 'image/png' },
      VBack: { name: 'back.pdf', content: FILES.pdf, type: 'application/pdf' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<ApiEnvelope<{ id: number }>>();
    expect(body).toMatchObject({ status: 200, message: leadMessages.created });
    const row = (await leadRow(h.t.ctx, body.data!.id))!;
    expect(row).toMatchObject({
      userId: h.staff.id,
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
    await h.expectFilesStored(3);

    const lead = await h.details(row.id);
    for (const [kind, content] of [
      ['Hoarding', FILES.jpg],
      ['VFront', FILES.png],
      ['VBack', FILES.pdf],
    ] as const) {
      const file = await h.t.inject({ url: lead[kind]! });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(content)).toBe(true);
    }
  });

  it('answers every required-field message of spec §5 for an empty form, and writes nothing', async () => {
    const before = await h.leadCount();
    for (const payload of [leadFormData({}), {}]) {
      const response = await h.postCreate(payload);
      expect(response.statusCode).toBe(422);
      expect(h.errorsOf(response)).toEqual({
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
    expect(await h.leadCount()).toBe(before);
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
    const before = await h.leadCount();
    const response = await h.create(await h.validFields(overrides));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ status: 422, message, errors: { [field]: message } });
    expect(await h.leadCount()).toBe(before);
  });

  it('accepts a lead with only a company name, or only an owner name, and an empty pincode', async () => {
    for (const overrides of [{ OwnerName: '' }, { CompanyName: '', Pincode: '' }] as Record<
      string,
      string
    >[]) {
      const response = await h.create(await h.validFields(overrides));
      expect(response.statusCode).toBe(200);
    }
  });

  it('accepts MainStatus when it matches the sub status', async () => {
    const response = await h.create(await h.validFields({ MainStatus: 'Pending' }));
    expect(response.statusCode).toBe(200);
  });

  it('refuses a mobile number that a live lead has, and allows it again once that lead is deleted', async () => {
    const mobile = leadMobile();
    const first = await createLeadViaApi(h.t, h.staff, { MobileNo: mobile });
    const other = await createStaffUser(h.t.ctx);
    const again = await h.createAs(other, await h.validFields({ MobileNo: `0${mobile}` }));
    expect(again.statusCode).toBe(422);
    expect(h.errorsOf(again)).toEqual({ MobileNo: leadMessages.mobileDuplicate });
    const deleted = await h.t.inject({
      method: 'POST',
      url: '/api/lead-delete',
      headers: bearer(h.staff),
      payload: { id: first },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await createLeadViaApi(h.t, other, { MobileNo: mobile })).toBeGreaterThan(first);
  });

  it('refuses the mobile number of a lead created in parallel (the unique index closes the race)', async () => {
    const mobile = leadMobile();
    const stored = (await h.storedNow()).length;
    const answers = await Promise.all(
      Array.from({ length: 4 }, async () => h.create(await h.validFields({ MobileNo: mobile }))),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 422, 422, 422]);
    for (const answer of answers.filter((a) => a.statusCode === 422)) {
      expect(h.errorsOf(answer)).toEqual({ MobileNo: leadMessages.mobileDuplicate });
    }
    await h.expectFilesStored(stored + 1);
  });
});
