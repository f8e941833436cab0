import { gstr1Messages, previousFinancialYearStart } from '@yaar/shared';
import type { Executor } from '../db/client';
import { validationFailed } from '../lib/errors';
import { firstDocumentDay } from './gst.repository';
import type { Gstr1Settings } from './gstr1-tables';

/** The month ('YYYY-MM') a financial year starts in (April) for a day of it. */
const financialYearStartMonth = (day: string) => {
  const year = Number(day.slice(0, 4));
  return `${String(Number(day.slice(5, 7)) >= 4 ? year : year - 1).padStart(4, '0')}-04`;
};

/** The last day of a month 'YYYY-MM'. */
const lastDayOf = (month: string) =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0))
    .toISOString()
    .slice(0, 10);

/**
 * The days of the month whose GSTR-1 is asked for, once the return can exist (docs/decisions.md,
 * issue 42): the supplier is registered (else there is no GSTIN and no return), and the month is
 * neither after this one nor before the financial year of the first document on record, or of
 * the oldest day a sale may still be dated (the previous financial year), whichever is earlier.
 * Each refusal is a 422 beside Month.
 */
export async function gstr1Period(
  db: Executor,
  config: Pick<Gstr1Settings, 'SUPPLIER_GST_REGISTERED'>,
  month: string,
  today: string,
) {
  if (!config.SUPPLIER_GST_REGISTERED)
    throw validationFailed({ Month: gstr1Messages.notRegistered });
  if (month > today.slice(0, 7)) throw validationFailed({ Month: gstr1Messages.monthFuture });
  const firstDay = await firstDocumentDay(db);
  const oldest = previousFinancialYearStart(today);
  const firstMonth = financialYearStartMonth(firstDay && firstDay < oldest ? firstDay : oldest);
  if (month < firstMonth) throw validationFailed({ Month: gstr1Messages.monthTooOld(firstMonth) });
  return { from: `${month}-01`, to: lastDayOf(month) };
}
