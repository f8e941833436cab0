import {
  displayDay,
  formatRupees,
  invoiceFileName,
  paise,
  whatsappMessages,
  type CustomerMessagesQuery,
  type MessageChannel,
  type SendInvoice,
  type SendInvoiceAnswer,
} from '@yaar/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { pagedSelect } from '../../lib/paging';
import type { MessageContent } from '../../lib/send-queue';
import { smsOf } from '../../lib/sms-templates';
import {
  consentOf,
  readNotification,
  WHATSAPP_ERRORS,
  type notificationSchema,
} from '../../lib/whatsapp';
import { insertMessageEvents } from '../lead-events';
import { findTransaction } from '../licences';
import { wakeMessageQueue } from './message-queue';
import * as repo from './whatsapp.repository';
import type { z } from 'zod';

/** Rupees for a message: '1,770.00' (an SMS has no ₹; the templates say Rs). */
export const messageRupees = (rupees: string) => formatRupees(paise(rupees)).replace('₹', '');

/**
 * The channel of a message to `mobileNo`, chosen here only: WhatsApp when it is configured and
 * the customer has not opted out, SMS otherwise.
 */
export async function channelFor(
  ctx: AppContext,
  db: Executor,
  mobileNo: string,
): Promise<MessageChannel> {
  if (!ctx.whatsapp) return 'sms';
  return (await repo.isOptedOut(db, mobileNo)) ? 'sms' : 'whatsapp';
}

/** The channel of each of `mobiles` (a renewal run's batch), by the same rule as `channelFor`. */
export async function channelsFor(
  ctx: AppContext,
  db: Executor,
  mobiles: string[],
): Promise<Map<string, MessageChannel>> {
  const optedOut = ctx.whatsapp ? await repo.optedOutAmong(db, mobiles) : null;
  return new Map(
    mobiles.map((mobile) => [mobile, optedOut && !optedOut.has(mobile) ? 'whatsapp' : 'sms']),
  );
}

/**
 * Queues messages in the caller's transaction (a notice once: `dedupeKey`), each on the timeline
 * of the lead with its mobile number (by `actor`, or the system); answers the ids queued.
 */
export async function queueMessages(
  db: Executor,
  messages: repo.NewMessage[],
  actor: { id: number } | null = null,
): Promise<number[]> {
  const queued = await repo.insertMessages(db, messages);
  await insertMessageEvents(db, queued, actor?.id ?? null);
  return queued.map((message) => message.id);
}

/** Queues one message as `queueMessages` does; its id, or null when its notice was queued before. */
export const queueMessage = async (
  db: Executor,
  message: repo.NewMessage,
  actor: { id: number } | null = null,
) => (await queueMessages(db, [message], actor))[0] ?? null;

/** `POST /send-invoice`: the transaction's invoice, queued for the channel asked. */
export async function sendInvoice(
  ctx: AppContext,
  actor: { id: number },
  input: SendInvoice,
): Promise<SendInvoiceAnswer & { message: string }> {
  const row = await findTransaction(ctx, input.id);
  if (input.Channel === 'whatsapp') {
    if (!ctx.whatsapp) throw new AppError(409, whatsappMessages.whatsappOff);
    if (await repo.isOptedOut(ctx.db, row.MobileNo))
      throw new AppError(409, whatsappMessages.optedOut(row.MobileNo));
  }
  const amount = messageRupees(row.TotalCharges);
  const date = displayDay(row.EntryDate);
  const content: MessageContent = {
    sms: smsOf('invoice', { invoiceNo: row.InvoiceNo, amount, date }),
    ...(input.Channel === 'whatsapp'
      ? {
          whatsapp: {
            template: 'invoice',
            body: [row.InvoiceNo, amount, date],
            document: { transactionId: row.id, fileName: invoiceFileName(row.InvoiceNo) },
          },
        }
      : {}),
  };
  // The message and its event on the customer's lead: one transaction.
  const id = await ctx.db.transaction((tx) =>
    queueMessage(
      tx,
      {
        channel: input.Channel,
        kind: 'invoice',
        mobileNo: row.MobileNo,
        licenceId: row.LicenceId,
        transactionId: row.id,
        subject: `Invoice ${row.InvoiceNo}`,
        content,
        dedupeKey: null,
        at: ctx.clock.now(),
      },
      actor,
    ),
  );
  wakeMessageQueue(ctx);
  return {
    MessageId: id!,
    Channel: input.Channel,
    message: whatsappMessages.invoiceQueued(input.Channel, row.InvoiceNo),
  };
}

export const listMessages = (ctx: AppContext, query: CustomerMessagesQuery) =>
  pagedSelect(query, repo.messageList(ctx.db, query), { unpaged: 'first page' });

/** A customer's number as WhatsApp gives it ('919876543210') as we keep it ('9876543210'). */
const localMobile = (waId: string) => {
  const digits = waId.replace(/\D/g, '');
  return digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits;
};

/**
 * What a verified notification says: each status moves its message forward (never back), a
 * failure that allows it turns the message into its SMS, STOP and START record the customer's
 * choice. Answers what was taken, for the log.
 */
export async function takeNotification(ctx: AppContext, body: z.infer<typeof notificationSchema>) {
  const { statuses, replies } = readNotification(body);
  const at = ctx.clock.now();
  let changed = 0;
  for (const status of statuses) {
    await ctx.db.transaction(async (tx) => {
      if (!(await repo.applyStatus(tx, status, at))) return;
      changed += 1;
      if (status.status === 'failed')
        await repo.fallBackToSms(
          tx,
          status.wamid,
          status.error.includes(String(WHATSAPP_ERRORS.notOnWhatsApp)),
          at,
        );
    });
  }
  for (const reply of replies) {
    const consent = consentOf(reply.words);
    const mobile = localMobile(reply.from);
    if (consent === 'stop') await repo.optOut(ctx.db, mobile);
    if (consent === 'start') await repo.optIn(ctx.db, mobile);
  }
  if (statuses.some((status) => status.status === 'failed')) wakeMessageQueue(ctx);
  return { statuses: statuses.length, changed, replies: replies.length };
}
