import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IDEMPOTENCY_HEADER,
  MAX_IMAGE_PIXELS,
  MAX_LEAD_FILE_BYTES,
  apiMessages,
  leadMessages,
  visitMessages,
  type ApiEnvelope,
  type Lead,
  type VisitResult,
  type VisitsDay,
} from '@yaar/shared';
import type { TestApp } from '../../../test/app';
import {
  goodPng,
  jpegHeaderThenJunk,
  pngDeclaring,
  truncatedPng,
} from '../../../test/crafted-images';
import { appWithAdmin, bearer, createStaffUser, type TestUser } from '../../../test/factories';
import { expectFieldErrors } from '../../../test/field-errors';
import {
  FILES,
  insertLeadAt,
  leadFormData,
  storedFiles,
  tempFiles,
  type UploadFile,
} from '../../../test/leads';
import { fixedClock, systemClock } from '../../lib/clock';
import { newStorageKey } from '../../lib/storage/local-storage';
import { VISIT_PHOTO_AREA } from '../leads';
import { sweepOrphanFiles } from '../leads/lead-files-sweep';
import { everyFileIsOld } from '../../../test/file-clock';

let t: TestApp, admin: TestUser;
beforeAll(async () => ({ t, admin } = await appWithAdmin()));
afterAll(() => t.close());

const SHOP = '23.0225,72.5714';
const fields = (leadId: number) => ({
  LeadId: String(leadId),
  Latitude: '23.0226',
  Longitude: '72.5715',
  Accuracy: '9',
});
const jpg = (content = FILES.jpg): UploadFile => ({ name: 'shop.jpg', content });

/** A check-in as the phone sends one with a photo: a multipart form. */
const checkInWith = (
  user: TestUser,
  leadId: number,
  photo?: UploadFile,
  headers: Record<string, string> = {},
) =>
  t.inject({
    method: 'POST',
    url: '/api/lead-visit',
    headers: { ...bearer(user), ...headers },
    payload: leadFormData(fields(leadId), photo ? { Photo: photo } : {}),
  });

const visitPhotoKeys = async () =>
  (await storedFiles(t.ctx)).filter((key) => key.startsWith('visits/'));

async function detailVisits(user: TestUser, leadId: number) {
  const response = await t.inject({
    method: 'GET',
    url: `/api/lead-details?id=${leadId}`,
    headers: bearer(user),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ApiEnvelope<Lead[]>>().data![0]!.Visits;
}

/** A signed URL as the browser opens it: no bearer header. */
const open = (url: string) => t.inject({ method: 'GET', url });

async function dayOf(user: TestUser) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: t.ctx.config.BUSINESS_TZ }).format(
    new Date(),
  );
  const response = await t.inject({
    method: 'POST',
    url: '/api/visits-day',
    headers: bearer(admin),
    payload: { UserId: user.id, Date: today },
  });
  return response.json<ApiEnvelope<VisitsDay>>().data!.Visits;
}

describe('a visit photo', () => {
  it('is stored with a multipart check-in and read only through its signed URL', async () => {
    const staff = await createStaffUser(t.ctx);
    const leadId = await insertLeadAt(t.ctx, staff.id, SHOP);
    const response = await checkInWith(staff, leadId, jpg());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ApiEnvelope<VisitResult>>().data).toMatchObject({ DistanceM: 15 });
    // A JSON check-in without a photo keeps working; so does a form without one.
    const plain = await t.inject({
      method: 'POST',
      url: '/api/lead-visit',
      headers: bearer(staff),
      payload: { LeadId: leadId, Latitude: 23.0225, Longitude: 72.5714, Accuracy: 12 },
    });
    expect(plain.statusCode, plain.body).toBe(200);
    expect((await checkInWith(staff, leadId)).statusCode).toBe(200);

    const visits = await detailVisits(staff, leadId);
    expect(visits.map((visit) => visit.PhotoUrl === null)).toEqual([true, true, false]);
    const url = visits[2]!.PhotoUrl!;
    expect(url).toMatch(/\/api\/visit-photo\/\d+\?expires=\d+&signature=/);
    const photo = await open(url);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.rawPayload.equals(FILES.jpg)).toBe(true);
    // The administrator's day of the employee hands out the same photo.
    const day = await dayOf(staff);
    expect(day.map((visit) => visit.PhotoUrl === null)).toEqual([false, true, true]);
    expect((await open(day[0]!.PhotoUrl!)).rawPayload.equals(FILES.jpg)).toBe(true);

    // Without the signature, with another visit's, or once expired: refused.
    const visitId = visits[2]!.id;
    expect((await open(url.split('?')[0]!)).statusCode).toBe(403);
    expect((await open(url.replace(`/${visitId}?`, `/${visits[0]!.id}?`))).statusCode).toBe(403);
    t.ctx.clock = fixedClock(new Date(Date.now() + 2 * 3600_000));
    try {
      const expired = await open(url);
      expect(expired.statusCode).toBe(403);
      expect(expired.json<ApiEnvelope>().message).toBe(visitMessages.photoExpired);
    } finally {
      t.ctx.clock = systemClock;
    }
    expect(tempFiles(t.ctx)).toEqual([]);
  });

  it('is refused beside the field as a lead photo is, and a refusal leaves no file', async () => {
    const staff = await createStaffUser(t.ctx);
    const other = await createStaffUser(t.ctx);
    const leadId = await insertLeadAt(t.ctx, staff.id, SHOP);
    const before = await visitPhotoKeys();
    for (const content of [FILES.pdf, FILES.exe, Buffer.from('GIF89a\x01\x00\x01\x00;')])
      expectFieldErrors(await checkInWith(staff, leadId, jpg(content)), {
        Photo: visitMessages.photoType,
      });
    const big = Buffer.alloc(MAX_LEAD_FILE_BYTES + 1, 0x20);
    FILES.jpg.copy(big);
    expectFieldErrors(await checkInWith(staff, leadId, jpg(big)), {
      Photo: leadMessages.fileSize,
    });
    // A good photo with a wrong field, or at a lead the caller may not see.
    const wrong = await t.inject({
      method: 'POST',
      url: '/api/lead-visit',
      headers: bearer(staff),
      payload: leadFormData({ ...fields(leadId), Latitude: '91' }, { Photo: jpg() }),
    });
    expectFieldErrors(wrong, { Latitude: visitMessages.latitudeInvalid });
    const notYours = await checkInWith(other, leadId, jpg());
    expect(notYours.statusCode).toBe(404);
    expect(notYours.json<ApiEnvelope>().message).toBe(leadMessages.leadNotFound);
    expect(await visitPhotoKeys()).toEqual(before);
    expect(tempFiles(t.ctx)).toEqual([]);
    // The administrator may check in at anyone's lead, with a photo.
    expect(
      (await checkInWith(admin, leadId, { name: 'p.png', content: FILES.png })).statusCode,
    ).toBe(200);
    expect(await visitPhotoKeys()).toHaveLength(before.length + 1);
  });

  it('is decoded to its end: a bomb, a JPEG header with junk and a cut PNG are refused at once', async () => {
    const staff = await createStaffUser(t.ctx);
    const leadId = await insertLeadAt(t.ctx, staff.id, SHOP);
    const before = await visitPhotoKeys();
    const started = performance.now();
    // 20000 × 20000 (1.2 GB decoded) in a file of a few dozen bytes.
    expectFieldErrors(
      await checkInWith(staff, leadId, { name: 'bomb.png', content: pngDeclaring(20_000, 20_000) }),
      { Photo: apiMessages.imageTooManyPixels },
    );
    expect(apiMessages.imageTooManyPixels).toContain(String(MAX_IMAGE_PIXELS / 1_000_000));
    for (const content of [jpegHeaderThenJunk(), truncatedPng()])
      expectFieldErrors(await checkInWith(staff, leadId, { name: 'shop.jpg', content }), {
        Photo: apiMessages.imageUnreadable,
      });
    expect(performance.now() - started).toBeLessThan(5000);
    expect(await visitPhotoKeys()).toEqual(before);
    expect(tempFiles(t.ctx)).toEqual([]);
    // A whole photo still goes in, and is served as it was sent.
    const good = goodPng();
    const response = await checkInWith(staff, leadId, { name: 'shop.png', content: good });
    expect(response.statusCode, response.body).toBe(200);
    const [visit] = await detailVisits(staff, leadId);
    expect((await open(visit!.PhotoUrl!)).rawPayload.equals(good)).toBe(true);
  });

  it('is covered by the Idempotency-Key: a repeat stores nothing; another photo is refused', async () => {
    const staff = await createStaffUser(t.ctx);
    const leadId = await insertLeadAt(t.ctx, staff.id, SHOP);
    const before = await visitPhotoKeys();
    const key = { [IDEMPOTENCY_HEADER]: 'visit-photo-replay-1' };
    const first = await checkInWith(staff, leadId, jpg(), key);
    const again = await checkInWith(staff, leadId, jpg(), key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<ApiEnvelope<VisitResult>>().data!.VisitId).toBe(
      first.json<ApiEnvelope<VisitResult>>().data!.VisitId,
    );
    const another = Buffer.concat([FILES.jpg, Buffer.from('another')]);
    expectFieldErrors(await checkInWith(staff, leadId, jpg(another), key), {
      [IDEMPOTENCY_HEADER]: apiMessages.idempotencyKeyReused,
    });
    expect(await detailVisits(staff, leadId)).toHaveLength(1);
    expect(await visitPhotoKeys()).toHaveLength(before.length + 1);
    expect(tempFiles(t.ctx)).toEqual([]);
  });

  it('is kept by the sweep while a visit refers to it, and removed when the lead is deleted', async () => {
    const staff = await createStaffUser(t.ctx);
    const kept = await insertLeadAt(t.ctx, staff.id, SHOP);
    const gone = await insertLeadAt(t.ctx, staff.id, SHOP);
    for (const leadId of [kept, gone, gone])
      expect((await checkInWith(staff, leadId, jpg())).statusCode).toBe(200);
    const [keptUrl] = (await detailVisits(staff, kept)).map((visit) => visit.PhotoUrl!);
    const goneUrls = (await detailVisits(staff, gone)).map((visit) => visit.PhotoUrl!);
    // What a crash between storing a photo and committing its visit leaves: a photo of no visit.
    const orphan = newStorageKey(VISIT_PHOTO_AREA, 'jpg');
    const source = path.join(t.ctx.config.DATA_DIR, 'orphan-photo.jpg');
    fs.writeFileSync(source, FILES.jpg);
    await t.ctx.storage.put(orphan, source);
    // Every file counts as old: the sweep removes only what no lead or visit refers to.
    await sweepOrphanFiles(t.ctx, everyFileIsOld());
    const photos = await visitPhotoKeys();
    expect(photos).not.toContain(orphan);
    expect(photos.length).toBeGreaterThanOrEqual(3);
    expect((await open(keptUrl!)).statusCode).toBe(200);

    const deleted = await t.inject({
      method: 'POST',
      url: '/api/lead-delete',
      headers: bearer(staff),
      payload: { id: gone },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await visitPhotoKeys()).toHaveLength(photos.length - 2);
    for (const url of goneUrls) expect((await open(url)).statusCode).toBe(404);
    expect((await open(keptUrl!)).statusCode).toBe(200);
    // The visits stay in the employee's day, without their photos.
    const day = await dayOf(staff);
    expect(day.filter((visit) => visit.LeadId === gone).map((visit) => visit.PhotoUrl)).toEqual([
      null,
      null,
    ]);
    // A check-in at the deleted lead is refused and keeps no photo.
    expect((await checkInWith(staff, gone, jpg())).statusCode).toBe(404);
    expect(await visitPhotoKeys()).toHaveLength(photos.length - 2);
  });
});
