import type pg from 'pg';
import { zoneWallClock } from '@yaar/shared';
import type { Clock } from './clock';

/**
 * Daily jobs run by one process of however many share the database (the nightly backup; later
 * reminders). A job is due at its time of day in its time zone; every process ticks (each minute),
 * and the first to take the job's advisory lock runs it, recording the run in `scheduled_jobs`,
 * so no other process runs it again that day. A due time missed while every process was down is
 * run at the next start, but not one already past when the job was first scheduled (a fresh
 * install waits for its first night). A failure is logged and retried an hour later (by
 * whichever process looks then); a process that dies mid-run frees the lock with its connection.
 * Tests call `tick()` with a fixed clock instead of waiting.
 */
export interface DailyJob {
  /** The job's row in scheduled_jobs, and its lock. */
  name: string;
  /** `HH:MM`, 24-hour, in `timeZone`. */
  at: string;
  timeZone: string;
  /** Does the work; what it returns is kept as the run's detail (e.g. the backup's file name). */
  run(signal: AbortSignal): Promise<string | void>;
}

export interface SchedulerOptions {
  pool: pg.Pool;
  clock: Clock;
  log: { info(line: string): void; error(line: string): void };
  /** How long after a failed (or interrupted) run it is tried again: an hour. */
  retryAfterMs?: number;
}

export interface Scheduler {
  /** Runs every job that is due and not yet done (by any process); resolves when they end. */
  tick(): Promise<void>;
  /** Ticks every `everyMs` (a minute) until `stop`. */
  start(everyMs?: number): void;
  /** No more ticks; a job under way is asked to stop and waited for. */
  stop(): Promise<void>;
}

/** The first key of the jobs' advisory locks (the second is the job name's hash): 'yjob'. */
const JOB_LOCK_CLASS = 0x79_6a_6f_62;
const HOUR_MS = 3_600_000;

/** Milliseconds `timeZone` is ahead of UTC at `instant`. */
const offsetAt = (instant: number, timeZone: string): number =>
  zoneWallClock(new Date(instant), timeZone).getTime() - Math.floor(instant / 1000) * 1000;

/** The latest instant at or before `now` when the clock in `timeZone` read `at` (`HH:MM`). */
export function lastDueAt(now: Date, at: string, timeZone: string): Date {
  const [hours, minutes] = at.split(':').map(Number) as [number, number];
  const localNow = new Date(now.getTime() + offsetAt(now.getTime(), timeZone));
  for (const daysBack of [0, 1, 2]) {
    const guess = Date.UTC(
      localNow.getUTCFullYear(),
      localNow.getUTCMonth(),
      localNow.getUTCDate() - daysBack,
      hours,
      minutes,
    );
    let instant = guess - offsetAt(guess, timeZone);
    instant = guess - offsetAt(instant, timeZone);
    if (instant <= now.getTime()) return new Date(instant);
  }
  throw new Error(`No time ${at} in ${timeZone} in the last two days`);
}

interface JobRow {
  first_seen_at: Date;
  last_success_at: Date | null;
  last_attempt_at: Date | null;
}

/** Records a successful run of `name` that began at `at` (also for runs outside the scheduler). */
export async function recordJobSuccess(
  db: pg.Pool | pg.ClientBase,
  name: string,
  at: Date,
  detail: string | null,
): Promise<void> {
  await db.query(
    `insert into scheduled_jobs (name, last_success_at, last_attempt_at, last_detail)
     values ($1, $2, $2, $3)
     on conflict (name) do update set last_success_at = greatest(scheduled_jobs.last_success_at, $2),
       failing_since = null, last_error = null, last_detail = $3,
       last_attempt_at = greatest(scheduled_jobs.last_attempt_at, $2)`,
    [name, at, detail],
  );
}

export function createScheduler(options: SchedulerOptions, jobs: DailyJob[]): Scheduler {
  const { pool, clock, log } = options;
  const retryAfterMs = options.retryAfterMs ?? HOUR_MS;
  const aborter = new AbortController();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  async function runIfDue(job: DailyJob): Promise<void> {
    const client = await pool.connect();
    let locked = false;
    try {
      const { rows } = await client.query<{ locked: boolean }>(
        'select pg_try_advisory_lock($1, hashtext($2)) as locked',
        [JOB_LOCK_CLASS, job.name],
      );
      locked = rows[0]?.locked ?? false;
      if (!locked) return; // another process is running it
      const now = clock.now();
      const due = lastDueAt(now, job.at, job.timeZone);
      const { rows: found } = await client.query<JobRow>(
        `insert into scheduled_jobs (name, first_seen_at) values ($1, $2)
         on conflict (name) do update set name = excluded.name
         returning first_seen_at, last_success_at, last_attempt_at`,
        [job.name, now],
      );
      const row = found[0]!;
      // A time of day already past when the job was first scheduled is no missed run.
      if (row.first_seen_at > due) return;
      if (row.last_success_at && row.last_success_at >= due) return;
      if (
        row.last_attempt_at &&
        row.last_attempt_at >= due &&
        now.getTime() - row.last_attempt_at.getTime() < retryAfterMs
      )
        return;
      await client.query(
        `insert into scheduled_jobs (name, last_attempt_at) values ($1, $2)
         on conflict (name) do update set last_attempt_at = $2`,
        [job.name, now],
      );
      try {
        const detail = await job.run(aborter.signal);
        await recordJobSuccess(client, job.name, now, detail ?? null);
        log.info(`Job ${job.name} done${detail ? `: ${detail}` : ''}`);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await client.query(
          `update scheduled_jobs set last_error = $2, failing_since = coalesce(failing_since, $3)
            where name = $1`,
          [job.name, message, now],
        );
        log.error(`Job ${job.name} failed (tried again in an hour): ${message}`);
      }
    } finally {
      // A connection whose session may still hold the lock is closed, never handed out again.
      const unlocked =
        !locked ||
        (await client
          .query('select pg_advisory_unlock($1, hashtext($2))', [JOB_LOCK_CLASS, job.name])
          .then(
            () => true,
            () => false,
          ));
      client.release(!unlocked);
    }
  }

  async function tickAll() {
    for (const job of jobs) {
      if (aborter.signal.aborted) return;
      await runIfDue(job).catch((error: unknown) =>
        log.error(`Job ${job.name} could not be checked: ${String(error)}`),
      );
    }
  }

  const tick = () => {
    running ??= tickAll().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    tick,
    start(everyMs = 60_000) {
      void tick();
      timer = setInterval(() => void tick(), everyMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      aborter.abort();
      await running;
    },
  };
}
