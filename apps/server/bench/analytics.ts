import { addDays } from '@yaar/shared';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../src/context';
import type { AppProcess } from './app-process';
import { measureExport, type ExportFigures } from './export';
import { post } from './licences';
import { load, type LoadFigures } from './load';

export interface AnalyticsFigures {
  companies: number;
  users: number;
  seedSeconds: number;
  /** One admin at a time, the whole range and the last 30 days: 40 calls each. */
  callMs: { range: string; median: number; p95: number }[];
  /** Reminder analytics (17 days, one page): 40 calls. */
  countingsMs: { median: number; p95: number };
  /** The analytics call at 10 connections. */
  loaded: LoadFigures;
  usersExport: ExportFigures;
  companiesExport: ExportFigures;
}

/**
 * `users` app users registered over the last year, the first `companies` of them owning a company,
 * two in three of those with an OYaar licence (a third of them expired), and about ten reminders a
 * company over the last 60 days. Set-based: the figures are about reading them.
 */
export async function seedAnalytics(ctx: AppContext, companies: number, users: number) {
  const started = performance.now();
  await ctx.db.execute(sql`
    insert into companion.app_users (name, mobile_no, created_at)
    select 'Bench User ' || i, (6000000000 + i)::text, now() - ((i::bigint * 7919) % 365) * interval '1 day' - (i % 86400) * interval '1 second'
    from generate_series(1, ${users}) as i`);
  await ctx.db.execute(sql`
    insert into companion.companies (name, phone_no, owner_id, created_at)
    select 'Bench Company ' || u.id, (6500000000 + u.id)::text, u.id, u.created_at
    from companion.app_users u where u.mobile_no::bigint between 6000000001 and ${6_000_000_000 + companies}`);
  await ctx.db.execute(sql`
    insert into licences (product, mobile_no, name, expires_on, no_of_companies)
    select 'OYaar', u.mobile_no, u.name, current_date + (u.id % 540) - 180, 1
    from companion.app_users u join companion.companies c on c.owner_id = u.id
    where u.id % 3 <> 0
    on conflict do nothing`);
  await ctx.db.execute(sql`
    insert into companion.reminders_sent (company_id, sent_at)
    select c.id, now() - ((c.id * 31 + r * 17) % 60) * interval '1 day'
    from companion.companies c, generate_series(1, 10) as r`);
  await ctx.db.execute(sql`analyze`);
  return (performance.now() - started) / 1000;
}

async function timedCalls(url: string, auth: Record<string, string>, body: object, calls = 40) {
  const times: number[] = [];
  for (let call = 0; call < calls; call += 1) {
    const started = performance.now();
    const answer = await post(url, auth, body);
    if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
    await answer.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(calls / 2)]!, p95: times[Math.ceil(calls * 0.95) - 1]! };
}

/** The dashboard's analytics call and both its exports, and reminder analytics. */
export async function measureAnalytics(
  base: string,
  oyAuth: Record<string, string>,
  server: AppProcess,
  seeded: { companies: number; users: number; seedSeconds: number },
  seconds: number,
  today: string,
): Promise<AnalyticsFigures> {
  const url = `${base}/oyaar-api/analytics`;
  // The last 30 days up to today's business day (BUSINESS_TZ), not the machine's or UTC's day.
  const month = { FromDate: addDays(today, -30), ToDate: today };
  const callMs = [
    { range: 'every registration', ...(await timedCalls(url, oyAuth, {})) },
    { range: 'last 30 days', ...(await timedCalls(url, oyAuth, month)) },
  ];
  const countingsMs = await timedCalls(`${base}/oyaar-api/countings`, oyAuth, {});
  const loaded = await load(
    { name: 'oyaar analytics (all)', url, method: 'POST', headers: oyAuth, body: {} },
    seconds,
  );
  const usersExport = await measureExport(url, oyAuth, seeded.users, server, { ExportUsers: 1 });
  const companiesExport = await measureExport(url, oyAuth, seeded.companies, server, {
    ExportCompany: 1,
  });
  return { ...seeded, callMs, countingsMs, loaded, usersExport, companiesExport };
}

export function printAnalyticsFigures(f: AnalyticsFigures): void {
  const n = (value: number) => value.toLocaleString('en-IN');
  console.log(
    `oyaar analytics: ${n(f.companies)} companies, ${n(f.users)} app users (seeded in ${f.seedSeconds.toFixed(1)} s)`,
  );
  for (const call of f.callMs)
    console.log(
      `  the call, ${call.range}: median ${call.median.toFixed(1)} ms, p95 ${call.p95.toFixed(1)} ms (target p95 < 100 ms: ${call.p95 < 100 ? 'met' : 'NOT met'})`,
    );
  console.log(
    `  at 10 connections: ${f.loaded.requestsPerSecond.toFixed(0)} req/s, p50 ${f.loaded.p50} ms, p95 ${f.loaded.p95} ms, p99 ${f.loaded.p99} ms`,
  );
  console.log(
    `  reminder analytics (17 days, a page): median ${f.countingsMs.median.toFixed(1)} ms, p95 ${f.countingsMs.p95.toFixed(1)} ms`,
  );
  for (const [name, file] of [
    ['users.xlsx', f.usersExport],
    ['company_licenses.xlsx', f.companiesExport],
  ] as const)
    console.log(
      `  ${name}: ${n(file.rows)} rows, ${(file.bytes / 2 ** 20).toFixed(1)} MB in ${file.seconds.toFixed(2)} s, server peak RSS ${file.peakRssMb} MB (targets < 10 s: ${file.seconds < 10 ? 'met' : 'NOT met'}, < 300 MB: ${file.peakRssMb < 300 ? 'met' : 'NOT met'})`,
    );
}
