import { pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * The daily jobs of lib/scheduler (the nightly backup, later reminders): one row per job, shared
 * by every app process, so a job done by one is not done again by another, and a failure is
 * retried an hour later by whichever process looks first.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  /**
   * When a process first scheduled the job: a time of day that had passed by then is not a missed
   * run (a fresh install does not back up at its first start), later ones missed while every
   * process was down are run at the next start.
   */
  firstSeenAt: instant('first_seen_at').notNull().defaultNow(),
  /** When the last run that succeeded began. */
  lastSuccessAt: instant('last_success_at'),
  /** When the last run began, whatever its outcome (a run is retried an hour after it). */
  lastAttemptAt: instant('last_attempt_at'),
  /** When the job began to fail (the first failure since its last success); null while it works. */
  failingSince: instant('failing_since'),
  lastError: text('last_error'),
  /** What the last successful run says about itself (the backup's file name). */
  lastDetail: text('last_detail'),
});
