import type { Readable } from 'node:stream';
import { z } from 'zod';
import { licenceMessages, licenceReportSchema, type LicenceReportFilter } from '@yaar/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { signReportQuery, verifyReportQuery } from '../../lib/signed-report-url';
import { XLSX_TYPE } from '../../lib/xlsx/xlsx-stream';
import { streamReportXlsx, writeReportPdf } from './licence-report';
import { hasTransactions } from './licences.repository';

const REPORT = 'license-report';

export const REPORT_FILE_QUERY = z.object({
  q: z.string().max(2000).optional(),
  expires: z.string().max(20).optional(),
  signature: z.string().max(200).optional(),
  format: z.enum(['pdf', 'xlsx']).default('pdf'),
});

/** The signed query of the report's URL, or undefined when nothing matches the filters. */
export async function prepareLicenceReport(
  ctx: AppContext,
  filter: LicenceReportFilter,
): Promise<string | undefined> {
  if (!(await hasTransactions(ctx.db, filter))) return undefined;
  return signReportQuery(
    ctx.urlSigner,
    REPORT,
    filter,
    ctx.config.REPORT_URL_TTL_SECONDS,
    ctx.clock.now(),
  );
}

/** The report behind a signed URL; 403 when it was changed or has expired. */
export function licenceReportFile(
  ctx: AppContext,
  query: z.infer<typeof REPORT_FILE_QUERY>,
  onError: (error: unknown) => void,
): { stream: Readable; type: string; name: string } {
  const signed = verifyReportQuery(ctx.urlSigner, REPORT, query, ctx.clock.now());
  const filter = signed === undefined ? undefined : licenceReportSchema.safeParse(signed);
  if (!filter?.success) throw new AppError(403, licenceMessages.reportLinkInvalid);
  if (query.format === 'xlsx') {
    return {
      stream: streamReportXlsx(ctx.db, filter.data, onError),
      type: XLSX_TYPE,
      name: 'license-report.xlsx',
    };
  }
  return {
    stream: writeReportPdf(ctx.db, filter.data, ctx.config.SUPPLIER_NAME, onError),
    type: 'application/pdf',
    name: 'license-report.pdf',
  };
}
