import type { FastifyInstance } from 'fastify';
import type { AppContext, CompanionLinks } from '../context';
import { guardedScope, publicScope, readBearer, type ApiModule } from '../plugins/auth';
import { companionAuthRoutes } from './auth/companion-auth.routes';
import { findCompanionCaller } from './auth/companion-auth.service';
import { requireCompanionCaller, requireFullScope } from './auth';
import { versionsRoutes } from './versions/versions.routes';
import { paymentInfoRoutes } from './app-users/payment-info.routes';
import { announcementsRoutes } from './announcements/announcements.routes';
import { analyticsRoutes } from './analytics/analytics.routes';
import { settingsRoutes } from './settings/settings.routes';
import { offerApprovalRoutes, offerImageRoutes, offersListRoutes } from './offers/offers.routes';
import { mediaImageRoutes } from './media/media-image.routes';
import { mediaRoutes } from './media/media.routes';
import { revokeCompanionTokens } from './auth/companion-auth.repository';
import { findAppUserByMobile } from './app-users';

/**
 * Its sign-in (/login): open to the companion, since the caller proves itself with its main-API
 * bearer token, which the route checks itself; offer and media images (their short-lived signature is the
 * permission: an `<img>` sends no bearer header).
 */
const COMPANION_PUBLIC: readonly ApiModule[] = [
  companionAuthRoutes,
  offerImageRoutes,
  mediaImageRoutes,
];
/** Any OYToken, staff's offers-only one included (the offers screen, issue 18). */
const COMPANION_SIGNED_IN: readonly ApiModule[] = [offersListRoutes, offerApprovalRoutes];
/** A full-scope OYToken (the administrator's): a module listed here needs no guard of its own. */
const COMPANION_ADMIN: readonly ApiModule[] = [
  versionsRoutes,
  paymentInfoRoutes,
  announcementsRoutes,
  analyticsRoutes,
  settingsRoutes,
  mediaRoutes,
];

/**
 * The companion (OYaar) API: its own token, its own schema, its own modules, in three scopes like
 * the main API's (app.ts), each guarded by its `onRequest` hook.
 */
export async function companionApi(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.decorateRequest('companionCaller', null);
  app.addHook('onRequest', async (request) => {
    const token = readBearer(request);
    request.companionCaller = token ? await findCompanionCaller(ctx, token) : null;
  });
  await app.register(publicScope(ctx, COMPANION_PUBLIC));
  await app.register(guardedScope(requireCompanionCaller, ctx, COMPANION_SIGNED_IN));
  await app.register(guardedScope(requireFullScope, ctx, COMPANION_ADMIN, { adminOnly: true }));
}

/** What the main API may ask of the companion (context.ts): wired in by each composition root. */
export const companionLinks: CompanionLinks = {
  revokeTokensIssuedWith: (db, apiTokenId) => revokeCompanionTokens(db, { apiTokenId }),
  revokeTokensOfUser: (db, backOfficeUserId) => revokeCompanionTokens(db, { backOfficeUserId }),
  appUserName: async (db, mobileNo) => (await findAppUserByMobile(db, mobileNo))?.name ?? null,
};

/** Start-up's part of the companion: pushes the push service did not take before (a restart). */
export { deliverPushes } from './announcements/announcements.service';
/** Start-up: the dashboard's registration days counted in BUSINESS_TZ. */
export { alignRegistrationDays } from './analytics/analytics.repository';
