import type {
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
  preValidationHookHandler,
} from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageEnvelopeSchema } from '@yaar/shared';
import type { ZodType } from 'zod';
import type { AppContext } from '../context';
import { ok } from './reply';

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** One operation as every routes file declares it: what it does, what it reads and its 200 answer. */
export interface RouteSpec {
  summary: string;
  /** A longer account in the OpenAPI document, when the summary cannot say it all. */
  description?: string;
  body?: ZodType;
  querystring?: ZodType;
  /** The 200 answer's schema; the 4xx answers and operationId come from the OpenAPI transform. */
  response: ZodType;
  consumes?: string[];
  config?: FastifyContextConfig;
  /** Run in order before validation (a multipart form read into the body, an early answer). */
  preValidation?: preValidationHookHandler | preValidationHookHandler[];
}

type SchemaOf<S extends RouteSpec> = {
  body: S['body'];
  querystring: S['querystring'];
  response: { 200: S['response'] };
};

type Handler<S extends RouteSpec> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  FastifyContextConfig,
  SchemaOf<S>,
  ZodTypeProvider
>;

type RequestOf<S extends RouteSpec> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  SchemaOf<S>,
  ZodTypeProvider
>;

/**
 * The routes of one OpenAPI tag: `route.post(path, { summary, body, response }, handler)` writes
 * the schema block (tags, summary, body or querystring, `response: { 200 }`) the same way for every
 * module; the handler's request and answer are typed from the spec as with `app.post`.
 */
export function routesFor(app: ZodApp, tag: string) {
  const add =
    (method: 'GET' | 'POST') =>
    <S extends RouteSpec>(url: string, spec: S, handler: Handler<S>) => {
      const { summary, response, config, preValidation, ...reads } = spec;
      app.route({
        method,
        url,
        ...(config ? { config } : {}),
        ...(preValidation ? { preValidation } : {}),
        // Only the keys the spec has (body, querystring, consumes): no `body: undefined`.
        schema: { tags: [tag], summary, ...reads, response: { 200: response } },
        handler: handler as RouteHandlerMethod,
      });
    };
  const post = add('POST');
  /**
   * A command: a POST that does `run` and answers `{ status: 200, message: done }` (the spec's
   * message, no data).
   */
  const command = <S extends Omit<RouteSpec, 'response'>>(
    url: string,
    { done, ...spec }: S & { done: string },
    run: (
      request: RequestOf<S & { response: typeof messageEnvelopeSchema }>,
      reply: FastifyReply,
    ) => Promise<unknown>,
  ) =>
    post<RouteSpec>(url, { ...spec, response: messageEnvelopeSchema }, async (request, reply) => {
      await run(request as never, reply);
      return ok(done);
    });
  return { get: add('GET'), post, command };
}

/**
 * A module's routes under one OpenAPI tag, as the plugin its scope in app.ts registers: `register`
 * gets the tag's `route`, the context and the app (for a route the kit does not write).
 */
export const moduleRoutes =
  (
    tag: string,
    register: (
      route: ReturnType<typeof routesFor>,
      ctx: AppContext,
      app: ZodApp,
    ) => void | Promise<void>,
  ) =>
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await register(routesFor(app, tag), ctx, app);
  };
