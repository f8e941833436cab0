import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  distanceMetres,
  leadMessages,
  visitMessages,
  type ApiEnvelope,
  type Lead,
  type VisitResult,
} from '@yaar/shared';
import { createTestApp, type TestApp } from '../../../test/app';
import { appWithAdmin, bearer, createStaffUser, type TestUser } from '../../../test/factories';
import { insertLead, insertLeadAt, leadRow } from '../../../test/leads';
import { expectFieldErrors } from '../../../test/field-errors';
import { fixedClock, systemClock } from '../../lib/clock';

/** Manek Chowk and Sabarmati Ashram, Ahmedabad: 4.15 km apart as the crow flies. */
const MANEK_CHOWK = { latitude: 23.024, longitude: 72.5882 };
const SABARMATI_ASHRAM = { latitude: 23.0607, longitude: 72.5808 };
const SHOP = '23.0225,72.5714';

let t: TestApp, admin: TestUser;
beforeAll(async () => ({ t, admin } = await appWithAdmin()));
afterAll(() => t.close());

const checkIn = (user: TestUser, payload: object) =>
  t.inject({ method: 'POST', url: '/api/lead-visit', headers: bearer(user), payload });
const at = (leadId: number, latitude: number, longitude: number | string, extra: object = {}) => ({
  LeadId: leadId,
  Latitude: latitude,
  Longitude: longitude,
  Accuracy: 9,
  ...extra,
});
const resultOf = async (user: TestUser, payload: object) => {
  const response = await checkIn(user, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ApiEnvelope<VisitResult>>().data!;
};

describe('distanceMetres (haversine)', () => {
  it('measures known pairs of points', () => {
    expect(distanceMetres(MANEK_CHOWK, SABARMATI_ASHRAM)).toBeCloseTo(4150.5, 0);
    expect(distanceMetres(MANEK_CHOWK, MANEK_CHOWK)).toBe(0);
    // Ahmedabad to Mumbai: about 440 km.
    expect(
      distanceMetres(
        { latitude: 23.0225, longitude: 72.5714 },
        { latitude: 19.076, longitude: 72.8777 },
      ),
    ).toBeCloseTo(439_980, -1);
  });
});

describe("the lead's place as a point", () => {
  it('is read from the "lat,long" text on every write, null for text that is not a place', async () => {
    const staff = await createStaffUser(t.ctx);
    const placed = await insertLeadAt(t.ctx, staff.id, ' 23.0225 , 72.5714 ');
    expect((await leadRow(t.ctx, placed))!.geo).toEqual({ x: 72.5714, y: 23.0225 });
    for (const location of ['', 'near the station', '91,72.5', '23.0,181', '23.0225']) {
      const id = await insertLead(t.ctx, staff.id, { location });
      expect((await leadRow(t.ctx, id))!.geo, location).toBeNull();
    }
  });
});

describe('POST /api/lead-visit', () => {
  it("measures the distance to the lead's place and lists the visit in the lead's details", async () => {
    const staff = await createStaffUser(t.ctx, { firstName: 'Ravi' });
    const leadId = await insertLeadAt(t.ctx, staff.id, SHOP);
    const result = await resultOf(staff, at(leadId, 23.0226, 72.5715));
    expect(result).toMatchObject({ DistanceM: 15, Flag: 'ok', Flags: [] });
    const details = await t.inject({
      method: 'GET',
      url: `/api/lead-details?id=${leadId}`,
      headers: bearer(staff),
    });
    const lead = details.json<ApiEnvelope<Lead[]>>().data![0]!;
    expect(lead.Visits).toEqual([
      expect.objectContaining({
        id: result.VisitId,
        DistanceM: 15,
        Accuracy: 9,
        Flag: 'ok',
        UserId: staff.id,
        UserName: 'Ravi Tester',
      }),
    ]);
  });

  it('flags a visit beyond VISIT_RADIUS_M as far, and a fix worse than 100 m as imprecise', async () => {
    const staff = await createStaffUser(t.ctx);
    const leadId = await insertLeadAt(t.ctx, staff.id, SHOP);
    expect(await resultOf(staff, at(leadId, 23.0225, 72.5734))).toMatchObject({
      DistanceM: 205,
      Flag: 'far',
    });
    expect(await resultOf(staff, at(leadId, 23.0225, 72.5714, { Accuracy: 150 }))).toMatchObject({
      DistanceM: 0,
      Flag: 'imprecise',
    });
    const wide = await createTestApp({ VISIT_RADIUS_M: '300' });
    try {
      const other = await createStaffUser(wide.ctx);
      const lead = await insertLeadAt(wide.ctx, other.id, SHOP);
      const response = await wide.inject({
        method: 'POST',
        url: '/api/lead-visit',
        headers: bearer(other),
        payload: at(lead, 23.0225, 72.5734),
      });
      expect(response.json<ApiEnvelope<VisitResult>>().data).toMatchObject({ Flag: 'ok' });
    } finally {
      await wide.close();
    }
  });

  it('answers no distance for a lead without a saved place', async () => {
    const staff = await createStaffUser(t.ctx);
    const leadId = await insertLeadAt(t.ctx, staff.id, '');
    expect(await resultOf(staff, at(leadId, 23.0225, 72.5714))).toMatchObject({
      DistanceM: null,
      Flag: 'unplaced',
    });
  });

  it('flags what a fake betrays: impossible speed, a phone clock far off, an accuracy that never changes', async () => {
    const staff = await createStaffUser(t.ctx);
    const a = await insertLeadAt(t.ctx, staff.id, '23.024,72.5882');
    const b = await insertLeadAt(t.ctx, staff.id, '19.076,72.8777');
    t.ctx.clock = fixedClock('2026-11-27T05:00:00Z');
    try {
      expect(await resultOf(staff, at(a, 23.024, 72.5882, { Accuracy: 8 }))).toMatchObject({
        Flag: 'ok',
      });
      // Mumbai ten minutes later.
      t.ctx.clock = fixedClock('2026-11-27T05:10:00Z');
      const jump = await resultOf(staff, at(b, 19.076, 72.8777, { Accuracy: 8 }));
      expect(jump.Flags).toEqual(['speed']);
      // The phone says it is an hour later than it is.
      t.ctx.clock = fixedClock('2026-11-27T09:10:00Z');
      const skewed = await resultOf(
        staff,
        at(b, 19.076, 72.8777, { Accuracy: 12, CapturedAt: '2026-11-27T10:10:00Z' }),
      );
      expect(skewed.Flags).toEqual(['clock']);
      // A check-in queued offline: taken at 09:20 on the phone, sent at 09:50 by the phone's clock.
      t.ctx.clock = fixedClock('2026-11-27T09:50:30Z');
      const queued = await resultOf(
        staff,
        at(b, 19.076, 72.8777, {
          Accuracy: 8,
          CapturedAt: '2026-11-27T09:20:00Z',
          SentAt: '2026-11-27T09:50:00Z',
        }),
      );
      expect(queued.Flags).toEqual([]);
      t.ctx.clock = fixedClock('2026-11-27T10:30:00Z');
      // 8, 12, 8 before; then 8 three times in a row.
      await resultOf(staff, at(b, 19.076, 72.8777, { Accuracy: 8 }));
      t.ctx.clock = fixedClock('2026-11-27T10:40:00Z');
      const steady = await resultOf(staff, at(b, 19.076, 72.8777, { Accuracy: 8 }));
      expect(steady.Flags).toEqual([]);
      t.ctx.clock = fixedClock('2026-11-27T10:50:00Z');
      expect((await resultOf(staff, at(b, 19.076, 72.8777, { Accuracy: 8 }))).Flags).toEqual([
        'steady',
      ]);
    } finally {
      t.ctx.clock = systemClock;
    }
  });

  it("refuses another employee's lead as every lead call does; the administrator may check in", async () => {
    const owner = await createStaffUser(t.ctx);
    const other = await createStaffUser(t.ctx);
    const leadId = await insertLeadAt(t.ctx, owner.id, SHOP);
    const refused = await checkIn(other, at(leadId, 23.0225, 72.5714));
    expect(refused.statusCode).toBe(404);
    expect(refused.json<ApiEnvelope>().message).toBe(leadMessages.leadNotFound);
    expect(await resultOf(admin, at(leadId, 23.0225, 72.5714))).toMatchObject({ DistanceM: 0 });
    const deleted = await insertLead(t.ctx, owner.id, { deletedAt: new Date() });
    expect((await checkIn(owner, at(deleted, 23.0225, 72.5714))).statusCode).toBe(404);
    const anonymous = await t.inject({
      method: 'POST',
      url: '/api/lead-visit',
      payload: at(leadId, 23.0225, 72.5714),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses impossible coordinates and accuracies beside the field', async () => {
    const staff = await createStaffUser(t.ctx);
    const leadId = await insertLeadAt(t.ctx, staff.id, SHOP);
    expectFieldErrors(await checkIn(staff, at(leadId, 91, 72.5)), {
      Latitude: visitMessages.latitudeInvalid,
    });
    expectFieldErrors(await checkIn(staff, at(leadId, 23, -180.5, { Accuracy: -1 })), {
      Longitude: visitMessages.longitudeInvalid,
      Accuracy: visitMessages.accuracyInvalid,
    });
    expectFieldErrors(await checkIn(staff, at(leadId, Number.NaN, 'east')), {
      Latitude: visitMessages.latitudeInvalid,
      Longitude: visitMessages.longitudeInvalid,
    });
    expectFieldErrors(await checkIn(staff, at(leadId, 23, 72, { CapturedAt: 'yesterday' })), {
      CapturedAt: expect.any(String) as string,
    });
  });

  it("dates a check-in only within the queue's life: not years back, not ahead, not from a clock a day off", async () => {
    const staff = await createStaffUser(t.ctx);
    const leadId = await insertLeadAt(t.ctx, staff.id, SHOP);
    t.ctx.clock = fixedClock('2026-11-27T19:00:00Z'); // 00:30 in India
    try {
      const sentNow = { SentAt: '2026-11-27T19:00:00Z' };
      for (const CapturedAt of [
        '0001-01-01T00:00:00Z',
        '2026-11-19T18:59:00Z', // eight days before it was sent
        '2026-11-27T19:01:30Z', // after it was sent
      ]) {
        expectFieldErrors(await checkIn(staff, at(leadId, 23, 72, { CapturedAt, ...sentNow })), {
          CapturedAt: visitMessages.capturedAtOutOfRange,
        });
      }
      // Sent as taken (no SentAt): a time more than a day from the server's is refused.
      for (const CapturedAt of ['0001-01-01T00:00:00Z', '2026-11-29T19:00:00Z']) {
        expectFieldErrors(await checkIn(staff, at(leadId, 23, 72, { CapturedAt })), {
          CapturedAt: visitMessages.capturedAtOutOfRange,
        });
      }
      expectFieldErrors(
        await checkIn(staff, at(leadId, 23, 72, { SentAt: '2026-11-29T19:00:00Z' })),
        { SentAt: visitMessages.sentAtOutOfRange },
      );
      // Kept six days in a dead zone, sent by a phone whose clock is an hour fast: recorded, flagged.
      const late = await resultOf(
        staff,
        at(leadId, 23.0225, 72.5714, {
          CapturedAt: '2026-11-21T20:00:00Z',
          SentAt: '2026-11-27T20:00:00Z',
        }),
      );
      expect(late.Flags).toEqual(['clock']);
    } finally {
      t.ctx.clock = systemClock;
    }
  });
});
