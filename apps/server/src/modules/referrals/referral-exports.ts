import type { Readable } from 'node:stream';
import { paise, type Referral } from '@yaar/shared';
import type { Database } from '../../db/client';
import { forEachCursorBatch } from '../../lib/cursor';
import { streamXlsxReport, type ReportColumn } from '../../lib/report';
import { paymentsBetween, type referralList } from './referrals.repository';

const referralColumns: ReportColumn<Referral>[] = [
  { header: 'Referrer', width: 24, value: (r) => r.UserName },
  { header: 'Referrer Mobile', width: 14, value: (r) => r.RefMobileNo },
  { header: 'Payment Info', width: 28, value: (r) => r.PaymentInfo },
  { header: 'Business', width: 28, value: (r) => r.Name },
  { header: 'Business Mobile', width: 14, value: (r) => r.MobileNo },
  { header: 'Installations', width: 12, value: (r) => r.Installation },
  { header: 'Required', width: 10, value: (r) => r.ReqInstallation },
  { header: 'Commission', money: true, value: (r) => paise(r.CommissionAmount) },
  { header: 'Paid', money: true, value: (r) => paise(r.PaidPayment) },
  { header: 'Pending', money: true, value: (r) => paise(r.PendingPayment) },
  { header: 'Status', width: 10, value: (r) => r.Status },
];

/** The referral list as it is on screen (one state, every row in its order), as a sheet. */
export const streamReferralsWorkbook = (
  db: Database,
  list: ReturnType<typeof referralList>,
  onError: (error: unknown) => void,
) =>
  streamXlsxReport<Referral>({
    sheetName: 'Referral Commissions',
    columns: referralColumns,
    rows: (onBatch) => forEachCursorBatch(db, list.all(), 1000, onBatch),
    onError,
  });

type PaymentRow = Awaited<ReturnType<typeof paymentsBetween>>[number];
const paymentColumns: ReportColumn<PaymentRow>[] = [
  { header: 'Date', date: true, width: 12, value: (r) => r.EntryDate },
  { header: 'Referrer', width: 24, value: (r) => r.UserName },
  { header: 'Referrer Mobile', width: 14, value: (r) => r.RefMobileNo },
  { header: 'Business', width: 28, value: (r) => r.Name },
  { header: 'Business Mobile', width: 14, value: (r) => r.MobileNo },
  { header: 'Amount', money: true, value: (r) => paise(r.CommissionAmount) },
  { header: 'Payment Method', width: 14, value: (r) => r.PaymentMethod },
  { header: 'Remarks', width: 30, value: (r) => r.Remarks },
];

/** Every referral payment from `from` to `to`, oldest first, read through a cursor. */
export const streamReferralPaymentsWorkbook = (
  db: Database,
  from: string,
  to: string,
  onError: (error: unknown) => void,
): Readable =>
  streamXlsxReport<PaymentRow>({
    sheetName: 'Referral Payments',
    columns: paymentColumns,
    rows: (onBatch) => forEachCursorBatch(db, paymentsBetween(db, from, to), 1000, onBatch),
    onError,
  });
