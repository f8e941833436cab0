import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import { envelopeSchema } from '@yaar/shared';
import type { AppContext } from '../../context';
import { ok } from '../reply';
import { REPORT_FILE_QUERY, type ReportFileQuery } from './signed-report';

/**
 * The URL a report's screen opens: PUBLIC_URL (or a relative one, never the request's Host
 * header, which the caller writes), the API's mount as this request reached it, the file's path.
 */
export function reportUrl(
  ctx: AppContext,
  request: FastifyRequest,
  filePath: string,
  query: string,
): string {
  const mount = request.url.replace(/\/[^/?]*(\?.*)?$/, '');
  return `${ctx.config.PUBLIC_URL ?? ''}${mount}${filePath}?${query}`;
}

interface ServedReport<Filter> {
  /** The signed query of the report's URL; undefined when no row matches. */
  issueIfAny: (filter: Filter) => Promise<string | undefined>;
  serve: (
    ctx: AppContext,
    query: ReportFileQuery,
    reply: FastifyReply,
    onError: (error: unknown) => void,
  ) => Promise<unknown>;
}

/** A report's two routes: where its screen asks for it, and where its signed URL is opened. */
export interface ReportEndpoints<Filter> {
  /** The POST that answers the signed URL. */
  path: string;
  /** The GET behind the signed URL. */
  filePath: string;
  /** 'The licence report': in the routes' summaries and the log. */
  title: string;
  tag: string;
  filter: ZodType<Filter>;
  /** The answer's message when the URL is issued, and when nothing matches (data ''). */
  ready: string;
  empty: string;
  reportOf: (ctx: AppContext) => ServedReport<Filter>;
}

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The POST a report's screen calls: data = a short-lived signed URL of the PDF, or '' and a
 * message when nothing matches. Registered in the scope that guards the report.
 */
export function reportRoute<Filter>(app: ZodApp, ctx: AppContext, report: ReportEndpoints<Filter>) {
  app.post(
    report.path,
    {
      schema: {
        tags: [report.tag],
        summary:
          `${report.title}: data = a short-lived signed URL of the PDF (add &format=xlsx for the spreadsheet), ` +
          `opened without the bearer header; '' and a message when nothing matches.`,
        body: report.filter,
        response: { 200: envelopeSchema(z.string()) },
      },
    },
    async (request) => {
      const query = await report.reportOf(ctx).issueIfAny(request.body as Filter);
      if (!query) return ok(report.empty, '');
      return ok(report.ready, reportUrl(ctx, request, report.filePath, query));
    },
  );
}

/**
 * The route behind a report's signed URL, for the public scope: a new tab sends no bearer
 * header, the signature is the permission. PDF, or the spreadsheet with `format=xlsx`.
 */
export const reportFileRoute =
  <Filter>(report: ReportEndpoints<Filter>) =>
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      report.filePath,
      {
        schema: {
          tags: [report.tag],
          summary: `${report.title} behind a signed URL (no bearer header): PDF, or xlsx with format=xlsx`,
          querystring: REPORT_FILE_QUERY,
        },
      },
      (request, reply) =>
        report
          .reportOf(ctx)
          .serve(ctx, request.query, reply, (error) =>
            request.log.error({ err: error }, `${report.title} failed`),
          ),
    );
  };
