import type { Gstr1Query } from '@yaar/shared';
import type { AppContext } from '../../context';
import { gstr1Period, gstr1Return } from '../../gst';
import { businessToday } from '../../lib/clock';
import { chargesBySac } from './licence-invoice';
import { reportQuery } from './licences.repository';

/**
 * GSTR-1 of a month (issue 42): the month's documents, as the licence report lists them (live and
 * cancelled, oldest first), handed to gst's `gstr1Return` with what each sold by SAC. A month's
 * documents are a few hundred rows: read whole, as the return is one JSON.
 */
export async function licenceGstr1(ctx: AppContext, query: Pick<Gstr1Query, 'Month'>) {
  const month = query.Month;
  const period = await gstr1Period(ctx.db, ctx.config, month, businessToday(ctx));
  const documents = await reportQuery(ctx.db, { FromDate: period.from, ToDate: period.to });
  return gstr1Return(month, documents, (row) => chargesBySac(row, ctx.config), ctx.config);
}
