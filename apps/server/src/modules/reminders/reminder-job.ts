import type { AppContext } from '../../context';
import { businessToday } from '../../lib/clock';
import type { DailyJob } from '../../lib/scheduler';
import { runFollowUpReminders } from './reminders.service';

/** The follow-up reminders' row in scheduled_jobs. */
export const REMINDER_JOB = 'follow-up-reminders';

/**
 * The daily follow-up reminders as a job of lib/scheduler, at REMINDER_TIME in BUSINESS_TZ: one
 * process of however many runs it, and the per-employee claims make a repeat (after a restart, or
 * beside `POST /run-reminders`) send nothing twice.
 */
export const reminderJob = (ctx: AppContext, log: (line: string) => void): DailyJob => ({
  name: REMINDER_JOB,
  at: ctx.config.REMINDER_TIME,
  timeZone: ctx.config.BUSINESS_TZ,
  async run(signal) {
    const day = businessToday(ctx);
    const run = await runFollowUpReminders(ctx, day, { notifier: ctx.webPush, log, signal });
    return `${day}: ${run.Employees} employees, ${run.Delivered} delivered, ${run.Removed} removed, ${run.Failed} failed`;
  },
});
