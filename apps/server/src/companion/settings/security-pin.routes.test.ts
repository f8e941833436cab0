import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsMessages, type ApiEnvelope, type SecurityPinAnswer } from '@yaar/shared';
import { securityPins } from '../../db/schema';
import { verifySecret } from '../../lib/secrets';
import type { Headers, TestApp } from '../../../test/app';
import { createAppUser } from '../../../test/companion-factories';
import { appWithCompanionAdmin, type TestUser } from '../../../test/factories';
import { expectNoSecretsInAnswers } from '../../../test/leaks';

let t: TestApp, adminAccount: TestUser, admin: Headers;
beforeAll(async () => ({ t, adminAccount, admin } = await appWithCompanionAdmin()));
afterAll(() => t.close());

const post = (path: string, payload: Record<string, unknown>) =>
  t.inject({ method: 'POST', url: `/oyaar-api${path}`, payload, headers: admin });
const pinFor = async (MobileNo: string) => {
  const response = await post('/security-pin', { MobileNo });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  const answer = response.json<ApiEnvelope<SecurityPinAnswer>>();
  expect(answer.message).toBe(settingsMessages.pinIssued);
  return answer.data![0]!.Pin;
};
const pinsOf = (appUserId: number) =>
  t.ctx.db.select().from(securityPins).where(eq(securityPins.appUserId, appUserId));

describe('POST /security-pin', () => {
  it('answers a fresh 6-digit PIN once and keeps only its hash, valid 10 minutes', async () => {
    const user = await createAppUser(t.ctx);
    const pin = await pinFor(user.mobileNo);
    expect(pin).toMatch(/^\d{6}$/);

    const [row, ...others] = await pinsOf(user.id);
    expect(others).toEqual([]);
    expect(row!.pinHash).not.toContain(pin);
    expect(row!.pinHash).toMatch(/^\$argon2/);
    expect(await verifySecret(row!.pinHash, pin)).toBe(true);
    expect(row!.issuedBy).toBe(adminAccount.id);
    expect(row!.usedAt).toBeNull();
    const minutes = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(10, 5);
    await expectNoSecretsInAnswers(t);
  });

  it('records a new row for each call, each with its own hash', async () => {
    const user = await createAppUser(t.ctx);
    const first = await pinFor(user.mobileNo);
    const second = await pinFor(user.mobileNo);
    const rows = await pinsOf(user.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.id).not.toBe(rows[1]!.id);
    expect(rows[0]!.pinHash).not.toBe(rows[1]!.pinHash);
    const [older, newer] = [...rows].sort((a, b) => a.id - b.id);
    expect(await verifySecret(older!.pinHash, first)).toBe(true);
    expect(await verifySecret(newer!.pinHash, second)).toBe(true);
  });

  it("answers the spec's message, a malformed number and 404 for an unknown app user", async () => {
    const empty = await post('/security-pin', {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ errors: { MobileNo: settingsMessages.mobileRequired } });
    const short = await post('/security-pin', { MobileNo: '98765' });
    expect(short.json()).toMatchObject({ errors: { MobileNo: settingsMessages.mobileInvalid } });
    const unknown = await post('/security-pin', { MobileNo: '1000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 404, message: settingsMessages.appUserUnknown });
  });
});

describe('POST /get-referred-username', () => {
  it("answers the app user's name, the spec's message, and 404 for an unknown number", async () => {
    const user = await createAppUser(t.ctx, { name: 'Meena Shah' });
    const found = await post('/get-referred-username', { MobileNo: user.mobileNo });
    expect(found.json()).toEqual({
      status: 200,
      message: settingsMessages.appUser,
      data: { UserName: 'Meena Shah' },
    });
    const empty = await post('/get-referred-username', { MobileNo: ' ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ errors: { MobileNo: settingsMessages.mobileRequired } });
    const unknown = await post('/get-referred-username', { MobileNo: '1000000001' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 404, message: settingsMessages.appUserUnknown });
  });
});
