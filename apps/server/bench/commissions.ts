import { sql } from 'drizzle-orm';
import type { AppContext } from '../src/context';
import { post, timedDownload } from './licences';

export interface CommissionFigures {
  payments: number;
  historyMsMedian: number;
  historyMsP95: number;
  reportPdfSeconds: number;
  reportXlsxSeconds: number;
}

/**
 * Commission rates for every bench employee: set before the licence transactions are seeded, which
 * store what each sale earned at these rates (as the licences module does when it records a sale).
 */
export const seedCommissionRates = (ctx: AppContext) =>
  ctx.db.execute(sql`update users set oy_comm1 = 250, oy_comm2 = 100 where role = 'staff'`);

/** `count` payments to the first bench employee. */
export async function seedCommissionPayments(ctx: AppContext, count: number): Promise<number> {
  const { rows } = await ctx.db.execute<{ id: number }>(
    sql`select id from users where role = 'staff' order by id limit 1`,
  );
  const employee = rows[0]!.id;
  await ctx.db.execute(sql`
    insert into commission_payments (user_id, entry_date, amount, payment_method, remarks, created_by)
    select ${employee}, current_date - (i % 365), 10 + (i % 90), (array['Cash','NEFT','UPI'])[1 + i % 3],
      'Bench payment ' || i, ${employee}
    from generate_series(1, ${count}) as i`);
  return employee;
}

/** The Payment panel's history of the employee with every payment (20 calls), then the report. */
export async function measureCommissions(
  base: string,
  auth: Record<string, string>,
  employeeId: number,
  payments: number,
): Promise<CommissionFigures> {
  const times: number[] = [];
  for (let call = 0; call < 20; call += 1) {
    const started = performance.now();
    const answer = await post(`${base}/api/commission-history`, auth, { UserId: employeeId });
    const body = (await answer.json()) as { data: unknown[] };
    if (body.data.length !== payments) throw new Error(`history held ${body.data.length} payments`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const issued = (await (await post(`${base}/api/commission-report`, auth, {})).json()) as {
    data: string;
  };
  const pdf = await timedDownload(() => fetch(`${base}${issued.data}`));
  const xlsx = await timedDownload(() => fetch(`${base}${issued.data}&format=xlsx`));
  return {
    payments,
    historyMsMedian: times[10]!,
    historyMsP95: times[18]!,
    reportPdfSeconds: pdf.ms / 1000,
    reportXlsxSeconds: xlsx.ms / 1000,
  };
}

export function printCommissionFigures(f: CommissionFigures): void {
  console.log(
    `commissions: history of ${f.payments.toLocaleString('en-IN')} payments: median ${f.historyMsMedian.toFixed(1)} ms, ` +
      `p95 ${f.historyMsP95.toFixed(1)} ms; report over every sale and payment: PDF ${f.reportPdfSeconds.toFixed(2)} s, ` +
      `xlsx ${f.reportXlsxSeconds.toFixed(2)} s`,
  );
}
