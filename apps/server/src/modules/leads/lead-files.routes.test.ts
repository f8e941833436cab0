import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, leadMessages, type ApiEnvelope, type Lead } from '@yaar/shared';
import { createTestApp, type TestApp } from '../../../test/app';
import { bearer, createStaffUser, type TestUser } from '../../../test/factories';
import { FILES, createLeadViaApi, leadRow } from '../../../test/leads';
import { fixedClock, systemClock } from '../../lib/clock';
import { LEAD_FILE_URL_TTL_SECONDS } from './lead-files';

let t: TestApp;
let staff: TestUser;
let id: number;
let lead: Lead;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createStaffUser(t.ctx);
  id = await createLeadViaApi(
    t,
    staff,
    {},
    {
      Hoarding: { name: 'h.jpg', content: FILES.jpg },
      VBack: { name: 'b.pdf', content: FILES.pdf },
    },
  );
  lead = await details();
});
afterAll(() => t.close());

async function details() {
  const response = await t.inject({ url: `/api/lead-details?id=${id}`, headers: bearer(staff) });
  return response.json<ApiEnvelope<Lead[]>>().data![0]!;
}
const get = (url: string) => t.inject({ url });
const forbidden = { status: 403, message: apiMessages.forbidden };
const notFound = { status: 404, message: leadMessages.leadNotFound };

describe('GET /api/lead-file/:id/:kind', () => {
  it('serves the file by its signed URL, without a bearer header, with its real type', async () => {
    const image = await get(lead.Hoarding!);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['content-disposition']).toBe('inline; filename="Hoarding.jpg"');
    expect(image.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(FILES.jpg)).toBe(true);
    const pdf = await get(lead.VBack!);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(lead.VFront).toBeNull();
  });

  it('refuses a wrong, missing or borrowed signature with 403', async () => {
    const url = new URL(lead.Hoarding!, 'http://x');
    const signature = url.searchParams.get('signature')!;
    const expires = url.searchParams.get('expires')!;
    const base = `/api/lead-file/${id}`;
    const tampered = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const target of [
      `${base}/Hoarding?expires=${expires}&signature=${tampered}`,
      `${base}/Hoarding?expires=${Number(expires) + 1000}&signature=${signature}`,
      `${base}/Hoarding?expires=${expires}`,
      `${base}/Hoarding?signature=${signature}`,
      `${base}/Hoarding`,
      `${base}/Hoarding?expires=soon&signature=${signature}`,
      `${base}/VBack?expires=${expires}&signature=${signature}`,
      `/api/lead-file/${id + 1}/Hoarding?expires=${expires}&signature=${signature}`,
    ]) {
      const response = await get(target);
      expect(response.statusCode, target).toBe(403);
      expect(response.json()).toEqual(forbidden);
    }
  });

  it('refuses an expired URL with 403', async () => {
    t.ctx.clock = fixedClock(new Date(Date.now() + (LEAD_FILE_URL_TTL_SECONDS + 5) * 1000));
    try {
      const response = await get(lead.Hoarding!);
      expect(response.statusCode).toBe(403);
    } finally {
      t.ctx.clock = systemClock;
    }
  });

  it('answers an unknown kind or a nonsense id with 404', async () => {
    for (const target of [
      '/api/lead-file/abc/Hoarding',
      '/api/lead-file/0/Hoarding',
      `/api/lead-file/${id}/Passport`,
    ]) {
      const response = await get(target);
      expect(response.statusCode, target).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
  });

  it('answers 404 when the file is gone from storage, and once the lead is deleted', async () => {
    const other = await createLeadViaApi(t, staff);
    const otherLead = (
      await t.inject({ url: `/api/lead-details?id=${other}`, headers: bearer(staff) })
    ).json<ApiEnvelope<Lead[]>>().data![0]!;
    const key = (await leadRow(t.ctx, other))!.hoardingKey!;
    await t.ctx.storage.delete(key);
    expect((await get(otherLead.Hoarding!)).statusCode).toBe(404);

    await t.inject({
      method: 'POST',
      url: '/api/lead-delete',
      headers: bearer(staff),
      payload: { id },
    });
    const response = await get(lead.Hoarding!);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFound);
  });
});
