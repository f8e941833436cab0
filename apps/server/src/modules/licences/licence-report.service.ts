import type { Readable } from 'node:stream';
import { z } from 'zod';
import {
  apiMessages,
  licenceMessages,
  licenceReportSchema,
  type LicenceReportFilter,
} from '@yaar/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { reportQueueOf } from '../../lib/report-queue';
import {
  claimReportLink,
  signReportQuery,
  verifyReportQuery,
  type SignedReportQuery,
} from '../../lib/signed-report-url';
import { XLSX_TYPE } from '../../lib/xlsx/xlsx-stream';
import { streamReportXlsx, writeReportPdf } from './licence-report';
import { hasTransactions } from './licences.repository';

const REPORT = 'license-report';

export const REPORT_FILE_QUERY = z.object({
  q: z.string().max(2000).optional(),
  n: z.string().max(40).optional(),
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

/**
 * The report behind a signed URL, once per format: 403 when the link was changed or has expired,
 * 410 when it was opened already; it waits for a turn in the process's report queue (503 when the
 * queue is full). `release` gives the turn back: call it when the stream ends or the caller goes.
 */
export async function licenceReportFile(
  ctx: AppContext,
  query: z.infer<typeof REPORT_FILE_QUERY>,
  onError: (error: unknown) => void,
): Promise<{ stream: Readable; type: string; name: string; release: () => void }> {
  const signed = verifyReportQuery(ctx.urlSigner, REPORT, query, ctx.clock.now());
  const filter = signed === undefined ? undefined : licenceReportSchema.safeParse(signed);
  if (!filter?.success) throw new AppError(403, licenceMessages.reportLinkInvalid);
  const release = await reportQueueOf(ctx, ctx.config).acquire();
  try {
    if (
      !(await claimReportLink(ctx.db, query as SignedReportQuery, query.format, ctx.clock.now()))
    ) {
      throw new AppError(410, apiMessages.reportLinkUsed);
    }
    return { ...reportStream(ctx, filter.data, query.format, onError), release };
  } catch (error) {
    release();
    throw error;
  }
}

function reportStream(
  ctx: AppContext,
  filter: LicenceReportFilter,
  format: 'pdf' | 'xlsx',
  onError: (error: unknown) => void,
): { stream: Readable; type: string; name: string } {
  if (format === 'xlsx') {
    return {
      stream: streamReportXlsx(ctx.db, filter, onError),
      type: XLSX_TYPE,
      name: 'license-report.xlsx',
    };
  }
  return {
    stream: writeReportPdf(ctx.db, filter, ctx.config.SUPPLIER_NAME, onError),
    type: 'application/pdf',
    name: 'license-report.pdf',
  };
}
