import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
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

interface ServedReport {
  serve: (
    ctx: AppContext,
    query: ReportFileQuery,
    reply: FastifyReply,
    onError: (error: unknown) => void,
  ) => Promise<unknown>;
}

/**
 * The route behind a report's signed URL, for the public scope: a new tab sends no bearer
 * header, the signature is the permission. PDF, or the spreadsheet with `format=xlsx`.
 */
export const reportFileRoute =
  (path: string, reportOf: (ctx: AppContext) => ServedReport, title: string, tag: string) =>
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      path,
      {
        schema: {
          tags: [tag],
          summary: `${title} behind a signed URL (no bearer header): PDF, or xlsx with format=xlsx`,
          querystring: REPORT_FILE_QUERY,
        },
      },
      (request, reply) =>
        reportOf(ctx).serve(ctx, request.query, reply, (error) =>
          request.log.error({ err: error }, `${title} failed`),
        ),
    );
  };
