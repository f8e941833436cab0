/**
 * `npm run bench`: 200,000 leads with follow-ups in a fresh embedded PostgreSQL, then the app in
 * its own process, loaded at 10 connections for BENCH_SECONDS per route (load-targets.ts), the
 * export, licences, bulk import and assignment, commissions, OYaar analytics, two processes and the
 * renewal notices; figures printed and written as JSON under bench/results/. BENCH_ONLY=licences,
 * bulk, commissions, analytics, two, backup, renewals, referrals or reminders runs one part
 * (docs/performance.md lists each part, its settings and its targets).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readConfig } from '../src/env';
import { openBenchContext } from './context';
import { ensureAdmin } from '../src/modules/users/users.service';
import { freePort } from '../test/database';
import { startAppProcess } from './app-process';
import { measureAnalytics, printAnalyticsFigures, seedAnalytics } from './analytics';
import { measureBulk, printBulkFigures } from './bulk';
import { measureBackup, printBackupFigures } from './backup';
import { measureTwoProcesses, printTwoProcessFigures } from './two-processes';
import {
  measureCommissions,
  printCommissionFigures,
  seedCommissionPayments,
  seedCommissionRates,
} from './commissions';
import { measureExport } from './export';
import { load, type LoadFigures } from './load';
import { loadTargets } from './load-targets';
import { measureLicences, printLicenceFigures, seedLicenceTransactions } from './licences';
import { seedBenchData } from './seed';
import { measureRenewals, printRenewalFigures, seedRenewalLicences } from './renewals';
import { measureReferrals, printReferralFigures, seedReferrals } from './referrals';
import { printFigures, printLoadFigures, type Target } from './report';
import { benchReminders } from './reminders';
import { BENCH_ADMIN, signIn } from './sign-in';

const LEADS = Number(process.env.BENCH_LEADS ?? 200_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const LICENCE_TRANSACTIONS = Number(process.env.BENCH_LICENCE_TRANSACTIONS ?? 30_000);
const ONLY_LICENCES = process.env.BENCH_ONLY === 'licences';
const ONLY_BULK = process.env.BENCH_ONLY === 'bulk';
const ONLY_COMMISSIONS = process.env.BENCH_ONLY === 'commissions';
const ONLY_ANALYTICS = process.env.BENCH_ONLY === 'analytics';
const ONLY_TWO = process.env.BENCH_ONLY === 'two';
const ONLY_BACKUP = process.env.BENCH_ONLY === 'backup';
const ONLY_RENEWALS = process.env.BENCH_ONLY === 'renewals';
const RENEWAL_LICENCES = Number(process.env.BENCH_RENEWAL_LICENCES ?? 50_000);
const RENEWAL_DAY = '2026-12-01';
// BENCH_ONLY=referrals: the referral list over BENCH_REFERRALS (10,000) referred leads.
const ONLY_REFERRALS = process.env.BENCH_ONLY === 'referrals';
const REFERRALS = Number(process.env.BENCH_REFERRALS ?? 10_000);
const ANALYTICS_COMPANIES = Number(process.env.BENCH_ANALYTICS_COMPANIES ?? 50_000);
const ANALYTICS_USERS = Number(process.env.BENCH_ANALYTICS_USERS ?? 500_000);
const COMMISSION_PAYMENTS = Number(process.env.BENCH_COMMISSION_PAYMENTS ?? 10_000);
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const resultsDir = fileURLToPath(new URL('../../../bench/results/', import.meta.url));
const log = (line: string) => console.log(`[bench] ${line}`);

const ADMIN = BENCH_ADMIN;

/** The companion API's token (OYToken) for the signed-in administrator. */
async function companionSignIn(base: string, auth: Record<string, string>) {
  const answer = await fetch(`${base}/oyaar-api/login`, { method: 'POST', headers: auth });
  const token = ((await answer.json()) as { data: { Token: string }[] }).data[0]!.Token;
  return { authorization: `Bearer ${token}` };
}

async function main() {
  // BENCH_ONLY=reminders: the daily follow-up reminders on a database of their own (bench/reminders.ts).
  if (process.env.BENCH_ONLY === 'reminders') return benchReminders();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaar-bench-'));
  const env = {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_PER_MINUTE: '100000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    LOG_LEVEL: 'silent',
  };
  const config = readConfig({
    ...env,
    PG_PORT: String(await freePort()),
    DATABASE_URL: process.env.BENCH_DATABASE_URL,
  });
  const { ctx, database } = await openBenchContext(config);

  try {
    await ensureAdmin(ctx);
    const seeded = await seedBenchData(
      ctx,
      ONLY_LICENCES || ONLY_ANALYTICS || ONLY_RENEWALS ? 0 : LEADS,
      log,
    );
    log(`seeding ${RENEWAL_LICENCES.toLocaleString('en-IN')} licences for the renewal notices…`);
    await seedRenewalLicences(ctx, RENEWAL_LICENCES, RENEWAL_DAY);
    // The rates first: each seeded sale stores what it earned at them.
    await seedCommissionRates(ctx);
    if (!ONLY_BULK && !ONLY_ANALYTICS) {
      log(`seeding ${LICENCE_TRANSACTIONS.toLocaleString('en-IN')} licence transactions…`);
      await seedLicenceTransactions(ctx, LICENCE_TRANSACTIONS);
    }
    const commissionEmployee = await seedCommissionPayments(ctx, COMMISSION_PAYMENTS);
    log(
      `seeding ${ANALYTICS_COMPANIES.toLocaleString('en-IN')} companies and ${ANALYTICS_USERS.toLocaleString('en-IN')} app users…`,
    );
    const analyticsSeeded = {
      companies: ANALYTICS_COMPANIES,
      users: ANALYTICS_USERS,
      seedSeconds: await seedAnalytics(ctx, ANALYTICS_COMPANIES, ANALYTICS_USERS),
    };
    if (ONLY_REFERRALS) await seedReferrals(ctx, REFERRALS);
    await ctx.db.execute(sql`vacuum analyze`);
    if (ONLY_BACKUP) {
      const databaseUrl = config.DATABASE_URL ?? `${database.embedded!.url}/yaar`;
      log('backup and restore of the bench database…');
      printBackupFigures(await measureBackup(databaseUrl, dataDir));
      return;
    }

    const port = await freePort();
    const databaseUrl = config.DATABASE_URL ?? `${database.embedded!.url}/yaar`;
    const server = await startAppProcess({ ...env, PORT: String(port), DATABASE_URL: databaseUrl });
    const base = `http://127.0.0.1:${port}`;
    try {
      const auth = await signIn(base);
      const rssAtStartMb = server.rssMb();
      log(`server ready, RSS ${rssAtStartMb} MB`);
      const bulk = async () => {
        log(
          `leads in bulk: importing ${IMPORT_ROWS.toLocaleString('en-IN')} rows, assigning 1,000…`,
        );
        const figures = await measureBulk(base, auth, server, IMPORT_ROWS);
        printBulkFigures(figures);
        return figures;
      };
      const commissions = async () => {
        log(
          `commissions: the history of ${COMMISSION_PAYMENTS.toLocaleString('en-IN')} payments and the report…`,
        );
        const figures = await measureCommissions(
          base,
          auth,
          commissionEmployee,
          COMMISSION_PAYMENTS,
        );
        printCommissionFigures(figures);
        return figures;
      };
      const analytics = async () => {
        log('oyaar analytics: the dashboard call and its exports…');
        const oyAuth = await companionSignIn(base, auth);
        const figures = await measureAnalytics(base, oyAuth, server, analyticsSeeded, SECONDS);
        printAnalyticsFigures(figures);
        return figures;
      };
      const twoProcesses = async () => {
        log('two processes: the leads page and a photo upload through one and through two…');
        const figures = await measureTwoProcesses(
          ctx,
          { base, auth },
          { ...env, DATABASE_URL: databaseUrl },
          { Status: 'Pending', Page: 1, PageSize: 50 },
          SECONDS,
        );
        printTwoProcessFigures(figures);
        return figures;
      };
      const renewals = async () => {
        log('renewal notices: the daily run, then the same day again…');
        const figures = await measureRenewals(base, auth, server, RENEWAL_LICENCES, RENEWAL_DAY);
        printRenewalFigures(figures);
        return figures;
      };
      if (ONLY_RENEWALS) {
        await renewals();
        return;
      }
      if (ONLY_REFERRALS) {
        printReferralFigures(await measureReferrals(base, auth, REFERRALS, SECONDS));
        return;
      }
      if (ONLY_ANALYTICS) {
        await analytics();
        return;
      }
      if (ONLY_TWO) {
        await twoProcesses();
        return;
      }
      if (ONLY_COMMISSIONS) {
        await commissions();
        return;
      }
      if (ONLY_BULK) {
        await bulk();
        return;
      }
      if (ONLY_LICENCES) {
        log('licences: invoices and the report…');
        printLicenceFigures(await measureLicences(base, auth, server, LICENCE_TRANSACTIONS));
        return;
      }
      const targets = loadTargets(base, auth, seeded.searchTerm);
      const figures: (LoadFigures & { p95Target?: number; shareTarget?: number })[] = [];
      // BENCH_ROUTE=<part of a name>: the ceiling and that route only (to profile one route).
      const only = process.env.BENCH_ROUTE;
      const chosen = only ? targets.filter((t, i) => i === 0 || t.name.includes(only)) : targets;
      for (const target of chosen) {
        log(`loading ${target.name} for ${SECONDS} s…`);
        const { p95Target, shareTarget } = target;
        figures.push({ ...(await load(target, SECONDS)), p95Target, shareTarget });
      }
      const ceiling = figures[0]!.requestsPerSecond;
      if (only) {
        printLoadFigures(figures, figures[0]!);
        return;
      }
      log('exporting every lead to leads.xlsx…');
      const exported = await measureExport(`${base}/api/leads-list`, auth, seeded.leads, server);
      log('licences: invoices and the report…');
      const licences = await measureLicences(base, auth, server, LICENCE_TRANSACTIONS);
      const bulkFigures = await bulk();
      const commissionFigures = await commissions();
      const analyticsFigures = await analytics();
      const twoProcessFigures = await twoProcesses();
      const renewalFigures = await renewals();

      const targetsMet: Target[] = [
        ...figures.flatMap((row) =>
          row.p95Target === undefined
            ? []
            : [{ what: `${row.name} p95 < ${row.p95Target} ms`, met: row.p95 < row.p95Target }],
        ),
        ...figures.flatMap((row) =>
          row.shareTarget === undefined
            ? []
            : [
                {
                  what: `${row.name} ≥ ${row.shareTarget} of the ceiling's req/s (${(row.requestsPerSecond / ceiling).toFixed(2)})`,
                  met: row.requestsPerSecond / ceiling >= row.shareTarget,
                },
              ],
        ),
        { what: 'export ≤ 4 s', met: exported.seconds <= 4 },
        { what: 'export peak RSS < 300 MB', met: exported.peakRssMb < 300 },
      ];
      console.log('');
      console.log(
        `${LEADS.toLocaleString('en-IN')} leads, ${seeded.followUps.toLocaleString('en-IN')} follow-ups, seeded in ${seeded.seconds.toFixed(1)} s; ${SECONDS} s per route, 10 connections`,
      );
      printFigures(figures, figures[0]!, exported, targetsMet);
      printLicenceFigures(licences);
      printBulkFigures(bulkFigures);
      printCommissionFigures(commissionFigures);
      printAnalyticsFigures(analyticsFigures);
      printTwoProcessFigures(twoProcessFigures);
      printRenewalFigures(renewalFigures);

      fs.mkdirSync(resultsDir, { recursive: true });
      const file = path.join(resultsDir, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
      const machine = {
        cpus: os.cpus().length,
        memoryGb: Math.round(os.totalmem() / 2 ** 30),
        node: process.version,
      };
      const routes = figures.map((row) => ({
        ...row,
        ofCeiling: row.requestsPerSecond / ceiling,
        p95VsCeiling: row.p95 / figures[0]!.p95,
      }));
      fs.writeFileSync(
        file,
        `${JSON.stringify({ leads: LEADS, seconds: SECONDS, machine, seeded, routes, rssAtStartMb, export: exported, licences, bulk: bulkFigures, commissions: commissionFigures, analytics: analyticsFigures, twoProcesses: twoProcessFigures, renewals: renewalFigures, targets: targetsMet }, null, 2)}\n`,
      );
      log(`figures written to ${path.relative(process.cwd(), file)}`);
    } finally {
      await server.stop();
    }
  } finally {
    await database.close();
    await database.embedded?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
