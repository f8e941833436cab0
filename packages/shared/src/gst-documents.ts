import { GST_PERCENT } from './licence-money';

/**
 * Which GST document a licence transaction is, and when its invoice may still be cancelled
 * (docs/decisions.md, issue 30).
 */
export const DOCUMENT_TYPES = ['Tax Invoice', 'Bill of Supply', 'Credit Note'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The transaction type of a credit note: a document, not a change of the licence. */
export const CREDIT_NOTE_TYPE = 'CreditNote';

export const documentTypeOf = (row: { TranType: string; IsGST: boolean }): DocumentType =>
  row.TranType === CREDIT_NOTE_TYPE ? 'Credit Note' : row.IsGST ? 'Tax Invoice' : 'Bill of Supply';

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
