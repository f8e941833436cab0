import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiMessages, leadMessages } from '@yaar/shared';
import { bearer } from '../../../test/factories';
import {
  FILES,
  auditRows,
  createLeadViaApi,
  leadRow,
  statusIdOf,
  tempFiles,
} from '../../../test/leads';
import { leads } from '../../db/schema';

import { leadFormHarness } from './lead-form.test-harness';

const h = leadFormHarness();

describe('POST /api/lead-update', () => {
  it('changes the fields, keeps the files not sent, and replaces (and removes) a file sent', async () => {
    const id = await createLeadViaApi(
      h.t,
      h.staff,
      {},
      {
        Hoarding: { name: 'h.jpg', content: FILES.jpg },
        VFront: { name: 'f.png', content: FILES.png },
      },
    );
    const before = (await leadRow(h.t.ctx, id))!;
    const storedBefore = await h.storedNow();
    const fields = await h.validFields({
      id: String(id),
      MobileNo: before.mobileNo,
      CompanyName: 'Shree Auto Care & Wash',
      GSTNo: '24 bbb',
    });
    const response = await h.update(fields);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, message: leadMessages.updated, data: { id } });
    const kept = (await leadRow(h.t.ctx, id))!;
    expect(kept).toMatchObject({
      companyName: 'Shree Auto Care & Wash',
      gstNo: '24BBB',
      hoardingKey: before.hoardingKey,
      vFrontKey: before.vFrontKey,
      vBackKey: null,
      entryDate: before.entryDate,
      userId: h.staff.id,
    });
    expect(await h.storedNow()).toEqual(storedBefore);

    const replaced = await h.update(fields, { Hoarding: { name: 'new.pdf', content: FILES.pdf } });
    expect(replaced.statusCode).toBe(200);
    const after = (await leadRow(h.t.ctx, id))!;
    expect(after.hoardingKey).toMatch(/\.pdf$/);
    expect(after.vFrontKey).toBe(before.vFrontKey);
    expect(await h.storedNow()).toHaveLength(storedBefore.length);
    expect(
      (await h.storedNow()).some((file) => file.endsWith(before.hoardingKey!.split('/').pop()!)),
    ).toBe(false);
    expect(tempFiles(h.t.ctx)).toEqual([]);
  });

  it('keeps the location accuracy while the location stays, and clears it when the location changes', async () => {
    const id = await createLeadViaApi(h.t, h.staff, {
      LocationAccuracy: '8',
      LocationTakenAt: '2026-11-20T10:00:00Z',
    });
    const row = (await leadRow(h.t.ctx, id))!;
    const base = await h.validFields({ id: String(id), MobileNo: row.mobileNo });
    expect((await h.update(base)).statusCode).toBe(200);
    expect((await leadRow(h.t.ctx, id))!.locationAccuracy).toBe(8);
    expect((await h.update({ ...base, Location: '21.17,72.83' })).statusCode).toBe(200);
    expect(await leadRow(h.t.ctx, id)).toMatchObject({
      location: '21.17,72.83',
      locationAccuracy: null,
      locationTakenAt: null,
    });
  });

  it('audits a status change with before and after, and not an unchanged status', async () => {
    const id = await createLeadViaApi(h.t, h.staff);
    const row = (await leadRow(h.t.ctx, id))!;
    const base = await h.validFields({ id: String(id), MobileNo: row.mobileNo });
    expect((await h.update(base)).statusCode).toBe(200);
    expect(await auditRows(h.t.ctx, id)).toEqual([]);
    const converted = await statusIdOf(h.t.ctx, 'Completed', 'Converted');
    expect(
      (await h.update({ ...base, StatusId: String(converted), NextDate: '2026-12-05' })).statusCode,
    ).toBe(200);
    expect(await auditRows(h.t.ctx, id)).toEqual([
      {
        action: 'lead.status',
        actor_user_id: h.staff.id,
        details: {
          before: { StatusId: row.statusId, NextDate: row.nextDate },
          after: { StatusId: converted, NextDate: '2026-12-05' },
        },
      },
    ]);
  });

  it('validates like create, with the id, and changes nothing on a refusal', async () => {
    const id = await createLeadViaApi(h.t, h.staff);
    const row = (await leadRow(h.t.ctx, id))!;
    const storedBefore = await h.storedNow();
    const response = await h.update(
      await h.validFields({
        id: String(id),
        MobileNo: row.mobileNo,
        Requirements: '',
        Pincode: '1',
      }),
      { VFront: { name: 'x.jpg', content: FILES.exe } },
    );
    expect(response.statusCode).toBe(422);
    expect(h.errorsOf(response)).toEqual({
      Requirements: leadMessages.remarksRequired,
      Pincode: leadMessages.pincodeInvalid,
      VFront: leadMessages.fileType,
    });
    expect(await leadRow(h.t.ctx, id)).toEqual(row);
    await h.expectNoFilesLeft(storedBefore);
  });

  it('refuses a missing or malformed id with 422 and an unknown one with 404', async () => {
    const fields = await h.validFields();
    for (const id of [undefined, 'abc', '0', '-3', '99999999999']) {
      const response = await h.update(id === undefined ? fields : { ...fields, id });
      expect(response.statusCode).toBe(422);
      expect(h.errorsOf(response)).toEqual({ id: leadMessages.leadNotFound });
    }
    const unknown = await h.update({ ...fields, id: '999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 404, message: leadMessages.leadNotFound });
  });

  it('asks for a Hoarding when the lead has none and none is sent', async () => {
    const [{ id }] = (await h.t.ctx.db
      .update(leads)
      .set({ hoardingKey: null })
      .where(eq(leads.id, await createLeadViaApi(h.t, h.staff)))
      .returning({ id: leads.id })) as [{ id: number }];
    const row = (await leadRow(h.t.ctx, id))!;
    const response = await h.update(
      await h.validFields({ id: String(id), MobileNo: row.mobileNo }),
    );
    expect(response.statusCode).toBe(422);
    expect(h.errorsOf(response)).toEqual({ Hoarding: leadMessages.hoardingRequired });
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
      const response = await h.t.inject({
        method: 'POST',
        url,
        headers: { ...bearer(h.staff), 'content-type': 'application/json' },
        payload: JSON.stringify({ Search: 'x'.repeat(10 * 1024 * 1024) }),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ status: 413, message: apiMessages.bodyTooLarge });
    }
  });

  it('answers a 10 MB file with the size message', async () => {
    const before = await h.storedNow();
    const big = Buffer.alloc(10 * 1024 * 1024, 0x41);
    const response = await h.create(await h.validFields(), {
      Hoarding: { name: 'big.jpg', content: big },
    });
    expect(response.statusCode).toBe(422);
    expect(h.errorsOf(response)).toEqual({ Hoarding: leadMessages.fileSize });
    await h.expectNoFilesLeft(before);
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
      const response = await h.t.inject({
        method: 'POST',
        url,
        headers: { ...bearer(h.staff), 'content-type': contentType },
        payload: body,
      });
      expect(response.statusCode, `${url} ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });

  it('answers wrong JSON types with 422 field errors', async () => {
    const response = await h.postCreate({
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
    expect(Object.keys(h.errorsOf(response)).length).toBeGreaterThan(3);
  });
});
