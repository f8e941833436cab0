import type { AppContext } from '../../context';
import {
  createSendQueue,
  type QueuedMessage,
  type SendOutcome,
  type SendQueue,
} from '../../lib/send-queue';
import { callbackDataOf } from '../../lib/whatsapp';
import { findTransaction, invoicePdf } from '../licences';
import { isOptedOut } from './whatsapp.repository';

/**
 * Sends one queued message on its channel: an SMS through the SMS sender; a WhatsApp template
 * through the Cloud API (the invoice's PDF uploaded as media first, for its document header),
 * to '91' + the mobile, unless the customer has opted out since it was queued (then its SMS).
 */
export async function deliverMessage(
  ctx: AppContext,
  message: QueuedMessage,
  paced: () => Promise<void> = async () => undefined,
): Promise<SendOutcome> {
  const { content } = message;
  if (message.channel === 'sms') {
    if (!content.sms) return { kind: 'failed', error: 'The message has no SMS text' };
    await ctx.sms.send({ to: message.mobileNo, ...content.sms });
    return { kind: 'sent' };
  }
  const client = ctx.whatsapp;
  const whatsapp = content.whatsapp;
  if (!client || !whatsapp) return { kind: 'unreachable', error: 'WhatsApp is not set up' };
  if (await isOptedOut(ctx.db, message.mobileNo))
    return { kind: 'unreachable', error: 'The customer opted out of WhatsApp (STOP)' };
  let document: { mediaId: string; fileName: string } | undefined;
  if (whatsapp.document) {
    const row = await findTransaction(ctx, whatsapp.document.transactionId);
    const upload = await client.uploadPdf(
      whatsapp.document.fileName,
      await invoicePdf(row, ctx.config),
    );
    if (upload.kind !== 'uploaded') return upload;
    document = { mediaId: upload.mediaId, fileName: whatsapp.document.fileName };
  }
  const template =
    whatsapp.template === 'invoice'
      ? ctx.config.WHATSAPP_TEMPLATE_INVOICE!
      : ctx.config.WHATSAPP_TEMPLATE_RENEWAL!;
  await paced();
  return client.sendTemplate({
    to: `91${message.mobileNo}`,
    template,
    language: ctx.config.WHATSAPP_TEMPLATE_LANGUAGE,
    ...(document ? { document } : {}),
    body: whatsapp.body,
    callbackData: callbackDataOf(message.id),
  });
}

export interface MessageQueueLimits {
  ratePerSecond?: number;
  recipientGapMs?: number;
  backoffMs?: readonly number[];
}

const queues = new WeakMap<AppContext, SendQueue>();

/**
 * The customer messages' queue of a running app (one per context, as a process has one): main.ts
 * starts it, a test ticks it. Its clock is the context's, read at each tick.
 */
export function messageQueueOf(ctx: AppContext, limits: MessageQueueLimits = {}): SendQueue {
  let queue = queues.get(ctx);
  if (!queue) {
    queue = createSendQueue({
      db: ctx.db,
      clock: { now: () => ctx.clock.now() },
      send: (message, paced) => deliverMessage(ctx, message, paced),
      log: { error: (line) => console.error(`[yaar] ${line}`) },
      ...limits,
    });
    queues.set(ctx, queue);
  }
  return queue;
}

/** A message was just queued: the running worker (if any) looks now rather than at its next tick. */
export const wakeMessageQueue = (ctx: AppContext) => queues.get(ctx)?.wake();
