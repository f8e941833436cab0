import {
  displayDay,
  licenceMessages,
  licenceReportSchema,
  paise,
  type LicenceReportFilter,
} from '@yaar/shared';
import type { AppContext } from '../../context';
import { tabularReport, type ReportColumn } from '../../lib/report';
import { reportQuery, type TransactionRow } from './licences.repository';

const COLUMNS: ReportColumn<TransactionRow>[] = [
  { header: 'Date', weight: 1.1, value: (r) => displayDay(r.EntryDate) },
  { header: 'Invoice', weight: 1.4, value: (r) => r.InvoiceNo },
  { header: 'Product', value: (r) => r.Product },
  { header: 'Name', weight: 1.8, value: (r) => r.Name },
  { header: 'Mobile', weight: 1.2, value: (r) => r.MobileNo },
  { header: 'Type', weight: 1.1, value: (r) => r.TranType },
  { header: 'Employee', weight: 1.6, value: (r) => r.EmployeeName },
  { header: 'Payment', weight: 1.25, value: (r) => r.PaymentMethod },
  // A deleted sale stays listed, its invoice cancelled, and out of every total.
  { header: 'Status', value: (r) => (r.CancelledAt ? licenceMessages.cancelled : '') },
  { header: 'Taxable', weight: 1.35, money: true, value: (r) => paise(r.SubTotal) },
  { header: 'GST', weight: 1.35, money: true, value: (r) => paise(r.GSTCharges) },
  { header: 'Total', weight: 1.35, money: true, value: (r) => paise(r.TotalCharges) },
];

export const describeFilter = (filter: LicenceReportFilter) =>
  [
    `From ${filter.FromDate ?? 'the start'} to ${filter.ToDate ?? 'today'}`,
    filter.Product ? `Product ${filter.Product}` : 'All products',
    filter.MobileNo ? `Mobile ${filter.MobileNo}` : '',
    filter.PaymentMethod ? `Payment ${filter.PaymentMethod}` : '',
    filter.EmployeeId ? `Employee #${filter.EmployeeId}` : '',
  ]
    .filter(Boolean)
    .join(' · ');

/** The licence report: transactions oldest first, then totals per payment method and per employee. */
export const licenceReport = (ctx: AppContext) =>
  tabularReport<LicenceReportFilter, TransactionRow>(ctx, {
    name: 'license-report',
    title: 'License Report',
    filter: licenceReportSchema,
    invalidMessage: licenceMessages.reportLinkInvalid,
    columns: COLUMNS,
    totals: {
      amount: (row) => paise(row.TotalCharges),
      counts: (row) => !row.CancelledAt,
      noun: 'transactions',
      countColumn: 3,
      groups: [
        {
          title: 'Totals per payment method',
          header: 'Payment method',
          key: (r) => r.PaymentMethod,
        },
        { title: 'Totals per employee', header: 'Employee', key: (r) => r.EmployeeName },
      ],
    },
    query: (context, filter) => reportQuery(context.db, filter),
    describe: describeFilter,
  });
