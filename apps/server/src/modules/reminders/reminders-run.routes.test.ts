import { eq } from 'drizzle-orm';
import { reminderMessages, reminderPaths, type ReminderRun } from '@yaar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { adminUser, bearer, createStaffUser, type TestUser } from '../../../test/factories';
import { startPushService, vapidClaims, type PushService } from '../../../test/push-service';
import {
  REMINDER_DAY,
  REMINDER_NOW,
  employeeWithFollowUps,
  notificationsOf,
} from '../../../test/reminders';
import { pushSubscriptions } from '../../db/schema';
import { fixedClock } from '../../lib/clock';
import { createWebPushNotifier, readVapidKeys } from '../../lib/web-push';

const SUBJECT = 'mailto:it@yaar-software.in';
let t: TestApp;
let service: PushService;
let admin: TestUser;
beforeAll(async () => {
  service = await startPushService();
  t = await createTestApp({ PUSH_ENDPOINT_ALLOW: service.origin, VAPID_SUBJECT: SUBJECT });
  t.ctx.clock = fixedClock(REMINDER_NOW);
  // The real notifier, with short waits between its attempts.
  t.ctx.webPush = createWebPushNotifier({
    keys: () => readVapidKeys(t.ctx.config.DATA_DIR, t.ctx.config),
    subject: SUBJECT,
    allowedOrigins: [service.origin],
    retryDelaysMs: [5, 5],
  });
  admin = await adminUser(t.ctx);
});
afterAll(async () => {
  await t.close();
  await service.close();
});

const runReminders = async (user: TestUser, Date: string) =>
  t.inject({
    method: 'POST',
    url: `/api${reminderPaths.runReminders}`,
    headers: bearer(user),
    payload: { Date },
  });
const run = async () => {
  const response = await runReminders(admin, REMINDER_DAY);
  expect(response.statusCode).toBe(200);
  return response.json<{ message: string; data: ReminderRun }>();
};

describe("the day's follow-up reminders", () => {
  it('sends each employee with follow-ups due one encrypted, signed notification per device, once a day', async () => {
    const busy = await employeeWithFollowUps(t.ctx, service, { today: 5, overdue: 2, devices: 2 });
    const one = await employeeWithFollowUps(t.ctx, service, { today: 1 });
    const late = await employeeWithFollowUps(t.ctx, service, { overdue: 1 });
    const idle = await employeeWithFollowUps(t.ctx, service, {});
    const inactive = await employeeWithFollowUps(t.ctx, service, { today: 3, status: 0 });
    const gone = await employeeWithFollowUps(t.ctx, service, { today: 2, devices: 2 });
    service.answer(new URL(gone.devices[0]!.endpoint).pathname, 410);
    const failing = await employeeWithFollowUps(t.ctx, service, { today: 4, devices: 2 });
    service.answer(new URL(failing.devices[0]!.endpoint).pathname, 503);

    const first = await run();
    expect(first.message).toBe(reminderMessages.run);
    expect(first.data).toEqual({
      Date: REMINDER_DAY,
      Employees: 5,
      Delivered: 6,
      Removed: 1,
      Failed: 1,
    });

    const [phone, laptop] = busy.devices;
    for (const device of [phone!, laptop!])
      expect(notificationsOf(service, device)).toEqual([
        {
          title: 'Your follow-ups',
          body: '5 follow-ups today, 2 overdue',
          url: '/leads/Today',
          tag: `follow-ups-${REMINDER_DAY}`,
        },
      ]);
    expect(notificationsOf(service, one.devices[0]!).map((n) => [n.body, n.url])).toEqual([
      ['1 follow-up today', '/leads/Today'],
    ]);
    expect(notificationsOf(service, late.devices[0]!).map((n) => [n.body, n.url])).toEqual([
      ['1 follow-up overdue', '/leads/Overdue'],
    ]);
    expect(service.to(idle.devices[0]!)).toEqual([]);
    expect(service.to(inactive.devices[0]!)).toEqual([]);
    expect(notificationsOf(service, gone.devices[1]!)).toHaveLength(1);
    expect(notificationsOf(service, failing.devices[1]!)).toHaveLength(1);
    // The failing push service was asked three times (two retries), then the run went on.
    expect(service.to(failing.devices[0]!)).toHaveLength(3);

    // The 410 device is forgotten; the others are kept.
    const endpoints = (
      await t.ctx.db
        .select({ endpoint: pushSubscriptions.endpoint })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, gone.user.id))
    ).map((row) => row.endpoint);
    expect(endpoints).toEqual([gone.devices[1]!.endpoint]);

    // Every push is a Web Push request: VAPID-signed by our key for that origin, aes128gcm, a TTL.
    const publicKey = t.ctx.webPush.publicKey();
    for (const push of service.to(phone!)) {
      const claims = vapidClaims(push.headers.authorization, publicKey);
      expect(claims.aud).toBe(service.origin);
      expect(claims.sub).toBe(SUBJECT);
      expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
      expect(push.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(push.headers.ttl)).toBeGreaterThan(0);
      expect(push.headers.topic).toBe('follow-ups');
    }

    // The same day again (after an outage, or the schedule after the button): nothing more.
    const received = service.received.length;
    expect((await run()).data).toMatchObject({ Employees: 0, Delivered: 0 });
    expect(service.received).toHaveLength(received);
  });

  it('is the administrator’s: staff are refused, and the day must be recent', async () => {
    const staff = await createStaffUser(t.ctx);
    expect((await runReminders(staff, REMINDER_DAY)).statusCode).toBe(403);
    for (const [day, message] of [
      ['2026-11-28', reminderMessages.dateOutOfRange],
      ['2026-11-19', reminderMessages.dateOutOfRange],
      ['', reminderMessages.dateRequired],
      ['2026-02-30', 'Please enter a valid date.'],
    ] as const) {
      const response = await runReminders(admin, day);
      expect(response.statusCode, day).toBe(422);
      expect(response.json<{ errors: Record<string, string> }>().errors).toEqual({ Date: message });
    }
  });
});
