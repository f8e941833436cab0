import type { SQLWrapper } from 'drizzle-orm';
import {
  analyticsMessages,
  licenceStateOf,
  type AnalyticsCompany,
  type AnalyticsQuery,
  type AnalyticsUser,
  type CountingsQuery,
} from '@yaar/shared';
import type { AppContext } from '../../context';
import { businessToday } from '../../lib/clock';
import { forEachCursorBatch } from '../../lib/cursor';
import type { Workbook } from '../../lib/xlsx/send-workbook';
import { streamXlsxReport, type ReportColumn } from '../../lib/report';
import { liveCompanyReminders, registeredCompanies, registeredUsers } from './analytics.repository';
import { analyticsRange, remindersRange } from './analytics.service';

const ownerName = (company: AnalyticsCompany) =>
  `${company.owner.FirstName} ${company.owner.LastName}`.trim();

const companyColumns = (today: string): ReportColumn<AnalyticsCompany>[] => [
  { header: 'Company', width: 30, value: (r) => r.Name || 'N/A' },
  { header: 'Mobile', width: 14, value: (r) => r.MobileNo },
  { header: 'Owner', width: 24, value: ownerName },
  { header: 'License Expiry', date: true, width: 14, value: (r) => r.owner.LicenseKey },
  {
    header: 'License',
    width: 10,
    value: (r) => licenceStateOf(r.owner.LicenseKey, today),
  },
  { header: 'Reminders', numeric: true, width: 11, value: (r) => r.ReminderCount },
  { header: 'Registered On', date: true, width: 14, value: (r) => r.EntryDate },
];

const userColumns: ReportColumn<AnalyticsUser>[] = [
  { header: 'Name', width: 30, value: (r) => r.Name },
  { header: 'Mobile', width: 14, value: (r) => r.MobileNo },
  { header: 'Registered On', date: true, width: 14, value: (r) => r.EntryDate },
];

type OnError = (error: unknown) => void;

/** One sheet of the rows of `query`, read through a cursor in batches of 2,000. */
const cursorWorkbook =
  <Row>(ctx: AppContext, sheetName: string, columns: ReportColumn<Row>[], query: SQLWrapper) =>
  (onError: OnError) =>
    streamXlsxReport<Row>({
      sheetName,
      columns,
      rows: (onBatch) => forEachCursorBatch(ctx.db, query, 2000, onBatch),
      onError,
    });

/**
 * What Analytics exports: ExportCompany=1 → company_licenses.xlsx (every company of the range and
 * licence state), ExportUsers=1 → users.xlsx (every app user of the range); none → the page.
 */
export function analyticsWorkbook(ctx: AppContext, query: AnalyticsQuery): Workbook | undefined {
  const range = analyticsRange(ctx, query);
  const today = businessToday(ctx);
  if (query.ExportCompany === 1) {
    const companies = registeredCompanies(ctx.db, range, query.FilterCompany, today);
    return {
      fileName: analyticsMessages.companiesFile,
      write: cursorWorkbook(ctx, 'Companies', companyColumns(today), companies),
    };
  }
  if (query.ExportUsers === 1) {
    const users = registeredUsers(ctx.db, range);
    return {
      fileName: analyticsMessages.usersFile,
      write: cursorWorkbook(ctx, 'Users', userColumns, users),
    };
  }
  return undefined;
}

/** reminder_analytics.xlsx (ExportCompany or ExportUsers=1): every live company with its reminders. */
export function remindersWorkbook(ctx: AppContext, query: CountingsQuery): Workbook | undefined {
  if (query.ExportCompany !== 1 && query.ExportUsers !== 1) return undefined;
  const today = businessToday(ctx);
  const companies = liveCompanyReminders(ctx.db, remindersRange(ctx, query), query.Search, today);
  return {
    fileName: analyticsMessages.remindersFile,
    write: cursorWorkbook(ctx, 'Reminders', companyColumns(today), companies),
  };
}
