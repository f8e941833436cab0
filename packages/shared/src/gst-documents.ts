import { GST_PERCENT } from './licence-money';

/**
 * Which GST document a licence transaction is, and when its invoice may still be cancelled
 * (docs/decisions.md, issue 30).
 */
export const DOCUMENT_TYPES = [
  'Tax Invoice',
  'Bill of Supply',
  'Credit Note',
  /** A transaction charged nothing (a free trial): no document is issued (issue 42). */
  'No invoice (free)',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The transaction type of a credit note: a document, not a change of the licence. */
export const CREDIT_NOTE_TYPE = 'CreditNote';

export const documentTypeOf = (row: {
  TranType: string;
  IsGST: boolean;
  InvoiceNo?: string;
}): DocumentType =>
  row.InvoiceNo === ''
    ? 'No invoice (free)'
    : row.TranType === CREDIT_NOTE_TYPE
      ? 'Credit Note'
      : row.IsGST
        ? 'Tax Invoice'
        : 'Bill of Supply';

/** The GST rate a document charges, as GSTR-1 groups it: '18%', or '0%' without GST. */
export const gstRateOf = (row: { IsGST: boolean }) => (row.IsGST ? `${GST_PERCENT}%` : '0%');

/** When GSTR-1 for the month of `day` is due: the 11th of the next month ('YYYY-MM-DD'). */
export function gstr1DueDay(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const [nextYear, nextMonth] = month === 12 ? [year + 1, 1] : [year, month + 1];
  return `${String(nextYear).padStart(4, '0')}-${String(nextMonth).padStart(2, '0')}-11`;
}

/**
 * Whether an invoice dated `invoiceDay` may still be cancelled on `today`: only while its return
 * period is open, until its GSTR-1 is due and not past a day the administrator marked as filed
 * (`filedUntil`). After that the invoice is reported, so it is credited instead.
 */
export const invoiceCancellable = (invoiceDay: string, today: string, filedUntil?: string) =>
  today <= gstr1DueDay(invoiceDay) && !(filedUntil && invoiceDay <= filedUntil);

/**
 * Whether a sale charged `totalPaise` issues a document (issue 42): a transaction for nothing (a
 * free trial, free WhatsApp balance) is no supply for consideration, so it takes no number from
 * the invoice series and prints nothing.
 */
export const issuesDocument = (totalPaise: number) => totalPaise > 0;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * The last day of the latest month whose GSTR-1 is due by `today`: from the 12th, the month
 * before; until the 11th, the one before that ('2026-11-23' → '2026-10-31', '2026-11-11' →
 * '2026-09-30'). A day on or before it is in a return already due.
 */
export function lastDueReturnDay(today: string): string {
  const months = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1;
  const closed = months - (Number(today.slice(8, 10)) > 11 ? 1 : 2);
  // The day before the first of the month after the closed one.
  const next = closed + 1;
  const first = new Date(Date.UTC(Math.floor(next / 12), next % 12, 1));
  first.setUTCDate(0);
  return `${pad(first.getUTCFullYear(), 4)}-${pad(first.getUTCMonth() + 1)}-${pad(first.getUTCDate())}`;
}

/**
 * The last day whose GST return is filed or due on `today` (issue 42): the later of the
 * administrator's GST_FILED_UNTIL and `lastDueReturnDay`. No sale may be dated on or before it,
 * and an invoice dated on or before it is credited, not cancelled (`invoiceCancellable`).
 */
export const filedThrough = (today: string, filedUntil?: string) => {
  const due = lastDueReturnDay(today);
  return filedUntil && filedUntil > due ? filedUntil : due;
};

/**
 * The last day a credit note may be issued for an invoice dated `invoiceDay` (CGST Act s. 34(2)):
 * 30 November after the end of its financial year, or the day that year's annual return was
 * filed when that is earlier (`annualReturnFiled`, 'YYYY-MM-DD').
 */
export function creditNoteDeadline(invoiceDay: string, annualReturnFiled?: string): string {
  const year = Number(invoiceDay.slice(0, 4));
  const yearEnds = Number(invoiceDay.slice(5, 7)) >= 4 ? year + 1 : year;
  const november = `${pad(yearEnds, 4)}-11-30`;
  return annualReturnFiled && annualReturnFiled < november ? annualReturnFiled : november;
}
