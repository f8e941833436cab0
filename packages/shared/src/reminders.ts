import { z } from 'zod';
import { requiredDate, storableText } from './common';
import { PUSH_ENDPOINT_MAX, reminderMessages } from './reminder-messages';

/**
 * Follow-up reminders by Web Push (issue 33): an employee's devices subscribe with the server's
 * VAPID key; the daily run sends each employee with follow-ups due one notification.
 */

/** Base64url of exactly `bytes` bytes (no padding): the form push subscriptions give keys in. */
const base64urlOf = (bytes: number) => new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}$`);

/**
 * A device's endpoint: present, within PUSH_ENDPOINT_MAX, an http(s) URL, and then in one spelling
 * per device, as the URL parser writes it (scheme and host in lower case, the scheme's default port
 * dropped, a port's leading zeros gone), so `HTTPS://FCM…`, `…:443/…` and `…:03191/…` are the
 * device `https://fcm…/…` and `…:3191/…` already stored.
 */
const endpointField = () =>
  storableText(reminderMessages.endpointRequired)
    .trim()
    .min(1, { error: reminderMessages.endpointRequired })
    .max(PUSH_ENDPOINT_MAX, { error: reminderMessages.endpointTooLong })
    .pipe(
      z.url({ protocol: /^https?$/, normalize: true, error: reminderMessages.endpointInvalid }),
    );

/**
 * `POST /push-subscription`: a browser's `PushSubscription.toJSON()` (its `expirationTime` is
 * ignored). The endpoint's host is checked by the server against the known push services.
 */
export const pushSubscriptionBodySchema = z.object({
  endpoint: endpointField(),
  keys: z.object(
    {
      /** The device's P-256 public key, uncompressed (65 bytes). */
      p256dh: z.string({ error: reminderMessages.keyInvalid }).regex(base64urlOf(65), {
        error: reminderMessages.keyInvalid,
      }),
      /** The 16-byte auth secret. */
      auth: z.string({ error: reminderMessages.keyInvalid }).regex(base64urlOf(16), {
        error: reminderMessages.keyInvalid,
      }),
    },
    { error: reminderMessages.keyInvalid },
  ),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const pushSubscriptionDeleteSchema = z.object({
  endpoint: endpointField(),
});

export const pushKeySchema = z.object({
  /** The VAPID public key (base64url), the `applicationServerKey` of `pushManager.subscribe`. */
  PublicKey: z.string(),
});

/** `POST /run-reminders`: the business day whose reminders are sent now. */
export const runRemindersBodySchema = z.object({
  Date: requiredDate(reminderMessages.dateRequired),
});

export const reminderRunSchema = z.object({
  Date: z.string(),
  /** Employees with follow-ups due who had a device and had not been reminded that day. */
  Employees: z.number().int(),
  /** Notifications a push service accepted. */
  Delivered: z.number().int(),
  /** Devices the push service no longer knows (404/410), removed. */
  Removed: z.number().int(),
  /** Devices that failed after the retries (logged). */
  Failed: z.number().int(),
});
export type ReminderRun = z.infer<typeof reminderRunSchema>;

const countOf = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

/**
 * The notification's text: "5 follow-ups today, 2 overdue", "1 follow-up today",
 * "3 follow-ups overdue".
 */
export function followUpReminderText(today: number, overdue: number): string {
  if (today > 0 && overdue > 0)
    return `${countOf(today, 'follow-up', 'follow-ups')} today, ${overdue} overdue`;
  if (today > 0) return `${countOf(today, 'follow-up', 'follow-ups')} today`;
  return `${countOf(overdue, 'follow-up', 'follow-ups')} overdue`;
}

/**
 * The list a reminder opens: the web app's Leads route (`/leads/:followUp`) on Today, or on
 * Overdue when nothing is due today (the Today list would be empty).
 */
export const followUpReminderLink = (today: number) =>
  today > 0 ? '/leads/Today' : '/leads/Overdue';

/** What the service worker receives (every push shows a notification: none is silent): public/push-handler.js. */
export interface PushPayload {
  title: string;
  body: string;
  /** The app's path the notification opens. */
  url: string;
  /** One notification per day on the device: a repeat replaces it rather than adding a second. */
  tag: string;
}

export const FOLLOW_UP_REMINDER_TITLE = 'Your follow-ups';
