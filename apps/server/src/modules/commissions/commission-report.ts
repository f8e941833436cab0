import {
  commissionReportSchema,
  paise,
  commissionMessages,
  commissionPaths,
  type CommissionReportFilter,
} from '@yaar/shared';
import { filterWords, tabularReportEndpoints, type ReportColumn } from '../../lib/report';
import { reportQuery } from './commissions.repository';

type ReportRow = Awaited<ReturnType<typeof reportQuery>>[number];

const count = (header: string, value: (r: ReportRow) => number): ReportColumn<ReportRow> => ({
  header,
  weight: 55,
  width: 11,
  numeric: true,
  summed: true,
  value,
});

/**
 * A period's figures add up to the ledger's (issue 42): the balance brought forward, the sales and
 * the reversals of the period, what it earned net of them, the payments and the balance carried
 * forward to the next period.
 */
const columns: ReportColumn<ReportRow>[] = [
  { header: 'Employee', weight: 140, width: 26, value: (r) => r.EmployeeName },
  { header: 'Mobile', weight: 75, width: 14, value: (r) => r.MobileNo },
  { header: 'Brought forward', weight: 85, money: true, value: (r) => paise(r.BroughtForward) },
  count('Purchases', (r) => r.Purchases),
  count('Renewals', (r) => r.Renewals),
  count('Cancelled', (r) => r.Cancelled),
  { header: 'Earned', weight: 85, money: true, value: (r) => paise(r.Earned) },
  { header: 'Paid', weight: 85, money: true, value: (r) => paise(r.Paid) },
  { header: 'Carried forward', weight: 85, money: true, value: (r) => paise(r.CarriedForward) },
];

/**
 * The commission report (DESIGN §7; issue 42): per employee, the balance brought forward, sales,
 * reversals, commission earned, payments and the balance carried forward.
 * Asked for by the Commission Report screen, opened from its signed URL.
 */
export const commissionReportEndpoints = tabularReportEndpoints<CommissionReportFilter, ReportRow>({
  path: commissionPaths.commissionReport,
  filePath: commissionPaths.commissionReportFile,
  routesTitle: 'The commission report',
  tag: 'commissions',
  messages: commissionMessages,
  title: 'Commission Report',
  filter: commissionReportSchema,
  columns,
  totals: {
    amount: (row) => paise(row.CarriedForward),
    noun: 'employee',
    countColumn: 1,
    groups: [],
  },
  query: (context, filter) => reportQuery(context.db, filter),
  describe: (filter) =>
    filterWords(filter, {
      PaymentMethod: [(method) => `Payments by ${method}`, 'All payment methods'],
      EmployeeId: [(id) => `Employee #${id}`, 'All employees'],
    }),
});
