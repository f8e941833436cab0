import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z, type ZodType } from 'zod';
import { apiMessages, choiceInvalid } from '@yaar/shared';
import type { AppContext } from '../../context';
import { AppError } from '../errors';
import { sendFile } from '../reply';
import { signedLinkPart } from '../signed-link';
import { reportQueueOf } from '../report-queue';
import { SharedReportQueue } from '../shared-report-queue';
import {
  claimReportLink,
  releaseReportLink,
  signReportQuery,
  verifyReportQuery,
  type SignedReportQuery,
} from '../signed-report-url';

/** The query of a report file URL: the signed filters, and `format` (not signed). */
const REPORT_FORMATS = ['pdf', 'xlsx'] as const;
export const REPORT_FILE_QUERY = z.object({
  q: signedLinkPart(2000).optional(),
  n: signedLinkPart(40).optional(),
  expires: signedLinkPart(20).optional(),
  signature: signedLinkPart(200).optional(),
  format: z.enum(REPORT_FORMATS, { error: choiceInvalid(REPORT_FORMATS) }).default('pdf'),
});
export type ReportFileQuery = z.infer<typeof REPORT_FILE_QUERY>;

export interface SignedReport<Filter> {
  /** The report's name: signed into its URLs, and its file name. */
  name: string;
  filter: ZodType<Filter>;
  /** A changed or expired link: the module's own words. */
  invalidMessage: string;
  /** The file, answered once it can be started (a PDF: its first rows laid out); rejects when not. */
  pdf: (filter: Filter, onError: (error: unknown) => void) => Readable | Promise<Readable>;
  xlsx: (filter: Filter, onError: (error: unknown) => void) => Readable | Promise<Readable>;
}

/**
 * One signed report (DESIGN §7): `issue` signs the filters into a short-lived URL query; `serve`
 * checks it (403 changed or expired), waits for a turn in the process's report queue
 * (lib/report-queue: 503 + Retry-After when full), claims the link (410 when opened already: a link
 * works once per format) and streams the PDF or, with `format=xlsx`, the spreadsheet. A report
 * that fails is not a spent link (issue 28): failing before its answer starts, it answers an error
 * and gives the link back; failing later, it breaks the transfer off (the browser reports a failed
 * download) and gives the link back too, unless the reader is the one who left.
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
      const signed = verifyReportQuery(ctx.urlSigner, report.name, query, ctx.clock.now());
      const filter = signed === undefined ? undefined : report.filter.safeParse(signed);
      if (!filter?.success) throw new AppError(403, report.invalidMessage);
      const { redis } = ctx;
      const release = await reportQueueOf(
        ctx,
        ctx.config,
        redis ? (running, waiting) => new SharedReportQueue(redis, running, waiting) : undefined,
      ).acquire();
      const link = query as SignedReportQuery;
      const giveLinkBack = () =>
        releaseReportLink(ctx.db, link, query.format).catch((error: unknown) => onError(error));
      const onFailure = (error: unknown) => {
        onError(error);
        if (!reply.raw.destroyed) void giveLinkBack();
      };
      /** Claims the link and starts the file; a file that cannot start gives the link back. */
      const open = async () => {
        if (!(await claimReportLink(ctx.db, link, query.format, ctx.clock.now())))
          throw new AppError(410, apiMessages.reportLinkUsed);
        try {
          return await (query.format === 'xlsx' ? report.xlsx : report.pdf)(filter.data, onFailure);
        } catch (error) {
          await giveLinkBack();
          throw error;
        }
      };
      let stream: Readable;
      try {
        stream = await open();
      } catch (error) {
        release();
        throw error;
      }
      // The queue's turn comes back when the file is sent, fails, or the caller goes away.
      stream.once('close', release);
      reply.raw.once('close', release);
      return sendFile(reply, {
        stream,
        fileName: `${report.name}.${query.format}`,
        disposition: 'inline',
      });
    },
  };
}
