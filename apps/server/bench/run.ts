/**
 * `npm run bench`: 200,000 leads with follow-ups in a fresh embedded PostgreSQL, then the app in
 * its own process, loaded at 10 connections for BENCH_SECONDS per route (load-targets.ts), the
 * export, licences, bulk import and assignment, commissions, OYaar analytics, two processes and the
 * renewal notices. Each part prints its figures as it ends; the end prints every loaded route's
 * share of the ceiling and the targets, and the figures go as JSON to BENCH_RESULTS_DIR
 * (bench/results/). BENCH_ONLY names the parts to run (sizes.ts: routes, export, licences, bulk,
 * commissions, analytics, two, renewals, backup, referrals, reminders, whatsapp; several with commas; `all`);
 * docs/performance.md lists each part, its settings and its targets.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readConfig } from '../src/env';
import { dayIn } from '../src/lib/clock';
import { ensureAdmin } from '../src/modules/users/users.service';
import { freePort } from '../test/database';
import { openBenchContext } from './context';
import { startAppProcess } from './app-process';
import { measureAnalytics, printAnalyticsFigures, seedAnalytics } from './analytics';
import { measureBulk, printBulkFigures } from './bulk';
import { measureImportEventsShare, printImportEventsShare } from './import-events';
import { measureBackup, printBackupFigures } from './backup';
import { measureTwoProcesses, printTwoProcessFigures } from './two-processes';
import {
  measureCommissions,
  printCommissionFigures,
  seedCommissionPayments,
  seedCommissionRates,
} from './commissions';
import { measureExport } from './export';
import { load } from './load';
import { loadTargets } from './load-targets';
import { measureLicences, printLicenceFigures, seedLicenceTransactions } from './licences';
import { seedBenchData } from './seed';
import { measureRenewals, printRenewalFigures, seedRenewalLicences } from './renewals';
import { measureReferrals, printReferralFigures, seedReferrals } from './referrals';
import {
  printExportFigures,
  printLoadFigures,
  routeTargets,
  writeResults,
  type BenchResults,
  type RouteFigures,
} from './report';
import { benchReminders } from './reminders';
import { seedLeadTimelines, type TimelineSeed } from './lead-timeline';
import { benchWhatsApp } from './whatsapp';
import { BENCH_ADMIN, signIn } from './sign-in';
import { chosenParts, sizes, type BenchPart } from './sizes';

const log = (line: string) => console.log(`[bench] ${line}`);
const n = (value: number) => value.toLocaleString('en-IN');

/** The companion API's token (OYToken) for the signed-in administrator. */
async function companionSignIn(base: string, auth: Record<string, string>) {
  const answer = await fetch(`${base}/oyaar-api/login`, { method: 'POST', headers: auth });
  const token = ((await answer.json()) as { data: { Token: string }[] }).data[0]!.Token;
  return { authorization: `Bearer ${token}` };
}

/** Whether every chosen part is one of `these` (a part that needs less seeding). */
const onlyOf = (parts: Set<BenchPart>, these: BenchPart[]) =>
  [...parts].every((part) => these.includes(part));

async function main() {
  const parts = chosenParts();
  const results: BenchResults = { parts: [...parts], sizes };
  const loaded: RouteFigures[] = [];
  if (!onlyOf(parts, ['reminders', 'whatsapp'])) await benchMain(parts, results, loaded);
  if (parts.has('reminders')) results.reminders = await benchReminders();
  if (parts.has('whatsapp')) results.whatsapp = await benchWhatsApp();

  // The end of the output: every route loaded, beside the ceiling; then the targets.
  console.log('');
  const { seeded } = results;
  if (seeded)
    console.log(
      `${n(seeded.leads)} leads, ${n(seeded.followUps)} follow-ups, seeded in ${seeded.seconds.toFixed(1)} s`,
    );
  if (results.export) printExportFigures(results.export);
  const ceiling = loaded[0];
  if (ceiling) {
    console.log(`every route loaded (10 connections, ${sizes.seconds} s each) beside the ceiling:`);
    printLoadFigures(loaded, ceiling);
  }
  const targets = routeTargets(loaded, results.export);
  for (const target of targets) console.log(`${target.met ? 'met   ' : 'MISSED'} ${target.what}`);
  const file = writeResults(
    {
      ...results,
      leads: seeded?.leads ?? 0,
      seconds: sizes.seconds,
      routes: ceiling
        ? loaded.map((row) => ({
            ...row,
            ofCeiling: row.requestsPerSecond / ceiling.requestsPerSecond,
            p95VsCeiling: row.p95 / ceiling.p95,
          }))
        : undefined,
      targets,
    },
    [...parts],
    (
      process.env.BENCH_ONLY || (process.env.BENCH_ROUTE ? `route-${process.env.BENCH_ROUTE}` : '')
    ).replace(/[^a-z]+/gi, '-'),
  );
  log(`figures written to ${path.relative(process.cwd(), file)}`);
}

/** Every part but the reminders (their own database), on one seeded database and app process. */
async function benchMain(parts: Set<BenchPart>, results: BenchResults, loaded: RouteFigures[]) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaar-bench-'));
  const env = {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    RATE_LIMIT_PER_MINUTE: '100000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    LOG_LEVEL: 'silent',
  };
  // The app process takes BUSINESS_TZ from the environment too: both read the same business day.
  const config = readConfig({
    ...env,
    BUSINESS_TZ: process.env.BUSINESS_TZ,
    PG_PORT: String(await freePort()),
    DATABASE_URL: process.env.BENCH_DATABASE_URL,
  });
  const today = () => dayIn(new Date(), config.BUSINESS_TZ);
  const { ctx, database } = await openBenchContext(config);
  try {
    await ensureAdmin(ctx);
    const withoutLeads = onlyOf(parts, [
      'licences',
      'analytics',
      'renewals',
      'reminders',
      'whatsapp',
    ]);
    const seeded = await seedBenchData(ctx, withoutLeads ? 0 : sizes.leads, log);
    results.seeded = seeded;
    let timeline: TimelineSeed | undefined;
    if (seeded.leads > 0) {
      log("seeding the leads' timelines: each lead's history, one lead with 500 events…");
      timeline = await seedLeadTimelines(ctx);
      log(`timelines seeded in ${timeline.seconds.toFixed(1)} s`);
    }
    // Renewal notices may only be run for today or days back: the day is today's business day.
    const renewalDay = today();
    log(`seeding ${n(sizes.renewalLicences)} licences for the renewal notices…`);
    await seedRenewalLicences(ctx, sizes.renewalLicences, renewalDay);
    // The rates first: each seeded sale stores what it earned at them.
    await seedCommissionRates(ctx);
    if (!onlyOf(parts, ['bulk', 'analytics', 'reminders', 'whatsapp'])) {
      log(`seeding ${n(sizes.licenceTransactions)} licence transactions…`);
      await seedLicenceTransactions(ctx, sizes.licenceTransactions);
    }
    const commissionEmployee = await seedCommissionPayments(ctx, sizes.commissionPayments);
    log(
      `seeding ${n(sizes.analyticsCompanies)} companies and ${n(sizes.analyticsUsers)} app users…`,
    );
    const analyticsSeeded = {
      companies: sizes.analyticsCompanies,
      users: sizes.analyticsUsers,
      seedSeconds: await seedAnalytics(ctx, sizes.analyticsCompanies, sizes.analyticsUsers),
    };
    if (parts.has('referrals')) {
      await seedReferrals(ctx, Math.min(sizes.referrals, seeded.leads));
      // The referrers are app users too: users.xlsx holds them beside the seeded ones.
      const counted = await ctx.db.execute<{ users: number }>(
        sql`select count(*)::int as users from companion.app_users`,
      );
      analyticsSeeded.users = counted.rows[0]!.users;
    }
    await ctx.db.execute(sql`vacuum analyze`);
    const databaseUrl = config.DATABASE_URL ?? `${database.embedded!.url}/yaar`;
    if (parts.has('backup')) {
      log('backup and restore of the bench database…');
      results.backup = await measureBackup(databaseUrl, dataDir);
      printBackupFigures(results.backup);
    }
    if (onlyOf(parts, ['backup', 'reminders', 'whatsapp'])) return;

    const port = await freePort();
    const server = await startAppProcess({ ...env, PORT: String(port), DATABASE_URL: databaseUrl });
    const base = `http://127.0.0.1:${port}`;
    try {
      const auth = await signIn(base);
      results.rssAtStartMb = server.rssMb();
      log(`server ready, RSS ${results.rssAtStartMb} MB`);
      // The ceiling always (each loaded route's share is of it), the routes when chosen.
      const targets = loadTargets(base, auth, seeded.searchTerm, timeline?.leadId);
      const only = process.env.BENCH_ROUTE;
      const chosen = !parts.has('routes')
        ? targets.slice(0, 1)
        : only
          ? targets.filter((t, i) => i === 0 || t.name.includes(only))
          : targets;
      for (const target of chosen) {
        log(`loading ${target.name} for ${sizes.seconds} s…`);
        const { p95Target, shareTarget } = target;
        loaded.push({ ...(await load(target, sizes.seconds)), p95Target, shareTarget });
      }
      if (parts.has('export')) {
        log('exporting every lead to leads.xlsx…');
        results.export = await measureExport(`${base}/api/leads-list`, auth, seeded.leads, server);
      }
      if (parts.has('licences')) {
        log('licences: invoices and the report…');
        results.licences = await measureLicences(base, auth, server, sizes.licenceTransactions);
        printLicenceFigures(results.licences);
      }
      if (parts.has('bulk')) {
        log(`leads in bulk: importing ${n(sizes.importRows)} rows, assigning 1,000…`);
        const bulkSizes = {
          rows: sizes.importRows,
          smallRows: sizes.smallImportRows,
          largestRows: sizes.largestImportRows,
          pageSeconds: sizes.pageDuringImportSeconds,
        };
        const bulk = await measureBulk(base, auth, server, bulkSizes, config.BUSINESS_TZ);
        printBulkFigures(bulk);
        loaded.push(bulk.pageDuringImport);
        const rowsPerTurn = Math.min(20_000, sizes.importRows);
        const importEvents = await measureImportEventsShare(ctx, rowsPerTurn, 8);
        printImportEventsShare(importEvents);
        results.bulk = { ...bulk, importEvents };
      }
      if (parts.has('commissions')) {
        log(`commissions: the history of ${n(sizes.commissionPayments)} payments and the report…`);
        const payments = sizes.commissionPayments;
        results.commissions = await measureCommissions(base, auth, commissionEmployee, payments);
        printCommissionFigures(results.commissions);
      }
      if (parts.has('analytics')) {
        log('oyaar analytics: the dashboard call and its exports…');
        const oyAuth = await companionSignIn(base, auth);
        const analytics = await measureAnalytics(
          base,
          oyAuth,
          server,
          analyticsSeeded,
          sizes.seconds,
          today(),
        );
        printAnalyticsFigures(analytics);
        loaded.push(analytics.loaded);
        results.analytics = analytics;
      }
      if (parts.has('two')) {
        log('two processes: the leads page and a photo upload through one and through two…');
        results.twoProcesses = await measureTwoProcesses(
          ctx,
          { base, auth },
          { ...env, DATABASE_URL: databaseUrl },
          { Status: 'Pending', Page: 1, PageSize: 50 },
          sizes.seconds,
        );
        printTwoProcessFigures(results.twoProcesses);
      }
      if (parts.has('renewals')) {
        log('renewal notices: the daily run, then the same day again…');
        const licences = sizes.renewalLicences;
        results.renewals = await measureRenewals(base, auth, server, licences, renewalDay);
        printRenewalFigures(results.renewals);
      }
      if (parts.has('referrals')) {
        const referrals = Math.min(sizes.referrals, seeded.leads);
        const figures = await measureReferrals(base, auth, referrals, sizes.seconds);
        printReferralFigures(figures);
        loaded.push(...figures.routes);
        results.referrals = figures;
      }
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
