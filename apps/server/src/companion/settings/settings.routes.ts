import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appUserMobileSchema,
  companySettingsSchema,
  defaultMessageItemSchema,
  defaultMessageSchema,
  envelopeSchema,
  listEnvelopeSchema,
  messageEnvelopeSchema,
  receivePaymentsSchema,
  referredUserSchema,
  reminderDaysSchema,
  securityPinSchema,
  settingsMessages,
  settingsPaths,
  tutorialLinkSchema,
  tutorialSchema,
  upiIdSchema,
} from '@yaar/shared';
import type { AppContext } from '../../context';
import { ok } from '../../lib/reply';
import { currentCompanionCaller } from '../auth';
import * as service from './settings.service';

const tags = ['settings'];
const saved = { 200: messageEnvelopeSchema };

/** General Settings (spec 2 §2 'six cards', §7): registered in the companion's admin scope. */
export const settingsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      settingsPaths.allCompanies,
      {
        schema: {
          tags,
          summary: 'Every company by name, with ReminderDays, UPIId and ReceivePayments (0/1)',
          response: { 200: listEnvelopeSchema(companySettingsSchema) },
        },
      },
      async () => ok(settingsMessages.companies, await service.listCompanies(ctx)),
    );

    app.post(
      settingsPaths.setReminderDays,
      {
        schema: {
          tags,
          summary: "Sets a company's reminder days (0 to 365); 404 for an unknown company",
          body: reminderDaysSchema,
          response: saved,
        },
      },
      async (request) => {
        await service.setReminderDays(ctx, request.body);
        return ok(settingsMessages.reminderDaysSaved);
      },
    );

    app.post(
      settingsPaths.setUpiId,
      {
        schema: {
          tags,
          summary: "Sets a company's UPI id (handle@psp); 404 for an unknown company",
          body: upiIdSchema,
          response: saved,
        },
      },
      async (request) => {
        await service.setUpiId(ctx, request.body);
        return ok(settingsMessages.upiIdSaved);
      },
    );

    app.post(
      settingsPaths.setReceivePayments,
      {
        schema: {
          tags,
          summary:
            'Turns receiving payments in the app on for a company (ReceivePayments 1, the default) or off (0)',
          body: receivePaymentsSchema,
          response: saved,
        },
      },
      async (request) => {
        await service.setReceivePayments(ctx, request.body);
        return ok(
          request.body.ReceivePayments === 1
            ? settingsMessages.receivePaymentsOn
            : settingsMessages.receivePaymentsOff,
        );
      },
    );

    app.get(
      settingsPaths.tutorialLinks,
      {
        schema: {
          tags,
          summary: "The app's tutorials (Title, Screen, URL) in their order",
          response: { 200: listEnvelopeSchema(tutorialSchema) },
        },
      },
      async () => ok(settingsMessages.tutorials, await service.listTutorials(ctx)),
    );

    app.post(
      settingsPaths.setTutorialLinks,
      {
        schema: {
          tags,
          summary:
            "Sets a tutorial's Title, Screen and URL (http or https); 404 for an unknown one",
          body: tutorialLinkSchema,
          response: saved,
        },
      },
      async (request) => {
        await service.setTutorialLink(ctx, request.body);
        return ok(settingsMessages.tutorialSaved);
      },
    );

    app.get(
      settingsPaths.defaultMessages,
      {
        schema: {
          tags,
          summary: "The app's default messages (key, message) by key",
          response: { 200: listEnvelopeSchema(defaultMessageItemSchema) },
        },
      },
      async () => ok(settingsMessages.defaultMessages, await service.listDefaultMessages(ctx)),
    );

    app.post(
      settingsPaths.updateDefaultMessages,
      {
        schema: {
          tags,
          summary: 'Changes the message of a default message (key); 404 for an unknown key',
          body: defaultMessageSchema,
          response: saved,
        },
      },
      async (request) => {
        await service.updateDefaultMessage(ctx, request.body);
        return ok(settingsMessages.messageSaved);
      },
    );

    app.post(
      settingsPaths.referredUsername,
      {
        schema: {
          tags,
          summary: 'The name of the app user with this MobileNo; 404 when there is none',
          body: appUserMobileSchema,
          response: { 200: envelopeSchema(referredUserSchema) },
        },
      },
      async (request) =>
        ok(settingsMessages.appUser, {
          UserName: await service.referredUsername(ctx, request.body),
        }),
    );

    app.post(
      settingsPaths.securityPin,
      {
        schema: {
          tags,
          summary:
            'Issues a fresh one-time 6-digit PIN for the app user with this MobileNo, valid 10 minutes; answered once (only its hash is kept); 404 for an unknown number',
          body: appUserMobileSchema,
          response: { 200: envelopeSchema(securityPinSchema) },
        },
      },
      async (request, reply) => {
        const caller = currentCompanionCaller(request);
        const issued = await service.issueSecurityPin(ctx, caller, request.body);
        request.log.info(
          {
            securityPinId: issued.recordId,
            appUserId: issued.appUserId,
            issuedBy: caller.backOfficeUser.id,
          },
          'security pin issued',
        );
        reply.header('cache-control', 'no-store');
        return ok(settingsMessages.pinIssued, [{ Pin: issued.pin }]);
      },
    );
  };
