import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { quiet } from '../../test/backups';
import { backupJob } from '../backup/backup-job';
import { readConfig } from '../env';
import type { Clock } from './clock';
import { createScheduler, lastDueAt, type DailyJob } from './scheduler';

let t: TestApp;
const pools: pg.Pool[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const pool of pools) await pool.end();
  await t.close();
});

/** Another app process's connections to the test database. */
const processPool = () => {
  const pool = new pg.Pool({ connectionString: t.databaseUrl, max: 3 });
  pools.push(pool);
  return pool;
};

/** A clock the test moves. */
const movableClock = (start: string) => {
  let now = new Date(start);
  const clock: Clock & { set(at: string): void } = {
    now: () => new Date(now),
    set: (at) => (now = new Date(at)),
  };
  return clock;
};

const errors: string[] = [];
const log = { info: quiet, error: (line: string) => errors.push(line) };

describe('lastDueAt', () => {
  it('is the latest HH:MM in the time zone at or before now', () => {
    // 02:31 in Kolkata on 2 May is 21:01 UTC on 1 May: due at 02:30 IST the same night.
    expect(lastDueAt(new Date('2026-05-01T21:01:00Z'), '02:30', 'Asia/Kolkata').toISOString()).toBe(
      '2026-05-01T21:00:00.000Z',
    );
    // 02:29 in Kolkata: the night before.
    expect(lastDueAt(new Date('2026-05-01T20:59:00Z'), '02:30', 'Asia/Kolkata').toISOString()).toBe(
      '2026-04-30T21:00:00.000Z',
    );
    // Across a daylight-saving change (London, 29 March 2026).
    expect(
      lastDueAt(new Date('2026-03-29T12:00:00Z'), '02:30', 'Europe/London').toISOString(),
    ).toBe('2026-03-29T01:30:00.000Z');
  });
});

describe('a daily job on two processes', () => {
  it('runs once across both, again the next day, and a failure is retried an hour later', async () => {
    // First scheduled in the evening, before its time of day (02:30 in Kolkata, 21:00 UTC).
    const clock = movableClock('2026-05-01T15:00:00Z');
    let runs = 0;
    let failing = false;
    const job: DailyJob = {
      name: 'test-count',
      at: '02:30',
      timeZone: 'Asia/Kolkata',
      async run() {
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 100));
        if (failing) throw new Error('the disk is full');
      },
    };
    const one = createScheduler({ pool: processPool(), clock, log }, [job]);
    const two = createScheduler({ pool: processPool(), clock, log }, [job]);
    await Promise.all([one.tick(), two.tick()]);
    expect(runs).toBe(0);
    clock.set('2026-05-01T21:01:00Z');
    await Promise.all([one.tick(), two.tick()]);
    await Promise.all([one.tick(), two.tick()]);
    expect(runs).toBe(1);
    clock.set('2026-05-02T21:05:00Z'); // the next night
    failing = true;
    await Promise.all([one.tick(), two.tick()]);
    expect(runs).toBe(2);
    expect(errors.at(-1)).toMatch(/Job test-count failed .*the disk is full/);
    clock.set('2026-05-02T21:50:00Z'); // 45 minutes later: not yet
    await Promise.all([one.tick(), two.tick()]);
    expect(runs).toBe(2);
    failing = false;
    clock.set('2026-05-02T22:06:00Z'); // an hour after the failure
    await Promise.all([one.tick(), two.tick()]);
    await two.tick();
    expect(runs).toBe(3);
    await Promise.all([one.stop(), two.stop()]);
  });

  it('waits for its first night after a fresh install, then runs a night missed while down', async () => {
    const clock = movableClock('2026-07-01T12:00:00Z'); // 17:30 in Kolkata: last due 02:30 today
    let runs = 0;
    const job: DailyJob = {
      name: 'test-first-night',
      at: '02:30',
      timeZone: 'Asia/Kolkata',
      run: async () => {
        runs += 1;
      },
    };
    const scheduler = createScheduler({ pool: processPool(), clock, log }, [job]);
    await scheduler.tick();
    expect(runs).toBe(0);
    // Every process was down over the next two nights: the start after them runs it once.
    clock.set('2026-07-03T09:00:00Z');
    await scheduler.tick();
    await scheduler.tick();
    expect(runs).toBe(1);
    await scheduler.stop();
  });

  it('takes one nightly backup, not one per process', async () => {
    const clock = movableClock('2026-06-01T12:00:00Z');
    const folders = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'yaar-test-nightly-')));
    const schedulers = folders.map((folder) => {
      const config = readConfig({ DATA_DIR: t.ctx.config.DATA_DIR, BACKUP_DIR: folder });
      const pool = processPool();
      return createScheduler({ pool, clock, log }, [
        backupJob({ pool, storage: t.ctx.storage, config, log: quiet }, clock),
      ]);
    });
    await Promise.all(schedulers.map((scheduler) => scheduler.tick()));
    clock.set('2026-06-01T21:10:00Z');
    await Promise.all(schedulers.map((scheduler) => scheduler.tick()));
    await Promise.all(schedulers.map((scheduler) => scheduler.tick()));
    const files = folders.flatMap((folder) => fs.readdirSync(folder));
    expect(files).toEqual(['yaar-backup-2026-06-01T21-10-00Z.yaarbackup']);
    const { rows } = await processPool().query<{ last_detail: string }>(
      `select last_detail from scheduled_jobs where name = 'backup'`,
    );
    expect(rows[0]!.last_detail).toBe(files[0]);
    for (const scheduler of schedulers) await scheduler.stop();
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });
});
