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
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { ok } from '../../lib/reply';
import { currentCompanionCaller } from '../auth';
import * as service from './settings.service';
import { moduleRoutes } from '../../lib/route';

/** A GET of one of the settings' lists: the list under its message. */
interface ListRoute<Item extends z.ZodType> {
  path: string;
  summary: string;
  item: Item;
  message: string;
  list: (ctx: AppContext) => Promise<z.infer<Item>[]>;
}

/** A POST saving one setting: the body checked, saved, answered with a message. */
interface SaveRoute<Body extends z.ZodType> {
  path: string;
  summary: string;
  body: Body;
  save: (ctx: AppContext, input: z.infer<Body>) => Promise<void>;
  messageOf: (input: z.infer<Body>) => string;
}

/** General Settings (spec 2 §2 'six cards', §7): registered in the companion's admin scope. */
export const settingsRoutes = moduleRoutes('settings', (route, ctx) => {
  const listRoute = <Item extends z.ZodType>(spec: ListRoute<Item>) =>
    route.get(
      spec.path,
      { summary: spec.summary, response: listEnvelopeSchema(spec.item) },
      async () => ok(spec.message, await spec.list(ctx)),
    );
  const saveRoute = <Body extends z.ZodType>(spec: SaveRoute<Body>) =>
    route.post(
      spec.path,
      { summary: spec.summary, body: spec.body, response: messageEnvelopeSchema },
      async (request) => {
        // Checked by `spec.body`; the type provider cannot name a generic schema's output.
        const input = request.body as z.infer<Body>;
        await spec.save(ctx, input);
        return ok(spec.messageOf(input));
      },
    );

  listRoute({
    path: settingsPaths.allCompanies,
    summary: 'Every company by name, with ReminderDays, UPIId and ReceivePayments (0/1)',
    item: companySettingsSchema,
    message: settingsMessages.companies,
    list: service.listCompanies,
  });
  saveRoute({
    path: settingsPaths.setReminderDays,
    summary: "Sets a company's reminder days (0 to 365); 404 for an unknown company",
    body: reminderDaysSchema,
    save: service.setReminderDays,
    messageOf: () => settingsMessages.reminderDaysSaved,
  });
  saveRoute({
    path: settingsPaths.setUpiId,
    summary: "Sets a company's UPI id (handle@psp); 404 for an unknown company",
    body: upiIdSchema,
    save: service.setUpiId,
    messageOf: () => settingsMessages.upiIdSaved,
  });
  saveRoute({
    path: settingsPaths.setReceivePayments,
    summary:
      'Turns receiving payments in the app on for a company (ReceivePayments 1, the default) or off (0)',
    body: receivePaymentsSchema,
    save: service.setReceivePayments,
    messageOf: (input) =>
      input.ReceivePayments === 1
        ? settingsMessages.receivePaymentsOn
        : settingsMessages.receivePaymentsOff,
  });
  listRoute({
    path: settingsPaths.tutorialLinks,
    summary: "The app's tutorials (Title, Screen, URL) in their order",
    item: tutorialSchema,
    message: settingsMessages.tutorials,
    list: service.listTutorials,
  });
  saveRoute({
    path: settingsPaths.setTutorialLinks,
    summary: "Sets a tutorial's Title, Screen and URL (http or https); 404 for an unknown one",
    body: tutorialLinkSchema,
    save: service.setTutorialLink,
    messageOf: () => settingsMessages.tutorialSaved,
  });
  listRoute({
    path: settingsPaths.defaultMessages,
    summary: "The app's default messages (key, message) by key",
    item: defaultMessageItemSchema,
    message: settingsMessages.defaultMessages,
    list: service.listDefaultMessages,
  });
  saveRoute({
    path: settingsPaths.updateDefaultMessages,
    summary: 'Changes the message of a default message (key); 404 for an unknown key',
    body: defaultMessageSchema,
    save: service.updateDefaultMessage,
    messageOf: () => settingsMessages.messageSaved,
  });

  route.post(
    settingsPaths.referredUsername,
    {
      summary: 'The name of the app user with this MobileNo; 404 when there is none',
      body: appUserMobileSchema,
      response: envelopeSchema(referredUserSchema),
    },
    async (request) =>
      ok(settingsMessages.appUser, {
        UserName: await service.referredUsername(ctx, request.body),
      }),
  );

  route.post(
    settingsPaths.securityPin,
    {
      summary:
        'Issues a fresh one-time 6-digit PIN for the app user with this MobileNo, valid 10 minutes; answered once (only its hash is kept); 404 for an unknown number',
      body: appUserMobileSchema,
      response: envelopeSchema(securityPinSchema),
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
});
