import {
  commissionReportSchema,
  paise,
  userAdminMessages,
  userAdminPaths,
  type CommissionReportFilter,
} from '@yaar/shared';
import { dateRangeWords, tabularReportEndpoints, type ReportColumn } from '../../lib/report';
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

const describe = (filter: CommissionReportFilter) =>
  [
    dateRangeWords(filter),
    filter.PaymentMethod ? `Payments by ${filter.PaymentMethod}` : 'All payment methods',
    filter.EmployeeId ? `Employee #${filter.EmployeeId}` : 'All employees',
  ].join(' · ');

/**
 * The commission report (DESIGN §7): per employee, sales, commission earned, payments, balance.
 * Asked for by the Commission Report screen, opened from its signed URL.
 */
export const commissionReportEndpoints = tabularReportEndpoints<CommissionReportFilter, ReportRow>({
  path: userAdminPaths.commissionReport,
  filePath: userAdminPaths.commissionReportFile,
  routesTitle: 'The commission report',
  tag: 'commissions',
  ready: userAdminMessages.reportReady,
  empty: userAdminMessages.reportEmpty,
  name: 'commission-report',
  title: 'Commission Report',
  filter: commissionReportSchema,
  invalidMessage: userAdminMessages.reportLinkInvalid,
  columns,
  totals: { amount: (row) => paise(row.Balance), noun: 'employee', countColumn: 1, groups: [] },
  query: (context, filter) => reportQuery(context.db, filter),
  describe,
});
