import type { Readable } from 'node:stream';
import {
  licenceExpired,
  type AnalyticsCompany,
  type AnalyticsUser,
  type CompanyFilter,
} from '@yaar/shared';
import type { Database } from '../../db/client';
import { forEachCursorBatch } from '../../lib/cursor';
import { streamXlsxReport, type ReportColumn } from '../../lib/report';
import {
  liveCompanyReminders,
  registeredCompanies,
  registeredUsers,
  type DayRange,
} from './analytics.repository';

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
    value: (r) => (licenceExpired(r.owner.LicenseKey, today) ? 'Expired' : 'Active'),
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

/** company_licenses.xlsx: every company of the range and licence state, through a cursor. */
export const streamCompaniesWorkbook = (
  db: Database,
  range: DayRange,
  filter: CompanyFilter,
  today: string,
  onError: OnError,
): Readable =>
  streamXlsxReport<AnalyticsCompany>({
    sheetName: 'Companies',
    columns: companyColumns(today),
    rows: (onBatch) =>
      forEachCursorBatch(db, registeredCompanies(db, range, filter, today), 2000, onBatch),
    onError,
  });

/** users.xlsx: every app user of the range, through a cursor. */
export const streamUsersWorkbook = (db: Database, range: DayRange, onError: OnError): Readable =>
  streamXlsxReport<AnalyticsUser>({
    sheetName: 'Users',
    columns: userColumns,
    rows: (onBatch) => forEachCursorBatch(db, registeredUsers(db, range), 2000, onBatch),
    onError,
  });

/** reminder_analytics.xlsx: every live company with its reminders in the range. */
export const streamRemindersWorkbook = (
  db: Database,
  range: DayRange,
  search: string,
  today: string,
  onError: OnError,
): Readable =>
  streamXlsxReport<AnalyticsCompany>({
    sheetName: 'Reminders',
    columns: companyColumns(today),
    rows: (onBatch) =>
      forEachCursorBatch(db, liveCompanyReminders(db, range, search, today), 2000, onBatch),
    onError,
  });
