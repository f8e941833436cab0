import { addDays, type PushPayload } from '@yaar/shared';
import type { AppContext } from '../src/context';
import { createStaffUser, type TestUser } from './factories';
import { insertLead } from './leads';
import { newDevice, type PushService, type ReceivedPush, type TestDevice } from './push-service';
import { saveDevice } from '../src/modules/reminders/reminders.repository';

/** The business day the reminder tests stand on (09:30 in Kolkata). */
export const REMINDER_DAY = '2026-11-27';
export const REMINDER_NOW = '2026-11-27T04:00:00Z';

/**
 * A staff member with `today` follow-ups due on REMINDER_DAY and `overdue` from before it (plus an
 * upcoming one and a completed one dated today, which no reminder counts), and `devices` devices.
 */
export async function employeeWithFollowUps(
  ctx: AppContext,
  service: PushService,
  { today = 0, overdue = 0, devices = 1, status = 1 },
): Promise<{ user: TestUser; devices: TestDevice[] }> {
  const user = await createStaffUser(ctx, { status });
  const dates = [
    ...Array<string>(today).fill(REMINDER_DAY),
    ...Array<string>(overdue).fill(addDays(REMINDER_DAY, -3)),
    addDays(REMINDER_DAY, 2),
  ];
  for (const nextDate of dates) await insertLead(ctx, user.id, { nextDate });
  await insertLead(ctx, user.id, { nextDate: REMINDER_DAY, main: 'Completed', sub: 'Converted' });
  const made = Array.from({ length: devices }, (_, i) => newDevice(service, `u${user.id}d${i}`));
  for (const device of made)
    await saveDevice(ctx.db, user.id, device.subscription, new Date(REMINDER_NOW));
  return { user, devices: made };
}

/** What a device was told: each push it received, decrypted. */
export const notificationsOf = (service: PushService, device: TestDevice): PushPayload[] =>
  service
    .to(device)
    .map((push: ReceivedPush) => JSON.parse(device.decrypt(push.body)) as PushPayload);
