import { RENEWAL_NOTICE_DAYS, renewalPaths, type RenewalNoticesRun } from '@yaar/shared';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../src/context';
import type { AppProcess } from './app-process';
import { timeDayRun } from './day-run';

/** What the daily renewal notice run costs at BENCH_RENEWAL_LICENCES licences. */
export interface RenewalFigures {
  licences: number;
  notices: number;
  seconds: number;
  noticesPerSecond: number;
  secondRunSeconds: number;
  peakRssMb: number;
}

/**
 * `count` licences with expiries spread evenly over the year from `day`, so that a day's run has
 * the share a real book would (each notice day holds count / 365 of them); one in 20 says "no
 * reminders".
 */
export async function seedRenewalLicences(ctx: AppContext, count: number, day: string) {
  await ctx.db.execute(sql`
    insert into licences (product, mobile_no, name, expires_on, product_charges, server_charges,
      no_reminders)
    select 'BenchRenewal', (8000000000 + i)::text, 'Renewal customer ' || i,
      ${day}::date + (i % 365), 1000 + (i % 7) * 100, 500, i % 20 = 0
    from generate_series(1, ${count}) as i
    on conflict do nothing`);
}

/**
 * The day's run through the app (POST /run-renewal-notices, the dev SMS sender), then the same day
 * again (every notice already claimed: nothing sent).
 */
export async function measureRenewals(
  base: string,
  auth: Record<string, string>,
  server: AppProcess,
  licences: number,
  day: string,
): Promise<RenewalFigures> {
  server.resetPeak();
  const run = async () => {
    const { seconds, run } = await timeDayRun<RenewalNoticesRun>(
      base,
      auth,
      renewalPaths.runRenewalNotices,
      day,
    );
    return { seconds, sent: run.Sent };
  };
  const first = await run();
  const second = await run();
  if (second.sent !== 0) throw new Error(`the second run sent ${second.sent}`);
  return {
    licences,
    notices: first.sent,
    seconds: first.seconds,
    noticesPerSecond: Math.round(first.sent / first.seconds),
    secondRunSeconds: second.seconds,
    peakRssMb: server.peakRssMb(),
  };
}

export function printRenewalFigures(f: RenewalFigures) {
  const days = RENEWAL_NOTICE_DAYS.join('/');
  console.log(
    `[bench] renewal notices (${days} days before), ${f.licences.toLocaleString('en-IN')} licences: ` +
      `${f.notices} SMS in ${f.seconds.toFixed(2)} s (${f.noticesPerSecond}/s), ` +
      `the same day again ${f.secondRunSeconds.toFixed(2)} s (0 sent), server peak RSS ${f.peakRssMb} MB`,
  );
}
