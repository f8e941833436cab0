import {
  envelopeSchema,
  pushKeySchema,
  pushSubscriptionBodySchema,
  pushSubscriptionDeleteSchema,
  reminderMessages,
  reminderPaths,
  reminderRunSchema,
  runRemindersBodySchema,
} from '@yaar/shared';
import { ok } from '../../lib/reply';
import { moduleRoutes } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import {
  checkReminderDay,
  runFollowUpReminders,
  subscribeDevice,
  unsubscribeDevice,
} from './reminders.service';

/** Every signed-in user: the VAPID key, and their own devices. */
export const remindersRoutes = moduleRoutes('reminders', (route, ctx) => {
  route.get(
    reminderPaths.pushKey,
    {
      summary:
        'The VAPID public key (base64url): the applicationServerKey a device subscribes with',
      response: envelopeSchema(pushKeySchema),
    },
    async () => ok(reminderMessages.pushKey, { PublicKey: ctx.webPush.publicKey() }),
  );
  route.command(
    reminderPaths.pushSubscription,
    {
      summary:
        "Saves the caller's device for follow-up reminders (a PushSubscription's JSON); the same endpoint again (in any spelling of the same URL) renews it, and moves it to the caller when another user had it. Endpoints must be a known push service's (422 beside endpoint)",
      body: pushSubscriptionBodySchema,
      done: reminderMessages.subscribed,
    },
    (request) => subscribeDevice(ctx, currentUser(request), request.body, request.log),
  );
  route.command(
    reminderPaths.pushSubscriptionDelete,
    {
      summary: "Forgets the caller's device at that endpoint (done also when it was not known)",
      body: pushSubscriptionDeleteSchema,
      done: reminderMessages.unsubscribed,
    },
    (request) => unsubscribeDevice(ctx, currentUser(request), request.body.endpoint),
  );
});

/** The administrator: the day's reminders now (what the daily schedule runs); a repeat sends nothing more. */
export const reminderRunRoutes = moduleRoutes('reminders', (route, ctx) => {
  route.post(
    reminderPaths.runReminders,
    {
      summary:
        'Sends the follow-up reminders of Date (today or up to 7 days before) to those not yet reminded that day',
      body: runRemindersBodySchema,
      response: envelopeSchema(reminderRunSchema),
    },
    async (request) => {
      checkReminderDay(ctx, request.body.Date);
      const run = await runFollowUpReminders(ctx, request.body.Date, {
        notifier: ctx.webPush,
        log: (line) => request.log.warn(line),
      });
      return ok(reminderMessages.run, run);
    },
  );
});
