import {
  envelopeSchema,
  paise,
  RENEWAL_RUN_DAYS_BACK,
  listEnvelopeSchema,
  myRenewalsDueSchema,
  renewalDueSchema,
  renewalMessages,
  renewalNoticesRunSchema,
  renewalPaths,
  renewalsDueQuerySchema,
  runRenewalNoticesSchema,
  type RenewalsDueQuery,
} from '@yaar/shared';
import type { AppContext } from '../../context';
import { businessToday, isTodayOrDaysBack } from '../../lib/clock';
import { validationFailed } from '../../lib/errors';
import { forEachCursorBatch } from '../../lib/cursor';
import { streamXlsxReport, type ReportColumn } from '../../lib/report';
import { ok, okPage } from '../../lib/reply';
import { moduleRoutes } from '../../lib/route';
import { exportOrAnswer, type Workbook } from '../../lib/xlsx/send-workbook';
import { currentUser } from '../../plugins/auth';
import { runRenewalNotices } from './renewal-notices';
import { dueQuery, type DueRow } from './renewals.repository';
import { dueRange, listRenewalsDue, myRenewalsDue, renewalDueOf } from './renewals.service';

const columnsFor = (supplierState: string): ReportColumn<DueRow>[] => {
  const due = (row: DueRow) => renewalDueOf(row, supplierState);
  return [
    { header: 'Expiry', date: true, width: 12, value: (r) => r.LicenseKey },
    { header: 'Product', width: 16, value: (r) => r.Product },
    { header: 'Name', width: 28, value: (r) => r.Name },
    { header: 'Mobile', width: 14, value: (r) => r.MobileNo },
    { header: 'Usual Charges', money: true, width: 14, value: (r) => paise(due(r).UsualCharges) },
    { header: 'With GST', money: true, width: 14, value: (r) => paise(due(r).RenewalAmount) },
    { header: 'Notices Sent', numeric: true, width: 12, value: (r) => r.NoticesSent },
    { header: 'No Reminders', width: 12, value: (r) => (r.NoReminders ? 'Yes' : '') },
    { header: 'Sold By', width: 20, value: (r) => r.EmployeeName },
  ];
};

/** Export=1: every licence of the range as renewals_due.xlsx, read through a cursor. */
function renewalsWorkbook(ctx: AppContext, query: RenewalsDueQuery): Workbook | undefined {
  if (query.Export !== 1) return undefined;
  const { from, to } = dueRange(ctx, query.Days);
  return {
    fileName: 'renewals_due.xlsx',
    write: (onError) =>
      streamXlsxReport<DueRow>({
        sheetName: 'Renewals due',
        columns: columnsFor(ctx.config.SUPPLIER_STATE),
        rows: (onBatch) => forEachCursorBatch(ctx.db, dueQuery(from, to), 2000, onBatch),
        onError,
      }),
  };
}

/** Renewals due and the renewal notices run (administrator; issue 33). */
export const renewalsRoutes = moduleRoutes('renewals', (route, ctx) => {
  route.post(
    renewalPaths.renewalsDue,
    {
      summary:
        'Licences expiring from today to Days later (30 by default), soonest first, with usual charges, the amount with GST and the notices sent; paged; Export=1 → renewals_due.xlsx',
      body: renewalsDueQuerySchema,
      response: listEnvelopeSchema(renewalDueSchema),
    },
    exportOrAnswer(
      (body) => renewalsWorkbook(ctx, body),
      async (body) => okPage(renewalMessages.list, await listRenewalsDue(ctx, body)),
    ),
  );

  route.post(
    renewalPaths.runRenewalNotices,
    {
      summary:
        "Sends Date's renewal SMS now (today in BUSINESS_TZ when absent): what the daily job runs. Each notice is sent once, so running a day again sends nothing more.",
      body: runRenewalNoticesSchema,
      response: envelopeSchema(renewalNoticesRunSchema),
    },
    async (request) => {
      const day = request.body.Date ?? businessToday(ctx);
      // Today, or a day of the last week missed by the daily job: never tomorrow's notices today.
      if (!isTodayOrDaysBack(ctx, day, RENEWAL_RUN_DAYS_BACK))
        throw validationFailed({ Date: renewalMessages.dateOutOfRange });
      const run = await runRenewalNotices(ctx, day, {
        log: (line) => request.log.error(line),
      });
      return ok(renewalMessages.noticesRun(run.Sent, day), run);
    },
  );
});

/** The signed-in salesperson's own customers due for renewal within 30 days (the dashboard card). */
export const myRenewalsRoutes = moduleRoutes('renewals', (route, ctx) => {
  route.get(
    renewalPaths.myRenewalsDue,
    {
      summary:
        "The caller's customers (licences they sold) expiring within 30 days: the count and the next five",
      response: envelopeSchema(myRenewalsDueSchema),
    },
    async (request) => ok(renewalMessages.list, await myRenewalsDue(ctx, currentUser(request).id)),
  );
});
