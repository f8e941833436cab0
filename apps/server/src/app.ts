import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { apiMessages } from '@yaar/shared';
import { companionApi } from './companion';
import type { AppContext } from './context';
import { mapCspDirectives } from './env-maps';
import { webDistDir } from './lib/paths';
import {
  guardedScope,
  publicScope,
  registerAuth,
  requireAdmin,
  requireUser,
  type ApiModule,
} from './plugins/auth';
import { noStoreByDefault, registerErrorHandling, replyNotFound } from './plugins/errors';
import { registerAnswerLanguage } from './plugins/answer-language';
import { registerIdempotency } from './plugins/idempotency';
import { registerOpenApi } from './plugins/openapi';
import { registerWeb } from './plugins/web';
import { authRoutes, findUserByToken } from './modules/auth';
import { citiesRoutes } from './modules/cities';
import { dashboardRoutes } from './modules/dashboard';
import { healthRoutes } from './modules/health';
import { followUpsRoutes } from './modules/follow-ups';
import { leadFilesRoutes, leadFormRoutes, leadsRoutes, visitPhotoRoutes } from './modules/leads';
import { commissionReportEndpoints, commissionsRoutes } from './modules/commissions';
import { leadBulkRoutes } from './modules/lead-bulk';
import { leadTimelineRoutes } from './modules/lead-timeline';
import { licenceReportEndpoints, licencesRoutes } from './modules/licences';
import { reportFileRoute } from './lib/report';
import { paymentQrRoutes } from './modules/payment-qr';
import { referralsRoutes } from './modules/referrals';
import { statusesRoutes } from './modules/statuses';
import { userAdminRoutes, usersRoutes } from './modules/users';
import { visitsRoutes } from './modules/visits';
import { reminderRunRoutes, remindersRoutes } from './modules/reminders';
import { myRenewalsRoutes, renewalsRoutes } from './modules/renewals';
import { whatsappRoutes, whatsappWebhookRoutes } from './modules/whatsapp';

export interface BuildOptions {
  /** Log at LOG_LEVEL to stdout (true), or to `stream` (a test reading what was logged). */
  logger?: boolean | { stream: { write(line: string): void } };
  webDir?: string;
}

/**
 * Sign-in, sign-up, the city list (the sign-up form needs it) and lead files and visit photos (their short-lived
 * signature is the permission: an `<img>` sends no bearer header), likewise the licence and commission
 * reports opened in a new tab from their signed URLs, and the payment QR (public in the spec); sign-out
 * guards itself.
 */
const PUBLIC_MODULES: readonly ApiModule[] = [
  healthRoutes,
  authRoutes,
  citiesRoutes,
  leadFilesRoutes,
  visitPhotoRoutes,
  reportFileRoute(licenceReportEndpoints),
  reportFileRoute(commissionReportEndpoints),
  paymentQrRoutes,
  whatsappWebhookRoutes,
];
/** Every signed-in user; the services decide what each may see and change. */
const SIGNED_IN_MODULES: readonly ApiModule[] = [
  usersRoutes,
  dashboardRoutes,
  statusesRoutes,
  leadsRoutes,
  leadFormRoutes,
  followUpsRoutes,
  leadTimelineRoutes,
  visitsRoutes,
  remindersRoutes,
  myRenewalsRoutes,
];
/** The administrator only: a module listed here needs no guard of its own. */
const ADMIN_MODULES: readonly ApiModule[] = [
  licencesRoutes,
  leadBulkRoutes,
  referralsRoutes,
  userAdminRoutes,
  commissionsRoutes,
  reminderRunRoutes,
  renewalsRoutes,
  whatsappRoutes,
];

/** An API's root: answers are not cached, and its OpenAPI document is served under its prefix. */
async function documentedApi(app: FastifyInstance, docs: Parameters<typeof registerOpenApi>[1]) {
  noStoreByDefault(app);
  await registerOpenApi(app, docs);
}

/** The main back-office API, mounted at /api. */
async function mainApi(app: FastifyInstance, ctx: AppContext) {
  await documentedApi(app, {
    title: 'Yaar Back Office API',
    description: 'The back-office API used by the web app.',
    prefix: '/api',
  });
  registerAuth(app, ctx, findUserByToken);
  registerIdempotency(app, ctx);
  await app.register(publicScope(ctx, PUBLIC_MODULES));
  await app.register(guardedScope(requireUser, ctx, SIGNED_IN_MODULES));
  await app.register(guardedScope(requireAdmin, ctx, ADMIN_MODULES));
  replyNotFound(app);
}

async function oyaarApi(app: FastifyInstance, ctx: AppContext) {
  await documentedApi(app, {
    title: 'OYaar companion API',
    description: 'The companion mobile app API that the back-office admin screens call.',
    prefix: '/oyaar-api',
  });
  await companionApi(app, ctx);
  replyNotFound(app);
}

const API_PREFIXES = ['/api', '/oyaar-api'];
const isApiUrl = (url: string) =>
  API_PREFIXES.some(
    (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
  );

/**
 * What the log keeps of a request: a signed link's signature is its permission (a report, a lead
 * photo), so it never reaches the log, where anyone reading it could open the file.
 */
const loggedRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: request.url.replace(/([?&]signature=)[^&]*/gi, '$1[redacted]'),
  remoteAddress: request.ip,
});

/**
 * Fastify's trustProxy from TRUST_PROXY: none, the nearest `hops` proxies (a function, as
 * proxy-addr reads a hop count), or the listed addresses. Never `true`, which would believe the
 * leftmost X-Forwarded-For address, one the caller writes.
 */
const trustedProxies = (setting: AppContext['config']['TRUST_PROXY']) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;

export async function buildApp(ctx: AppContext, options: BuildOptions = {}) {
  const app = Fastify({
    logger: options.logger
      ? {
          level: ctx.config.LOG_LEVEL,
          serializers: { req: loggedRequest },
          ...(typeof options.logger === 'object' ? options.logger : {}),
        }
      : false,
    bodyLimit: 1024 * 1024,
    trustProxy: trustedProxies(ctx.config.TRUST_PROXY),
    forceCloseConnections: 'idle',
    // A connection silent this long is closed: a stalled upload holds no socket and leaves no
    // temporary file (lib/multipart removes it when its stream breaks).
    connectionTimeout: ctx.config.IDLE_TIMEOUT_SECONDS * 1000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerAnswerLanguage(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: { ...mapCspDirectives(ctx.config), 'upgrade-insecure-requests': null },
    },
  });
  // Brotli or gzip for API answers and the web app's files, as the browser accepts. Quality 4 keeps
  // brotli cheap per answer; the built files come precompressed at quality 11 (plugins/web.ts).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(rateLimit, {
    max: ctx.config.RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    // The APIs are limited; the web app's files are not: one page load fetches dozens of them, and
    // an office of field staff behind one address would otherwise lock itself out of the app.
    allowList: (request) => !isApiUrl(request.url),
    // With REDIS_URL every process counts in one place (the routes' own limits too); while Redis
    // is away requests are served uncounted (sign-in failures stay throttled in PostgreSQL) and
    // /api/health answers 503. Without it each process counts in its memory.
    ...(ctx.redis ? { redis: ctx.redis, nameSpace: 'yaar-rate-limit:', skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      status: 429,
      message: apiMessages.tooManyRequests,
      retryAfter: context.after,
    }),
  });

  const serve = new Set(ctx.config.SERVE);
  if (serve.has('api')) await app.register((api) => mainApi(api, ctx), { prefix: '/api' });
  if (serve.has('oyaar-api')) {
    await app.register((api) => oyaarApi(api, ctx), { prefix: '/oyaar-api' });
  }
  if (serve.has('web')) await registerWeb(app, ctx.config, options.webDir ?? webDistDir);
  else replyNotFound(app);
  return app;
}
