import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * Meta's webhook for the Cloud API (issue 44): `X-Hub-Signature-256` is `sha256=` and the hex
 * HMAC-SHA256 of the raw body with the app secret, checked before the body is parsed; the body
 * names status updates of our messages and the customers' replies.
 */
export type SignatureCheck = 'ok' | 'missing' | 'wrong';

export function checkSignature(
  rawBody: Buffer,
  header: string | string[] | undefined,
  appSecret: string,
): SignatureCheck {
  if (typeof header !== 'string' || header === '') return 'missing';
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header.trim());
  if (!match) return 'wrong';
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  const given = Buffer.from(match[1]!, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected) ? 'ok' : 'wrong';
}

/** The header a caller (Meta, or a test) sends for `rawBody`. */
export const signatureOf = (rawBody: Buffer | string, appSecret: string) =>
  `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;

const statusSchema = z.object({
  id: z.string().min(1).max(200),
  status: z.string().max(40),
  timestamp: z.string().max(20).optional(),
  recipient_id: z.string().max(40).optional(),
  biz_opaque_callback_data: z.string().max(512).optional(),
  errors: z
    .array(
      z.object({
        code: z.number().optional(),
        title: z.string().max(500).optional(),
        message: z.string().max(500).optional(),
        error_data: z.object({ details: z.string().max(1000).optional() }).optional(),
      }),
    )
    .max(10)
    .optional(),
});

const incomingSchema = z.object({
  from: z.string().max(40),
  type: z.string().max(40).optional(),
  text: z.object({ body: z.string().max(4096) }).optional(),
  button: z
    .object({ payload: z.string().max(512).optional(), text: z.string().max(512).optional() })
    .optional(),
  interactive: z
    .object({
      button_reply: z
        .object({ id: z.string().max(512).optional(), title: z.string().max(512).optional() })
        .optional(),
    })
    .optional(),
});

export const notificationSchema = z.object({
  object: z.string().max(100).optional(),
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              field: z.string().max(100).optional(),
              value: z
                .object({
                  statuses: z.array(statusSchema).max(1000).optional(),
                  messages: z.array(incomingSchema).max(1000).optional(),
                })
                .optional(),
            }),
          )
          .max(100),
      }),
    )
    .max(100),
});

export type DeliveryStatus = 'sent' | 'delivered' | 'read' | 'failed';

export interface StatusUpdate {
  wamid: string;
  status: DeliveryStatus;
  /** Our message id, when the status carries the callback data we sent. */
  messageId: number | null;
  error: string;
}

export interface CustomerReply {
  /** The customer's number as WhatsApp gives it ('9198…'). */
  from: string;
  /** What they typed, or the button they pressed (its payload, else its title). */
  words: string;
}

const DELIVERY: readonly string[] = ['sent', 'delivered', 'read', 'failed'];

/** The callback data we send with each message: `m:<id>`. */
export const callbackDataOf = (messageId: number) => `m:${messageId}`;
const messageIdOf = (data: string | undefined) => {
  const match = /^m:(\d{1,10})$/.exec(data ?? '');
  return match ? Number(match[1]) : null;
};

/** The status updates and replies of a notification (an unknown status, e.g. 'deleted', is left out). */
export function readNotification(body: z.infer<typeof notificationSchema>) {
  const statuses: StatusUpdate[] = [];
  const replies: CustomerReply[] = [];
  for (const entry of body.entry)
    for (const change of entry.changes) {
      for (const status of change.value?.statuses ?? []) {
        if (!DELIVERY.includes(status.status)) continue;
        const first = status.errors?.[0];
        statuses.push({
          wamid: status.id,
          status: status.status as DeliveryStatus,
          messageId: messageIdOf(status.biz_opaque_callback_data),
          error: first
            ? `WhatsApp error ${first.code ?? ''}: ${first.error_data?.details ?? first.message ?? first.title ?? ''}`.slice(
                0,
                500,
              )
            : '',
        });
      }
      for (const message of change.value?.messages ?? []) {
        const words =
          message.text?.body ??
          message.button?.payload ??
          message.button?.text ??
          message.interactive?.button_reply?.id ??
          message.interactive?.button_reply?.title ??
          '';
        replies.push({ from: message.from, words });
      }
    }
  return { statuses, replies };
}

/** STOP (or the template's opt-out button) and START, in any case, alone in the message. */
export function consentOf(words: string): 'stop' | 'start' | null {
  const word = words
    .trim()
    .toUpperCase()
    .replace(/[.!]+$/, '');
  if (['STOP', 'STOP PROMOTIONS', 'UNSUBSCRIBE', 'OPT_OUT', 'OPT-OUT'].includes(word))
    return 'stop';
  if (['START', 'SUBSCRIBE', 'OPT_IN', 'OPT-IN'].includes(word)) return 'start';
  return null;
}
