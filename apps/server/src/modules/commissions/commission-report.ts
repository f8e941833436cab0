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

const columns: ReportColumn<ReportRow>[] = [
  { header: 'Employee', weight: 150, width: 26, value: (r) => r.EmployeeName },
  { header: 'Mobile', weight: 80, width: 14, value: (r) => r.MobileNo },
  {
    header: 'Purchases',
    weight: 60,
    width: 11,
    numeric: true,
    summed: true,
    value: (r) => r.Purchases,
  },
  {
    header: 'Renewals',
    weight: 60,
    width: 11,
    numeric: true,
    summed: true,
    value: (r) => r.Renewals,
  },
  { header: 'Earned', weight: 90, money: true, value: (r) => paise(r.Earned) },
  { header: 'Paid', weight: 90, money: true, value: (r) => paise(r.Paid) },
  { header: 'Balance', weight: 90, money: true, value: (r) => paise(r.Balance) },
];

/**
 * The commission report (DESIGN §7): per employee, sales, commission earned, payments, balance.
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
  totals: { amount: (row) => paise(row.Balance), noun: 'employee', countColumn: 1, groups: [] },
  query: (context, filter) => reportQuery(context.db, filter),
  describe: (filter) =>
    filterWords(filter, {
      PaymentMethod: [(method) => `Payments by ${method}`, 'All payment methods'],
      EmployeeId: [(id) => `Employee #${id}`, 'All employees'],
    }),
});
