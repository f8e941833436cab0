import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z, type ZodType } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../errors';
import { sendFile } from '../reply';
import { signReportQuery, verifyReportQuery } from '../signed-report-url';
import { XLSX_TYPE } from '../xlsx/xlsx-stream';
import { reportSlots } from './report-slots';

/** The query of a report file URL: the signed filters, and `format` (not signed). */
export const REPORT_FILE_QUERY = z.object({
  q: z.string().max(2000).optional(),
  expires: z.string().max(20).optional(),
  signature: z.string().max(200).optional(),
  format: z.enum(['pdf', 'xlsx']).default('pdf'),
});
export type ReportFileQuery = z.infer<typeof REPORT_FILE_QUERY>;

export interface SignedReport<Filter> {
  /** The report's name: signed into its URLs and its file names. */
  name: string;
  filter: ZodType<Filter>;
  /** Refused link: the module's own words. */
  invalidMessage: string;
  pdf: (filter: Filter, onError: (error: unknown) => void) => Readable;
  xlsx: (filter: Filter, onError: (error: unknown) => void) => Readable;
}

/** Signatures already downloaded (until they expire): a report URL works once. */
const used = new Map<string, number>();
function forgetExpired(nowSeconds: number) {
  for (const [signature, expires] of used) if (expires < nowSeconds) used.delete(signature);
}

/**
 * One signed report (DESIGN §7): `issue` signs the filters into a short-lived URL query, `serve`
 * checks it, takes a report slot (lib/report/report-slots: a few at a time per process, 503 with
 * Retry-After beyond) and streams the PDF or, with `format=xlsx`, the spreadsheet. A URL works
 * until its first complete download.
 */
export function signedReport<Filter extends Record<string, unknown>>(report: SignedReport<Filter>) {
  return {
    issue: (ctx: AppContext, filter: Filter) =>
      signReportQuery(
        ctx.urlSigner,
        report.name,
        filter,
        ctx.config.REPORT_URL_TTL_SECONDS,
        ctx.clock.now(),
      ),

    async serve(
      ctx: AppContext,
      query: ReportFileQuery,
      reply: FastifyReply,
      onError: (error: unknown) => void,
    ) {
      const now = ctx.clock.now();
      forgetExpired(now.getTime() / 1000);
      const signed = verifyReportQuery(ctx.urlSigner, report.name, query, now);
      const filter = signed === undefined ? undefined : report.filter.safeParse(signed);
      if (!filter?.success || used.has(query.signature!))
        throw new AppError(403, report.invalidMessage);
      const release = await reportSlots.take();
      const signature = query.signature!;
      const xlsx = query.format === 'xlsx';
      let stream: Readable;
      try {
        stream = (xlsx ? report.xlsx : report.pdf)(filter.data, onError);
      } catch (error) {
        release();
        throw error;
      }
      stream.once('end', () => used.set(signature, Number(query.expires)));
      stream.once('close', release);
      reply.raw.once('close', release);
      return sendFile(reply, {
        stream,
        type: xlsx ? XLSX_TYPE : 'application/pdf',
        fileName: `${report.name}.${xlsx ? 'xlsx' : 'pdf'}`,
        disposition: 'inline',
      });
    },
  };
}
