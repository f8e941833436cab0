import { sql } from 'drizzle-orm';
import type { AppContext } from '../src/context';
import type { AppProcess } from './app-process';

export interface LicenceFigures {
  transactions: number;
  invoiceMsMedian: number;
  invoiceMsP95: number;
  invoiceBytes: number;
  reportPdfSeconds: number;
  reportPdfBytes: number;
  reportPdfPeakRssMb: number;
  reportXlsxSeconds: number;
  reportXlsxBytes: number;
  /** Six report PDFs asked for at once (six administrators): until the last arrives. */
  sixReportsSeconds: number;
  sixReportsPeakRssMb: number;
  sixReportsStatuses: number[];
}

/**
 * `count` licence transactions over a year on count/4 licences of the three products, set-based
 * (the service would take minutes; the figures here are about reading them). Each stores the
 * commission it earned at its employee's rates now, as the service does: OYComm1 an OYaar
 * Purchase, OYComm2 an OYaar Renewal, else 0.
 */
export async function seedLicenceTransactions(ctx: AppContext, count: number): Promise<void> {
  const licences = Math.max(1, Math.floor(count / 4));
  await ctx.db.execute(sql`
    insert into licences (product, mobile_no, name, expires_on, no_of_companies)
    select (array['VahanYaar','BuildYaar','OYaar'])[1 + i % 3], (9300000000 + i)::text, 'Bench Customer ' || i,
      current_date + (i % 400) - 200, 1
    from generate_series(1, ${licences}) as i`);
  await ctx.db.execute(sql`
    insert into licence_transactions (licence_id, invoice_no, financial_year, tran_type, employee_id, entry_date,
      license_days, no_of_companies, product_charges, server_charges, sub_total, gst_applied, gst_charges,
      total_charges, payment_method, customer_name, customer_address, place_of_supply, expires_on_after,
      commission)
    select l.id, 'BN/' || i, '26-27', k.tran_type, e.id, current_date - (i % 365), 365, 1,
      3000, 1500, 4500, true, 810, 5310, (array['Cash','NEFT','UPI'])[1 + i % 3], l.name,
      '12 Station Road, Ahmedabad', 'Gujarat', current_date + 30,
      coalesce(case when l.product <> 'OYaar' then 0 when k.tran_type = 'Purchase' then e.oy_comm1
        when k.tran_type = 'Renewal' then e.oy_comm2 end, 0)
    from generate_series(1, ${count}) as i
    join licences l on l.mobile_no = (9300000000 + 1 + i % ${licences})::text
    cross join lateral (select (array['Purchase','Renewal','WARecharge'])[1 + i % 3] as tran_type) k
    -- Fewer than 20 users (a test's database): a sale without an employee, never a lost row.
    left join lateral (select id, oy_comm1, oy_comm2 from users order by id offset (i % 20) limit 1) e
      on true`);
}

export const post = (url: string, headers: Record<string, string>, body: object) =>
  fetch(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

export async function timedDownload(request: () => Promise<Response>) {
  const started = performance.now();
  const answer = await request();
  if (!answer.ok) throw new Error(`answered ${answer.status}`);
  const bytes = (await answer.arrayBuffer()).byteLength;
  return { ms: performance.now() - started, bytes };
}

/** Invoices streamed one after another (median, p95), then the whole-range report as PDF and xlsx. */
export async function measureLicences(
  base: string,
  auth: Record<string, string>,
  server: AppProcess,
  transactions: number,
): Promise<LicenceFigures> {
  const list = (await (
    await post(`${base}/api/license-transactions`, auth, { PageSize: 50 })
  ).json()) as { data: { id: number }[] };
  const times: number[] = [];
  let invoiceBytes = 0;
  for (let round = 0; round < 50; round += 1) {
    const { id } = list.data[round % list.data.length]!;
    const { ms, bytes } = await timedDownload(() =>
      post(`${base}/api/license-transactions`, auth, { id }),
    );
    times.push(ms);
    invoiceBytes = bytes;
  }
  times.sort((a, b) => a - b);

  // Report links are relative to the app (never built from Host): resolved against the bench's base.
  const reportLink = async () => {
    const answer = (await (await post(`${base}/api/report-license`, auth, {})).json()) as {
      data: string;
    };
    return new URL(answer.data, base).href;
  };
  server.resetPeak();
  const started = performance.now();
  const link = await reportLink();
  const pdf = await timedDownload(() => fetch(link));
  const reportPdfSeconds = (performance.now() - started) / 1000;
  const reportPdfPeakRssMb = server.peakRssMb();
  const xlsx = await timedDownload(() => fetch(`${link}&format=xlsx`));

  const links = await Promise.all(Array.from({ length: 6 }, reportLink));
  server.resetPeak();
  const sixStarted = performance.now();
  const sixReportsStatuses = await Promise.all(
    links.map(async (url) => {
      const answer = await fetch(url);
      await answer.arrayBuffer();
      return answer.status;
    }),
  );
  const sixReportsSeconds = (performance.now() - sixStarted) / 1000;
  const sixReportsPeakRssMb = server.peakRssMb();
  return {
    transactions,
    invoiceMsMedian: times[Math.floor(times.length / 2)]!,
    invoiceMsP95: times[Math.floor(times.length * 0.95)]!,
    invoiceBytes,
    reportPdfSeconds,
    reportPdfBytes: pdf.bytes,
    reportPdfPeakRssMb,
    reportXlsxSeconds: xlsx.ms / 1000,
    reportXlsxBytes: xlsx.bytes,
    sixReportsSeconds,
    sixReportsPeakRssMb,
    sixReportsStatuses,
  };
}

export function printLicenceFigures(f: LicenceFigures): void {
  console.log('');
  console.log(`licences: ${f.transactions.toLocaleString('en-IN')} transactions`);
  console.log(
    `  invoice PDF streamed: median ${f.invoiceMsMedian.toFixed(1)} ms, p95 ${f.invoiceMsP95.toFixed(1)} ms, ${(f.invoiceBytes / 1024).toFixed(0)} KB`,
  );
  console.log(
    `  report PDF (every transaction): ${f.reportPdfSeconds.toFixed(2)} s, ${(f.reportPdfBytes / 2 ** 20).toFixed(1)} MB, server peak RSS ${f.reportPdfPeakRssMb} MB`,
  );
  console.log(
    `  report xlsx: ${f.reportXlsxSeconds.toFixed(2)} s, ${(f.reportXlsxBytes / 2 ** 20).toFixed(1)} MB`,
  );
  console.log(
    `  six report PDFs at once: ${f.sixReportsSeconds.toFixed(2)} s until the last, server peak RSS ${f.sixReportsPeakRssMb} MB, answers ${f.sixReportsStatuses.join(' ')}`,
  );
}
