/**
 * Start: config → database → migrations → reference data → admin → listen. The migrations, the
 * admin and the registration days run under a PostgreSQL advisory lock, so processes starting
 * together do each once. SIGTERM/SIGINT: stop accepting, drain, stop PostgreSQL.
 */
import { buildApp } from './app';
import { withStartupLock } from './db/client';
import { prepareDatabase } from './db/prepare';
import { StartupError } from './db/embedded-postgres';
import { ConfigError, configWarnings, readConfig } from './env';
import { createSmsSender } from './lib/sms';
import { createAppContext } from './app-context';
import { sweepOrphanFiles } from './modules/leads/lead-files-sweep';
import { sweepImportErrorFiles } from './modules/lead-bulk';
import { alignRegistrationDays, deliverPushes } from './companion';
import { ensureAdmin } from './modules/users/users.service';
import { createScheduler, type DailyJob } from './lib/scheduler';
import { idempotencyExpiryJob } from './plugins/idempotency-expiry';
import { backupJob } from './backup/backup-job';
import { readOrCreateBackupKey } from './backup/backup-key';
import { reminderJob } from './modules/reminders';
import { pushConfigWarnings } from './env-push';
import { renewalNoticesJob } from './modules/renewals';
import { messageQueueOf } from './modules/whatsapp';
import { freezeIssuedDocuments } from './gst';

const log = (line: string) => console.log(`[yaar] ${line}`);

async function start() {
  const startedAt = Date.now();
  const config = readConfig();
  // The embedded PostgreSQL is restarted when it stops on its own; when it cannot be, the app
  // exits non-zero so that its supervisor restarts the whole thing.
  for (const warning of [...configWarnings(config), ...pushConfigWarnings(config)])
    console.warn(`[yaar] Warning: ${warning}`);
  // The nightly backups' key is made (and shown, once) at the start, where the operator looks.
  if (config.BACKUP_TIME !== 'off') readOrCreateBackupKey(config, log);
  const database = await prepareDatabase(config, log, (error) => {
    console.error(`[yaar] PostgreSQL could not be started again: ${error.message}`);
    process.exit(1);
  });
  // A start that fails from here on (a wrong ADMIN_EMAIL for a restored database, a port in use)
  // stops the PostgreSQL it started, rather than leaving it running without its app.
  const started = await stopDatabaseOnFailure(database, async () => {
    const sms = createSmsSender(config, log);
    const ctx = createAppContext(database.db, config, sms);
    // Processes starting together on one database create the administrator and align the
    // registration days one at a time (the lock the migrations took).
    const { generatedPassword } = await withStartupLock(database.pool, async () => {
      const admin = await ensureAdmin(ctx);
      await alignRegistrationDays(ctx.db, config.BUSINESS_TZ);
      // Documents issued before they kept their supplier, SACs and rate (migration 0033) keep
      // this start's settings from now on (docs/decisions.md, issue 42).
      const frozen = await freezeIssuedDocuments(ctx.db, config);
      if (frozen > 0) log(`Froze ${frozen} GST documents with the supplier details they print`);
      return admin;
    });
    if (generatedPassword) {
      log(
        `Created the administrator ${config.ADMIN_EMAIL} with the password: ${generatedPassword}`,
      );
      log('This password is shown only once. Change it after signing in.');
    }
    const app = await buildApp(ctx, { logger: true });
    // Daily jobs (lib/scheduler), each by one process of however many: the nightly backup at
    // BACKUP_TIME, the follow-up reminders at REMINDER_TIME, the licence renewal SMS at
    // RENEWAL_NOTICE_TIME, and the Idempotency-Keys past their 30 days at 03:40.
    const jobLog = { error: (line: string) => console.error(`[yaar] ${line}`) };
    const jobs: DailyJob[] = [
      ...(config.BACKUP_TIME === 'off'
        ? []
        : [backupJob({ pool: database.pool, storage: ctx.storage, config, log }, ctx.clock)]),
      ...(config.REMINDER_TIME === 'off' ? [] : [reminderJob(ctx, log)]),
      ...(config.RENEWAL_NOTICE_TIME === 'off' ? [] : [renewalNoticesJob(ctx, jobLog)]),
      idempotencyExpiryJob(ctx.db, config.BUSINESS_TZ),
    ];
    const scheduler = createScheduler(
      {
        pool: database.pool,
        clock: ctx.clock,
        log: { info: log, error: (line) => console.error(`[yaar] ${line}`) },
      },
      jobs,
    );

    let stopping = false;
    const stop = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      database.embedded?.stopWatching();
      log(`${signal}: finishing requests in flight, then stopping the database`);
      try {
        await app.close();
        await scheduler.stop();
        await messageQueueOf(ctx).stop();
        await ctx.redis?.quit().catch(() => undefined);
        await database.close();
        await database.embedded?.stop();
      } finally {
        process.exit(0);
      }
    };
    process.on('SIGTERM', () => void stop('SIGTERM'));
    process.on('SIGINT', () => void stop('SIGINT'));
    await app.listen({ port: config.PORT, host: config.HOST });
    return { ctx, scheduler };
  });
  const { ctx, scheduler } = started;
  log(
    `Ready in ${Date.now() - startedAt} ms at http://localhost:${config.PORT} (Node ${process.version})`,
  );
  scheduler.start();
  // Messages to customers (invoices, renewal notices: issue 44) leave through the paced queue,
  // which every process runs; each message is claimed by one.
  messageQueueOf(ctx).start();
  // What a crash left behind: temp uploads and stored files of leads never committed.
  sweepOrphanFiles(ctx).then(
    ({ tempFiles, storedFiles }) => {
      if (tempFiles + storedFiles > 0) {
        log(
          `Removed ${tempFiles} temporary uploads and ${storedFiles} stored files no lead refers to`,
        );
      }
    },
    (error: unknown) => log(`Could not sweep left-over files: ${String(error)}`),
  );
  // Announcements the push service did not take before a restart go out now.
  deliverPushes(ctx).catch((error: unknown) =>
    log(`Could not deliver pending announcements: ${String(error)}`),
  );
  // Imports' error files are kept a week.
  sweepImportErrorFiles(ctx).catch((error: unknown) =>
    log(`Could not sweep old import error files: ${String(error)}`),
  );
}

/** Runs the rest of the start; if it throws, the database is closed and its server stopped. */
async function stopDatabaseOnFailure<T>(
  database: Awaited<ReturnType<typeof prepareDatabase>>,
  rest: () => Promise<T>,
): Promise<T> {
  try {
    return await rest();
  } catch (error) {
    database.embedded?.stopWatching();
    await database.close().catch(() => undefined);
    await database.embedded?.stop().catch(() => undefined);
    throw error;
  }
}

start().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StartupError) {
    console.error(`[yaar] ${error.message}`);
  } else {
    console.error('[yaar] Start-up failed:', error);
  }
  process.exit(1);
});
