import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, apiMessages, type ApiEnvelope } from '@yaar/shared';
import { createTestApp, type TestApp } from '../../../test/app';
import { bearer, createStaffUser, type TestUser } from '../../../test/factories';
import { FILES, leadFields, leadFormData, leadRow, storedFiles } from '../../../test/leads';
import { idempotencyKeys, leads } from '../../db/schema';

/** A lead queued on a phone, sent with the key made when it was saved: one lead, with its photo. */
let t: TestApp, staff: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createStaffUser(t.ctx);
});
afterAll(() => t.close());

const send = (form: FormData, key: string) =>
  t.inject({
    method: 'POST',
    url: '/api/lead-create',
    headers: { ...bearer(staff), [IDEMPOTENCY_HEADER]: key },
    payload: form,
  });
const photo = (content: Buffer) => ({ Hoarding: { name: 'hoarding.jpg', content } });
const leadsWith = async (mobile: string) =>
  (await t.ctx.db.select({ value: count() }).from(leads).where(eq(leads.mobileNo, mobile)))[0]!
    .value;

it('makes one lead with its photo and location when the multipart form is sent twice', async () => {
  const fields = await leadFields(t.ctx, { Location: '23.0225,72.5714' });
  const before = (await storedFiles(t.ctx)).length;
  const first = await send(leadFormData(fields, photo(FILES.jpg)), 'lead-key-0000001');
  const again = await send(leadFormData(fields, photo(FILES.jpg)), 'lead-key-0000001');
  expect(first.statusCode).toBe(200);
  expect(again.statusCode).toBe(200);
  expect(again.json()).toEqual(first.json());
  expect(await leadsWith(fields.MobileNo)).toBe(1);
  const id = first.json<ApiEnvelope<{ id: number }>>().data!.id;
  expect(await leadRow(t.ctx, id)).toMatchObject({ location: '23.0225,72.5714' });
  expect((await storedFiles(t.ctx)).length).toBe(before + 1);
});

it('refuses the key sent again with another photo (the hash covers the files)', async () => {
  const fields = await leadFields(t.ctx);
  expect((await send(leadFormData(fields, photo(FILES.jpg)), 'lead-key-0000002')).statusCode).toBe(
    200,
  );
  const other = Buffer.concat([FILES.jpg.subarray(0, -2), Buffer.from([0x21, 0xff, 0xd9])]);
  const changed = await send(leadFormData(fields, photo(other)), 'lead-key-0000002');
  expect(changed.statusCode).toBe(422);
  expect(changed.json<ApiEnvelope>().errors).toEqual({
    [IDEMPOTENCY_HEADER]: apiMessages.idempotencyKeyReused,
  });
});

it('still answers a repeat sent three weeks later (a phone that stayed offline) without a second lead', async () => {
  const fields = await leadFields(t.ctx);
  const first = await send(leadFormData(fields, photo(FILES.jpg)), 'lead-key-0000003');
  await t.ctx.db
    .update(idempotencyKeys)
    .set({ createdAt: sql`now() - interval '21 days'` })
    .where(eq(idempotencyKeys.key, 'lead-key-0000003'));
  const late = await send(leadFormData(fields, photo(FILES.jpg)), 'lead-key-0000003');
  expect(late.json()).toEqual(first.json());
  expect(await leadsWith(fields.MobileNo)).toBe(1);
});
