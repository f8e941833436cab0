import {
  commissionReportSchema,
  displayDay,
  paise,
  userAdminMessages,
  type CommissionReportFilter,
} from '@yaar/shared';
import type { AppContext } from '../../context';
import { tabularReport, type ReportColumn } from '../../lib/report';
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
    `From ${filter.FromDate ? displayDay(filter.FromDate) : 'the start'} to ${filter.ToDate ? displayDay(filter.ToDate) : 'today'}`,
    filter.PaymentMethod ? `Payments by ${filter.PaymentMethod}` : 'All payment methods',
    filter.EmployeeId ? `Employee #${filter.EmployeeId}` : 'All employees',
  ].join(' · ');

/** The commission report (DESIGN §7): per employee, sales, commission earned, payments, balance. */
export const commissionReport = (ctx: AppContext) =>
  tabularReport<CommissionReportFilter, ReportRow>(ctx, {
    name: 'commission-report',
    title: 'Commission Report',
    filter: commissionReportSchema,
    invalidMessage: userAdminMessages.reportLinkInvalid,
    columns,
    totals: {
      amount: (row) => paise(row.Balance),
      noun: 'employee',
      countColumn: 1,
      groups: [],
    },
    query: (context, filter) => reportQuery(context.db, filter),
    describe,
  });
