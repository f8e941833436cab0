/**
 * `BENCH_ONLY=whatsapp npm run bench`: the renewal notices of BENCH_WHATSAPP_LICENCES (10,000)
 * licences all due today, with WhatsApp on (issue 44). The app runs in its own process, as in
 * production, sending through its paced queue to a local Cloud API (test/whatsapp-cloud.ts). It
 * prints how long the run took to queue them, how long the queue took to send them, the most sent
 * in any one second (the pacing: at most 80), and that each was sent once; then runs the day
 * again (nothing more is queued).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { addDays, renewalPaths, type RenewalNoticesRun } from '@yaar/shared';
import { dayIn } from '../src/lib/clock';
import { ensureAdmin } from '../src/modules/users/users.service';
import { startWhatsAppCloud, whatsappEnv } from '../test/whatsapp-cloud';
import { openBenchDatabase } from './context';
import { startSignedInApp, timeDayRun } from './day-run';
import { BENCH_ADMIN } from './sign-in';
import { sizes } from './sizes';

const log = (line: string) => console.log(`[bench] ${line}`);
const TOKEN = 'bench-whatsapp-access-token-0123';

export type WhatsAppFigures = Awaited<ReturnType<typeof benchWhatsApp>>;

/** The most of `instants` (ms) within any one second. */
function mostInOneSecond(instants: number[]): number {
  const sorted = [...instants].sort((a, b) => a - b);
  let most = 0;
  let start = 0;
  for (let end = 0; end < sorted.length; end += 1) {
    while (sorted[end]! - sorted[start]! >= 1000) start += 1;
    most = Math.max(most, end - start + 1);
  }
  return most;
}

export async function benchWhatsApp() {
  const licences = sizes.whatsappLicences;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaar-bench-whatsapp-'));
  const cloud = await startWhatsAppCloud({ token: TOKEN });
  const env = {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    LOG_LEVEL: 'silent',
    RENEWAL_NOTICE_TIME: 'off',
    REMINDER_TIME: 'off',
    BACKUP_TIME: 'off',
    RATE_LIMIT_PER_MINUTE: '100000',
    ...whatsappEnv(cloud, TOKEN),
  };
  const { config, ctx, database, databaseUrl } = await openBenchDatabase(env);
  try {
    await ensureAdmin(ctx);
    const today = dayIn(new Date(), config.BUSINESS_TZ);
    log(`seeding ${licences.toLocaleString('en-IN')} licences expiring in 30 days…`);
    await ctx.db.execute(sql`
      insert into licences (product, mobile_no, name, expires_on, product_charges, server_charges)
      select 'OYaar', (7000000000 + i)::text, 'WhatsApp customer ' || i,
        ${addDays(today, 30)}::date, 1000, 500
      from generate_series(1, ${licences}) as i
      on conflict do nothing`);
    const { server, base, auth } = await startSignedInApp(env, databaseUrl);
    try {
      const run = () =>
        timeDayRun<RenewalNoticesRun>(base, auth, renewalPaths.runRenewalNotices, today);
      server.resetPeak();
      log('queueing the day’s renewal notices, then sending them paced…');
      const sendStarted = Date.now();
      const first = await run();
      // Sent when the local Cloud API has every one (or it stops moving for 30 s).
      let last = -1;
      let still = Date.now();
      while (cloud.messages.length < first.run.Sent) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        if (cloud.messages.length !== last) {
          last = cloud.messages.length;
          still = Date.now();
        } else if (Date.now() - still > 30_000) break;
      }
      const sendSeconds = (Date.now() - sendStarted) / 1000;
      const again = await run();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const { rows: outcomes } = await ctx.db.execute<{ outcome: string; count: number }>(sql`
        select channel || ' ' || status || case when note = '' then '' else ': ' || left(note, 160) end
          as outcome, count(*)::int as count
        from customer_messages group by 1 order by 2 desc`);
      const callbacks = cloud.messages.map((message) => message.body.biz_opaque_callback_data);
      const figures = {
        licences,
        queued: first.run.Sent,
        queueSeconds: Number(first.seconds.toFixed(2)),
        sent: cloud.messages.length,
        distinct: new Set(callbacks).size,
        sendSeconds: Number(sendSeconds.toFixed(2)),
        messagesPerSecond: Math.round(cloud.messages.length / sendSeconds),
        mostInOneSecond: mostInOneSecond(cloud.messages.map((message) => message.at)),
        sameDayAgainQueued: again.run.Sent,
        peakRssMb: server.peakRssMb(),
        outcomes: Object.fromEntries(outcomes.map((row) => [row.outcome, row.count])),
      };
      console.log('');
      console.log(
        `WhatsApp renewal notices: ${licences.toLocaleString('en-IN')} licences, ${figures.queued} queued in ${figures.queueSeconds} s; ` +
          `${figures.sent} sent (${figures.distinct} distinct) in ${figures.sendSeconds} s (${figures.messagesPerSecond}/s, at most ${figures.mostInOneSecond} in any second); ` +
          `the same day again queued ${figures.sameDayAgainQueued}; server peak RSS ${figures.peakRssMb} MB`,
      );
      console.log(`  outcomes: ${JSON.stringify(figures.outcomes)}`);
      if (figures.sent !== figures.queued || figures.distinct !== figures.sent)
        throw new Error(`sent ${figures.sent} (${figures.distinct} distinct) of ${figures.queued}`);
      return figures;
    } finally {
      await server.stop();
    }
  } finally {
    await cloud.close();
    await database.close();
    await database.embedded?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
