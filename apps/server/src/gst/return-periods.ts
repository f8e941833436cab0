import { creditNoteDeadline, filedThrough, financialYearOf, licenceMessages } from '@yaar/shared';
import type { AppConfig } from '../env';

/**
 * Why a sale may not be dated `day` on `today`, or undefined (issue 42): no back-dating into a
 * GST return already filed (GST_FILED_UNTIL) or due (GSTR-1 of a month is due on the 11th of
 * the next), which would change a return an accountant has filed. A supplier not registered for
 * GST files no return: only the EntryDate window applies to it.
 */
export function filedPeriodRefusal(
  config: Pick<AppConfig, 'GST_FILED_UNTIL' | 'SUPPLIER_GST_REGISTERED'>,
  day: string,
  today: string,
) {
  if (!config.SUPPLIER_GST_REGISTERED) return undefined;
  const filed = filedThrough(today, config.GST_FILED_UNTIL);
  return day <= filed ? licenceMessages.entryDateFiled(filed) : undefined;
}

/**
 * The last day a credit note may be issued for an invoice dated `invoiceDay` (CGST Act s.
 * 34(2)): 30 November after its financial year, or that year's annual return (as the
 * administrator recorded it in GST_ANNUAL_RETURN_FILED) when filed earlier.
 */
export const creditDeadlineOf = (
  config: Pick<AppConfig, 'GST_ANNUAL_RETURN_FILED'>,
  invoiceDay: string,
) => creditNoteDeadline(invoiceDay, config.GST_ANNUAL_RETURN_FILED[financialYearOf(invoiceDay)]);
