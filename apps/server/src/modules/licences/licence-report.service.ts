import { licenceMessages, licenceReportSchema, type LicenceReportFilter } from '@yaar/shared';
import type { AppContext } from '../../context';
import { signedReport } from '../../lib/report';
import { streamReportXlsx, writeReportPdf } from './licence-report';
import { hasTransactions } from './licences.repository';

export const licenceReport = (ctx: AppContext) =>
  signedReport<LicenceReportFilter>({
    name: 'license-report',
    filter: licenceReportSchema,
    invalidMessage: licenceMessages.reportLinkInvalid,
    pdf: (filter, onError) => writeReportPdf(ctx.db, filter, ctx.config.SUPPLIER_NAME, onError),
    xlsx: (filter, onError) => streamReportXlsx(ctx.db, filter, onError),
  });

/** The signed query of the report's URL, or undefined when nothing matches the filters. */
export async function prepareLicenceReport(
  ctx: AppContext,
  filter: LicenceReportFilter,
): Promise<string | undefined> {
  if (!(await hasTransactions(ctx.db, filter))) return undefined;
  return licenceReport(ctx).issue(ctx, filter);
}
