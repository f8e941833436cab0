import { eq } from 'drizzle-orm';
import { MAX_PUSH_DEVICES, reminderMessages, reminderPaths } from '@yaar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { bearer, createStaffUser, type TestUser } from '../../../test/factories';
import { newDevice, startPushService, type PushService } from '../../../test/push-service';
import { pushSubscriptions } from '../../db/schema';

let t: TestApp;
let service: PushService;
let staff: TestUser;
let other: TestUser;
/** What the app logged, one JSON line each. */
const logLines: string[] = [];
beforeAll(async () => {
  service = await startPushService();
  t = await createTestApp({ PUSH_ENDPOINT_ALLOW: service.origin, LOG_LEVEL: 'info' }, { logLines });
  staff = await createStaffUser(t.ctx);
  other = await createStaffUser(t.ctx);
});
afterAll(async () => {
  await t.close();
  await service.close();
});

const post = (user: TestUser, path: string, payload: object) =>
  t.inject({ method: 'POST', url: `/api${path}`, headers: bearer(user), payload });
const subscribe = (user: TestUser, payload: object) =>
  post(user, reminderPaths.pushSubscription, payload);
const devicesOf = (user: TestUser) =>
  t.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));

describe('GET /push-key', () => {
  it('gives every signed-in user the same VAPID public key, a P-256 point', async () => {
    const keys = await Promise.all(
      [staff, other].map(async (user) => {
        const response = await t.inject({ url: '/api/push-key', headers: bearer(user) });
        expect(response.statusCode).toBe(200);
        return response.json<{ data: { PublicKey: string } }>().data.PublicKey;
      }),
    );
    expect(keys[0]).toBe(keys[1]);
    const point = Buffer.from(keys[0]!, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4);
  });
});

describe('POST /push-subscription', () => {
  it("saves the caller's devices; the same endpoint again renews it rather than adding one", async () => {
    const phone = newDevice(service, 'phone');
    const laptop = newDevice(service, 'laptop');
    for (const device of [phone, laptop, phone]) {
      const response = await subscribe(staff, device.subscription);
      expect(response.json()).toEqual({ status: 200, message: reminderMessages.subscribed });
    }
    expect((await devicesOf(staff)).map((d) => d.endpoint).sort()).toEqual(
      [phone.endpoint, laptop.endpoint].sort(),
    );
    // The browser signed in as someone else: the device is theirs now, and the log says so.
    const moved = () =>
      logLines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line.msg === 'push device moved to another user');
    expect(moved()).toEqual([]);
    await subscribe(other, phone.subscription);
    expect((await devicesOf(staff)).map((d) => d.endpoint)).toEqual([laptop.endpoint]);
    expect((await devicesOf(other)).map((d) => d.endpoint)).toEqual([phone.endpoint]);
    const [phoneRow] = await devicesOf(other);
    expect(moved()).toEqual([
      expect.objectContaining({ deviceId: phoneRow!.id, fromUserId: staff.id, toUserId: other.id }),
    ]);
    // Renewed by its owner: nothing moved, nothing more logged.
    await subscribe(other, phone.subscription);
    expect(moved()).toHaveLength(1);
  });

  it('stores one device per URL, however its scheme, host and port are spelled', async () => {
    const user = await createStaffUser(t.ctx);
    const { subscription } = newDevice(service, 'spelled');
    const fcm = 'https://fcm.googleapis.com/fcm/send/spelled-1';
    const port = new URL(service.origin).port;
    const local = `${service.origin}/spelled-2`;
    const spellings = [
      fcm,
      'HTTPS://FCM.GoogleAPIs.com/fcm/send/spelled-1',
      'https://fcm.googleapis.com:443/fcm/send/spelled-1',
      local,
      local.replace(`:${port}/`, `:000${port}/`),
      local.replace('http://', 'HTTP://'),
    ];
    for (const endpoint of spellings) {
      const response = await subscribe(user, { ...subscription, endpoint });
      expect(response.statusCode, endpoint).toBe(200);
    }
    expect((await devicesOf(user)).map((d) => d.endpoint).sort()).toEqual([fcm, local].sort());
    // Forgotten by another spelling of the same URL.
    await post(user, reminderPaths.pushSubscriptionDelete, {
      endpoint: 'https://FCM.googleapis.com:443/fcm/send/spelled-1',
    });
    expect((await devicesOf(user)).map((d) => d.endpoint)).toEqual([local]);
  });

  it('keeps at most MAX_PUSH_DEVICES per user, dropping the one renewed longest ago', async () => {
    const user = await createStaffUser(t.ctx);
    const devices = Array.from({ length: MAX_PUSH_DEVICES + 2 }, (_, i) =>
      newDevice(service, `d${i}`),
    );
    for (const device of devices) await subscribe(user, device.subscription);
    const kept = (await devicesOf(user)).map((d) => d.endpoint).sort();
    expect(kept).toEqual(
      devices
        .slice(2)
        .map((d) => d.endpoint)
        .sort(),
    );
  });

  it.each([
    ['http://169.254.169.254/latest/meta-data', 'an address in our own network'],
    ['https://evil.example.com/push/1', 'a host that is no push service'],
    ['https://fcm.googleapis.com.evil.example/x', 'a look-alike of a push host'],
    ['https://fcm.googleapis.com:8443/fcm/send/x', 'a push host on another port'],
    ['http://fcm.googleapis.com/fcm/send/x', 'a push host without https'],
    ['https://user:pw@fcm.googleapis.com/fcm/send/x', 'a push host with credentials'],
  ])('refuses %s (%s) beside endpoint', async (endpoint) => {
    const { subscription } = newDevice(service, 'x');
    const response = await subscribe(staff, { ...subscription, endpoint });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string> }>().errors).toEqual({
      endpoint: reminderMessages.endpointNotPushService,
    });
  });

  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:def',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://web.push.apple.com/QGuQyavXutnMm',
    'https://wns2-by3p.notify.windows.com/w/?token=BQYAAA',
  ])("takes a known push service's endpoint: %s", async (endpoint) => {
    const { subscription } = newDevice(service, 'x');
    expect((await subscribe(staff, { ...subscription, endpoint })).statusCode).toBe(200);
    await post(staff, reminderPaths.pushSubscriptionDelete, { endpoint });
  });

  it('refuses what is not a subscription, each beside its field', async () => {
    const { subscription } = newDevice(service, 'x');
    const cases: [object, string, string][] = [
      [{ ...subscription, endpoint: '' }, 'endpoint', reminderMessages.endpointRequired],
      [{ ...subscription, endpoint: 'not a url' }, 'endpoint', reminderMessages.endpointInvalid],
      [
        { ...subscription, endpoint: `${service.origin}/${'x'.repeat(2000)}` },
        'endpoint',
        reminderMessages.endpointTooLong,
      ],
      [
        { ...subscription, keys: { ...subscription.keys, p256dh: 'abc' } },
        'keys',
        reminderMessages.keyInvalid,
      ],
      [
        { ...subscription, keys: { ...subscription.keys, auth: '' } },
        'keys',
        reminderMessages.keyInvalid,
      ],
      [{ endpoint: subscription.endpoint }, 'keys', reminderMessages.keyInvalid],
    ];
    for (const [payload, field, message] of cases) {
      const response = await subscribe(staff, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
      expect(response.json<{ errors: Record<string, string> }>().errors, field).toEqual({
        [field]: message,
      });
    }
  });
});

describe('POST /push-subscription-delete', () => {
  it("forgets the caller's own device only", async () => {
    const device = newDevice(service, 'tablet');
    await subscribe(staff, device.subscription);
    const endpoint = device.endpoint;
    // Someone else cannot remove it.
    await post(other, reminderPaths.pushSubscriptionDelete, { endpoint });
    expect((await devicesOf(staff)).map((d) => d.endpoint)).toContain(endpoint);
    const response = await post(staff, reminderPaths.pushSubscriptionDelete, { endpoint });
    expect(response.json()).toEqual({ status: 200, message: reminderMessages.unsubscribed });
    expect((await devicesOf(staff)).map((d) => d.endpoint)).not.toContain(endpoint);
  });
});
