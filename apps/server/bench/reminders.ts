/**
 * `BENCH_ONLY=reminders npm run bench`: the daily follow-up reminders for BENCH_REMINDER_EMPLOYEES
 * (500) employees, each with follow-ups due today and overdue and one device, sent by the app in
 * its own process (`POST /api/run-reminders`, what the schedule runs) to a local push service
 * (test/push-service.ts) that takes every push with 201. Prints the run's seconds, pushes per
 * second and the server's peak RSS, checks one push decrypts to the expected text, runs the day
 * again (nothing more is sent); run.ts writes the figures with the rest.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, reminderPaths, type ReminderRun } from '@yaar/shared';
import type { AppContext } from '../src/context';
import { leads } from '../src/db/schema';
import { dayIn } from '../src/lib/clock';
import { hashSecret } from '../src/lib/secrets';
import { saveDevice } from '../src/modules/reminders/reminders.repository';
import { insertUser } from '../src/modules/users/users.repository';
import { ensureAdmin } from '../src/modules/users/users.service';
import { cityIdOf, leadMobile, statusIdOf } from '../test/leads';
import { newDevice, startPushService, type TestDevice } from '../test/push-service';
import { openBenchDatabase } from './context';
import { startSignedInApp, timeDayRun } from './day-run';
import { BENCH_ADMIN } from './sign-in';
import { sizes } from './sizes';

const EMPLOYEES = sizes.reminderEmployees;
const TODAY_EACH = 5;
const OVERDUE_EACH = 2;
const log = (line: string) => console.log(`[bench] ${line}`);

export type ReminderFigures = Awaited<ReturnType<typeof benchReminders>>;

export async function benchReminders() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaar-bench-reminders-'));
  const pushService = await startPushService();
  const env = {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    LOG_LEVEL: 'silent',
    PUSH_ENDPOINT_ALLOW: pushService.origin,
    VAPID_SUBJECT: 'mailto:bench@yaar-software.in',
    REMINDER_TIME: 'off',
    RATE_LIMIT_PER_MINUTE: '100000',
  };
  const { config, ctx, database, databaseUrl } = await openBenchDatabase(env);
  try {
    await ensureAdmin(ctx);
    const today = dayIn(new Date(), config.BUSINESS_TZ);
    log(`seeding ${EMPLOYEES} employees with follow-ups due and a device each…`);
    const devices = await seed(ctx, pushService, today);
    const { server, base, auth } = await startSignedInApp(env, databaseUrl);
    try {
      const run = () => timeDayRun<ReminderRun>(base, auth, reminderPaths.runReminders, today);
      const rssBeforeMb = server.rssMb();
      server.resetPeak();
      log('running the day’s reminders…');
      const first = await run();
      const peakRssMb = server.peakRssMb();
      const again = await run();
      const sample = JSON.parse(devices[0]!.decrypt(pushService.to(devices[0]!)[0]!.body)) as {
        body: string;
      };
      const figures = {
        employees: EMPLOYEES,
        pushes: pushService.received.length,
        seconds: Number(first.seconds.toFixed(2)),
        pushesPerSecond: Math.round(first.run.Delivered / first.seconds),
        rssBeforeMb,
        peakRssMb,
        firstRun: first.run,
        sameDayAgain: { ...again.run, seconds: Number(again.seconds.toFixed(2)) },
        sampleText: sample.body,
        machine: { cpus: os.cpus().length, node: process.version },
      };
      console.log('');
      console.log(
        `Follow-up reminders: ${EMPLOYEES} employees, ${first.run.Delivered} pushes in ${figures.seconds} s (${figures.pushesPerSecond} pushes/s), server peak RSS ${peakRssMb} MB (${rssBeforeMb} MB before)`,
      );
      console.log(
        `  the same day again: ${again.run.Delivered} pushes in ${figures.sameDayAgain.seconds} s; a push reads "${sample.body}"`,
      );
      return figures;
    } finally {
      await server.stop();
    }
  } finally {
    await pushService.close();
    await database.close();
    await database.embedded?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The employees, their leads due today and overdue, and one device each. */
async function seed(
  ctx: AppContext,
  pushService: { origin: string },
  today: string,
): Promise<TestDevice[]> {
  const passwordHash = await hashSecret('bench-staff-password');
  const statusId = await statusIdOf(ctx, 'Pending', 'Interested');
  const cityId = await cityIdOf(ctx);
  const devices: TestDevice[] = [];
  for (let i = 0; i < EMPLOYEES; i += 1) {
    const userId = await insertUser(ctx.db, {
      firstName: `Bench${i}`,
      lastName: 'Reminder',
      email: `reminder${i}@bench.test`,
      mobileNo: `6${String(i).padStart(9, '0')}`,
      passwordHash,
      status: 1,
    });
    const dates = [
      ...Array<string>(TODAY_EACH).fill(today),
      ...Array<string>(OVERDUE_EACH).fill(addDays(today, -2)),
    ];
    await ctx.db.insert(leads).values(
      dates.map((nextDate) => ({
        userId,
        recordedBy: userId,
        companyName: 'Bench Lead',
        ownerName: 'Owner',
        mobileNo: leadMobile(),
        businessType: 'Service',
        product: 'OYaar',
        entryDate: addDays(today, -10),
        nextDate,
        requirements: 'Bench',
        statusId,
        cityId,
      })),
    );
    const device = newDevice(pushService, `employee${i}`);
    await saveDevice(ctx.db, userId, device.subscription, new Date());
    devices.push(device);
  }
  return devices;
}
