import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { quiet } from '../../../test/backups';
import { startPushService, type PushService } from '../../../test/push-service';
import {
  REMINDER_DAY,
  REMINDER_NOW,
  employeeWithFollowUps,
  notificationsOf,
} from '../../../test/reminders';
import { createAppContext } from '../../app-context';
import type { AppContext } from '../../context';
import { connectDatabase, type DatabaseHandle } from '../../db/client';
import { followUpReminders } from '../../db/schema';
import { fixedClock, type Clock } from '../../lib/clock';
import { createScheduler } from '../../lib/scheduler';
import { createDevSmsSender } from '../../lib/sms';
import { reminderJob } from './reminder-job';
import { runFollowUpReminders } from './reminders.service';

let t: TestApp;
let service: PushService;
const handles: DatabaseHandle[] = [];
beforeAll(async () => {
  service = await startPushService();
  t = await createTestApp({ PUSH_ENDPOINT_ALLOW: service.origin });
});
afterAll(async () => {
  for (const handle of handles) await handle.close();
  await t.close();
  await service.close();
});

/** Another app process: its own connections to the same database, the same DATA_DIR keys. */
function anotherProcess(clock: Clock): AppContext {
  const handle = connectDatabase(t.databaseUrl, 5);
  handles.push(handle);
  const ctx = createAppContext(handle.db, t.ctx.config, createDevSmsSender(quiet));
  ctx.clock = clock;
  return ctx;
}

const clearDay = () => t.ctx.db.delete(followUpReminders);

describe('follow-up reminders across processes', () => {
  it('two processes running the schedule at once send one push per device', async () => {
    await clearDay();
    let now = new Date('2026-11-26T12:00:00Z'); // the evening before: not yet due
    const clock: Clock = { now: () => new Date(now) };
    const employees = await Promise.all(
      [3, 1, 2].map((today) => employeeWithFollowUps(t.ctx, service, { today, devices: 2 })),
    );
    const schedulers = [0, 1].map(() => {
      const ctx = anotherProcess(clock);
      const job = { ...reminderJob(ctx, quiet), at: '09:00', timeZone: 'Asia/Kolkata' };
      const log = { info: quiet, error: quiet };
      return createScheduler({ pool: handles.at(-1)!.pool, clock, log }, [job]);
    });
    const tickBoth = () => Promise.all(schedulers.map((scheduler) => scheduler.tick()));
    await tickBoth();
    expect(service.received).toHaveLength(0);
    now = new Date(REMINDER_NOW); // 09:30 in Kolkata
    await tickBoth();
    await tickBoth();
    for (const { devices } of employees)
      for (const device of devices) expect(notificationsOf(service, device)).toHaveLength(1);
    await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
  });

  it('two runs of the same day at once (the button beside the schedule) send one push', async () => {
    const [one, two] = [
      anotherProcess(fixedClock(REMINDER_NOW)),
      anotherProcess(fixedClock(REMINDER_NOW)),
    ];
    const employees = await Promise.all(
      Array.from({ length: 30 }, () => employeeWithFollowUps(t.ctx, service, { overdue: 1 })),
    );
    const runs = await Promise.all(
      [one, two, one].map((ctx) =>
        runFollowUpReminders(ctx, REMINDER_DAY, { notifier: ctx.webPush, log: quiet }),
      ),
    );
    expect(runs.reduce((sum, r) => sum + r.Delivered, 0)).toBe(30);
    for (const { devices } of employees)
      expect(notificationsOf(service, devices[0]!)).toHaveLength(1);
  });

  it('after a restart mid-run, sends what the dead process claimed but never sent, and nothing twice', async () => {
    const ctx = anotherProcess(fixedClock(REMINDER_NOW));
    const [sent, abandoned, underWay] = await Promise.all(
      [1, 2, 3].map((today) => employeeWithFollowUps(t.ctx, service, { today })),
    );
    // The process that died had sent to the first, claimed the second 20 minutes ago and never
    // sent it; a live one claimed the third a minute ago and is sending it now.
    await t.ctx.db.execute(sql`
      insert into follow_up_reminders (user_id, day, claimed_at, sent_at, today_count, overdue_count)
      values (${sent!.user.id}, ${REMINDER_DAY}, '2026-11-27T03:30:00Z', '2026-11-27T03:30:01Z', 1, 0),
        (${abandoned!.user.id}, ${REMINDER_DAY}, '2026-11-27T03:40:00Z', null, 2, 0),
        (${underWay!.user.id}, ${REMINDER_DAY}, '2026-11-27T03:59:00Z', null, 3, 0)`);
    const run = await runFollowUpReminders(ctx, REMINDER_DAY, {
      notifier: ctx.webPush,
      log: quiet,
    });
    expect(run.Employees).toBe(1);
    expect(service.to(sent!.devices[0]!)).toHaveLength(0);
    expect(notificationsOf(service, abandoned!.devices[0]!).map((n) => n.body)).toEqual([
      '2 follow-ups today',
    ]);
    expect(service.to(underWay!.devices[0]!)).toHaveLength(0);
  });
});
