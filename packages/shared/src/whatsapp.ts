import { z } from 'zod';
import {
  absentIfBlank,
  idField,
  mobilePrefix,
  mobilePrefixPattern,
  textTooLong,
  trimmed,
} from './common';
import { pageQueryShape } from './paging';

/**
 * Messages to customers (issue 44): an invoice or a renewal notice, sent on WhatsApp (the Cloud
 * API's approved templates) or by SMS, through one queue in PostgreSQL; their delivery status as
 * Meta's webhook reports it, which only moves forward.
 */

export const MESSAGE_CHANNELS = ['whatsapp', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export const MESSAGE_KINDS = ['invoice', 'renewal'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
/** A message's state: waiting in the queue, being sent, then what the channel reported. */
export const MESSAGE_STATUSES = [
  'queued',
  'sending',
  'sent',
  'delivered',
  'read',
  'failed',
] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
/** The template languages Meta approves our templates in. */
export const WHATSAPP_LANGUAGES = ['en', 'gu', 'hi'] as const;

export const whatsappMessages = {
  invoiceQueued: (channel: MessageChannel, invoiceNo: string) =>
    channel === 'whatsapp'
      ? `Invoice ${invoiceNo} is queued to be sent on WhatsApp.`
      : `Invoice ${invoiceNo} is queued to be sent by SMS.`,
  channelInvalid: "Channel must be 'whatsapp' or 'sms'.",
  transactionNotFound: 'Transaction not found.',
  noInvoice: 'This transaction issued no invoice: there is nothing to send.',
  whatsappOff: 'WhatsApp is not set up on this server: send the invoice by SMS.',
  optedOut: (mobile: string) =>
    `The customer ${mobile} has opted out of WhatsApp messages (replied STOP): send the invoice by SMS.`,
  list: 'Customer messages.',
  mobileInvalid: 'Type the digits of a mobile number.',
  signatureMissing: 'The X-Hub-Signature-256 header is missing.',
  signatureWrong: 'The X-Hub-Signature-256 signature does not match.',
  verifyTokenWrong: 'The verify token does not match.',
  webhookUnreadable: 'The webhook body is not the JSON of a WhatsApp notification.',
  webhookTaken: 'Notification received.',
} as const;

export const sendInvoiceSchema = z.object({
  id: idField(whatsappMessages.transactionNotFound),
  Channel: z.enum(MESSAGE_CHANNELS, { error: whatsappMessages.channelInvalid }),
});
export type SendInvoice = z.output<typeof sendInvoiceSchema>;

export const sendInvoiceAnswerSchema = z.object({
  /** The queued message's id (its row in the messages list). */
  MessageId: z.number(),
  Channel: z.enum(MESSAGE_CHANNELS),
});
export type SendInvoiceAnswer = z.infer<typeof sendInvoiceAnswerSchema>;

export const customerMessagesQuerySchema = z.object({
  ...pageQueryShape,
  /** The whole mobile number, or its first digits. */
  MobileNo: z.preprocess(
    (value) => absentIfBlank(trimmed(value)),
    z
      .string({ error: whatsappMessages.mobileInvalid })
      .transform(mobilePrefix)
      .pipe(z.string().regex(mobilePrefixPattern, { error: whatsappMessages.mobileInvalid }))
      .optional(),
  ),
});
export type CustomerMessagesQuery = z.output<typeof customerMessagesQuerySchema>;

/** One message to a customer, newest first in the list. */
export const customerMessageSchema = z.object({
  id: z.number(),
  Channel: z.enum(MESSAGE_CHANNELS),
  Kind: z.enum(MESSAGE_KINDS),
  MobileNo: z.string(),
  /** What it says in a few words: 'Invoice OY/2026-27/0012', 'Renewal 30 days before 02-01-2027'. */
  Subject: z.string(),
  Status: z.enum(MESSAGE_STATUSES),
  /** Why it failed, or why it went by SMS instead of WhatsApp; '' when nothing to say. */
  Note: z.string(),
  LicenceId: z.number().nullable(),
  /** When it was queued and when its status last changed (ISO instants). */
  QueuedAt: z.string(),
  UpdatedAt: z.string(),
});
export type CustomerMessage = z.infer<typeof customerMessageSchema>;

/** A status's words for a person. */
export const messageStatusLabels: Record<MessageStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  failed: 'Failed',
};

const handshakeText = (max: number) =>
  z
    .string({ error: textTooLong(max) })
    .max(max, { error: textTooLong(max) })
    .optional();

/** Meta's verification handshake: `GET /whatsapp-webhook?hub.mode=subscribe&hub.verify_token=…&hub.challenge=…`. */
export const webhookHandshakeSchema = z.object({
  'hub.mode': handshakeText(40),
  'hub.verify_token': handshakeText(200),
  'hub.challenge': handshakeText(200),
});
