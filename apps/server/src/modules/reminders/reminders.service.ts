import {
  FOLLOW_UP_REMINDER_TITLE,
  REMINDER_RUN_DAYS_BACK,
  followUpReminderLink,
  followUpReminderText,
  reminderMessages,
  type PushSubscriptionBody,
  type ReminderRun,
} from '@yaar/shared';
import type { AppContext, AuthUser } from '../../context';
import { isTodayOrDaysBack } from '../../lib/clock';
import { validationFailed } from '../../lib/errors';
import { isPushServiceEndpoint, type DeviceNotifier } from '../../lib/web-push';
import { countDueFollowUps, type DueFollowUps } from '../dashboard';
import {
  claimReminders,
  deleteDevice,
  devicesOf,
  dropGoneDevice,
  finishReminders,
  saveDevice,
  withDevices,
  type ReminderOutcome,
} from './reminders.repository';

/** Where a service writes what an operator may need to know (the request's logger). */
export interface InfoLog {
  info(fields: object, message: string): void;
}

/**
 * `POST /push-subscription`: the signed-in user's device, if its endpoint is a push service's. A
 * device another employee had moves to the caller (the browser is signed in as them now: its
 * reminders must not go to the one who signed out), which is logged with both users' ids.
 */
export async function subscribeDevice(
  ctx: AppContext,
  actor: AuthUser,
  body: PushSubscriptionBody,
  log: InfoLog,
) {
  if (!isPushServiceEndpoint(body.endpoint, ctx.config.PUSH_ENDPOINT_ALLOW))
    throw validationFailed({ endpoint: reminderMessages.endpointNotPushService });
  const now = ctx.clock.now();
  const device = await ctx.db.transaction((tx) => saveDevice(tx, actor.id, body, now));
  if (device.previousUserId !== null && device.previousUserId !== actor.id)
    log.info(
      { deviceId: device.id, fromUserId: device.previousUserId, toUserId: actor.id },
      'push device moved to another user',
    );
}

/** `POST /push-subscription-delete`: done whether or not the device was still known. */
export const unsubscribeDevice = (ctx: AppContext, actor: AuthUser, endpoint: string) =>
  deleteDevice(ctx.db, actor.id, endpoint);

/** Employees claimed and sent to at a time; their devices are sent to this many at once. */
const BATCH = 100;
const IN_FLIGHT = 16;
/** A claim whose sending has not finished after this long was left by a process that died. */
const STALE_CLAIM_MS = 10 * 60_000;
/** How long a push service keeps a reminder for a phone that is off. */
const TTL_SECONDS = 12 * 3600;

export interface RunOptions {
  notifier: DeviceNotifier;
  log: (line: string) => void;
  signal?: AbortSignal;
}

/** `POST /run-reminders`: a day from REMINDER_RUN_DAYS_BACK days ago to today. */
export function checkReminderDay(ctx: AppContext, day: string) {
  if (!isTodayOrDaysBack(ctx, day, REMINDER_RUN_DAYS_BACK))
    throw validationFailed({ Date: reminderMessages.dateOutOfRange });
}

/**
 * The follow-up reminders of `day`: each active employee with follow-ups due that day or overdue
 * (the dashboard's rule) and a device gets one notification on each device, once, however many
 * runs or processes meet: each employee's row is claimed and committed before sending. A device
 * that is gone (404/410) is removed; other failures were retried by the notifier, are logged and
 * counted, and the run goes on.
 */
export async function runFollowUpReminders(
  ctx: AppContext,
  day: string,
  { notifier, log, signal }: RunOptions,
): Promise<ReminderRun> {
  const run: ReminderRun = { Date: day, Employees: 0, Delivered: 0, Removed: 0, Failed: 0 };
  const due = await withDevices(ctx.db, await countDueFollowUps(ctx.db, day));
  for (let start = 0; start < due.length; start += BATCH) {
    if (signal?.aborted) break;
    const now = ctx.clock.now();
    const batch = due.slice(start, start + BATCH);
    const claimed = await claimReminders(
      ctx.db,
      day,
      batch,
      now,
      new Date(now.getTime() - STALE_CLAIM_MS),
    );
    const counts = new Map(batch.map((employee) => [employee.userId, employee]));
    const outcomes = await sendTo(ctx, day, claimed, counts, notifier, run, log);
    await finishReminders(ctx.db, day, outcomes, ctx.clock.now());
    run.Employees += claimed.length;
  }
  return run;
}

async function sendTo(
  ctx: AppContext,
  day: string,
  userIds: number[],
  counts: Map<number, DueFollowUps>,
  notifier: DeviceNotifier,
  run: ReminderRun,
  log: (line: string) => void,
): Promise<ReminderOutcome[]> {
  const outcomes = new Map<number, ReminderOutcome>(
    userIds.map((userId) => [userId, { userId, delivered: 0, failed: 0, lastError: null }]),
  );
  const queue = await devicesOf(ctx.db, userIds);
  const worker = async () => {
    for (let device = queue.shift(); device; device = queue.shift()) {
      const { today, overdue } = counts.get(device.userId)!;
      const outcome = outcomes.get(device.userId)!;
      const result = await notifier.notify(device, {
        title: FOLLOW_UP_REMINDER_TITLE,
        body: followUpReminderText(today, overdue),
        url: followUpReminderLink(today),
        tag: `follow-ups-${day}`,
        ttlSeconds: TTL_SECONDS,
        topic: 'follow-ups',
      });
      if (result.kind === 'delivered') {
        outcome.delivered += 1;
        run.Delivered += 1;
      } else if (result.kind === 'gone') {
        await dropGoneDevice(ctx.db, device.id, device.endpoint);
        run.Removed += 1;
      } else {
        outcome.failed += 1;
        outcome.lastError = result.error;
        run.Failed += 1;
        log(
          `Follow-up reminder to device ${device.id} of user ${device.userId} failed: ${result.error}`,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return [...outcomes.values()];
}
