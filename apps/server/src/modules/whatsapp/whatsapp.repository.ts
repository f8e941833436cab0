import { desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  CustomerMessage,
  CustomerMessagesQuery,
  MessageChannel,
  MessageKind,
} from '@yaar/shared';
import type { Executor } from '../../db/client';
import { customerMessages as m, whatsappOptOuts } from '../../db/schema';
import { apiColumns, isoTime } from '../../lib/api-columns';
import { selectList } from '../../lib/paging';
import { mobileMatch } from '../../lib/rows';
import type { MessageContent } from '../../lib/send-queue';
import type { DeliveryStatus } from '../../lib/whatsapp';

/** A message under its API names: the list's rows and the response schema's keys. */
const messageColumns = apiColumns({
  id: m.id,
  Channel: sql<CustomerMessage['Channel']>`${m.channel}`,
  Kind: sql<CustomerMessage['Kind']>`${m.kind}`,
  MobileNo: m.mobileNo,
  Subject: m.subject,
  Status: sql<CustomerMessage['Status']>`${m.status}`,
  Note: m.note,
  LicenceId: m.licenceId,
  QueuedAt: isoTime(m.createdAt),
  UpdatedAt: isoTime(m.updatedAt),
} satisfies Record<keyof CustomerMessage, unknown>);

/** The messages list: newest first, by mobile (the whole number or its first digits). */
export const messageList = (db: Executor, filter: CustomerMessagesQuery) =>
  selectList(
    db,
    () =>
      db.select(messageColumns).from(m).where(mobileMatch(m.mobileNo, filter.MobileNo)).$dynamic(),
    [desc(m.id)],
  );

export interface NewMessage {
  channel: MessageChannel;
  kind: MessageKind;
  mobileNo: string;
  licenceId: number | null;
  transactionId: number | null;
  subject: string;
  content: MessageContent;
  /** One message per notice; null for a manual send. */
  dedupeKey: string | null;
  /** When it is queued (the app's clock): due at once. */
  at: Date;
}

/**
 * Queues messages (in the caller's transaction: one, or a renewal run's batch); a notice already
 * queued is left out. Answers the messages queued.
 */
export async function insertMessages(db: Executor, messages: NewMessage[]) {
  if (messages.length === 0) return [];
  return db
    .insert(m)
    .values(
      messages.map(({ at, ...fields }) => ({ ...fields, dueAt: at, createdAt: at, updatedAt: at })),
    )
    .onConflictDoNothing({ target: m.dedupeKey })
    .returning({ id: m.id, mobileNo: m.mobileNo, channel: sql<MessageChannel>`${m.channel}` });
}

/** Which of `mobiles` have opted out of WhatsApp. */
export async function optedOutAmong(db: Executor, mobiles: string[]): Promise<Set<string>> {
  if (mobiles.length === 0) return new Set();
  const rows = await db
    .select({ mobileNo: whatsappOptOuts.mobileNo })
    .from(whatsappOptOuts)
    .where(inArray(whatsappOptOuts.mobileNo, mobiles));
  return new Set(rows.map((row) => row.mobileNo));
}

export async function isOptedOut(db: Executor, mobileNo: string): Promise<boolean> {
  const rows = await db
    .select({ mobileNo: whatsappOptOuts.mobileNo })
    .from(whatsappOptOuts)
    .where(eq(whatsappOptOuts.mobileNo, mobileNo));
  return rows.length > 0;
}

export const optOut = (db: Executor, mobileNo: string) =>
  db.insert(whatsappOptOuts).values({ mobileNo }).onConflictDoNothing();

export const optIn = (db: Executor, mobileNo: string) =>
  db.delete(whatsappOptOuts).where(eq(whatsappOptOuts.mobileNo, mobileNo));

/** How far along each state is: a status update applies only when it is further. */
const RANK = sql`case status when 'queued' then 0 when 'sending' then 0 when 'sent' then 10
  when 'failed' then 15 when 'delivered' then 20 when 'read' then 30 else 0 end`;
const RANK_OF: Record<DeliveryStatus, number> = { sent: 10, failed: 15, delivered: 20, read: 30 };

/**
 * A status the webhook reported for a WhatsApp message, by its wamid, or by our id (the callback
 * data) when the send's answer has not been recorded yet; never backwards (a 'delivered' arriving
 * after 'read' changes nothing). Answers whether a row changed.
 */
export async function applyStatus(
  db: Executor,
  update: { wamid: string; messageId: number | null; status: DeliveryStatus; error: string },
  at: Date,
): Promise<boolean> {
  const byId =
    update.messageId === null
      ? sql`false`
      : sql`(id = ${update.messageId} and (wamid is null or wamid = ${update.wamid}))`;
  const { rowCount } = await db.execute(sql`
    update customer_messages set status = ${update.status}, wamid = ${update.wamid},
      note = case when ${update.status} = 'failed' then ${update.error} else note end,
      updated_at = ${at}
    where channel = 'whatsapp' and (wamid = ${update.wamid} or ${byId})
      and ${RANK} < ${RANK_OF[update.status]}`);
  return (rowCount ?? 0) > 0;
}

/**
 * A WhatsApp message the webhook reported failed becomes its SMS when it has one and the failure
 * allows (131026, or a renewal notice): it never reached the customer, so this is no second copy.
 */
export async function fallBackToSms(db: Executor, wamid: string, notOnWhatsApp: boolean, at: Date) {
  await db.execute(sql`
    update customer_messages set channel = 'sms', status = 'queued', due_at = ${at}, attempts = 0,
      note = left('Sent by SMS: ' || note, 500), updated_at = ${at}
    where wamid = ${wamid} and channel = 'whatsapp' and status = 'failed' and content ? 'sms'
      and (${notOnWhatsApp} or (content->>'smsOnFailure')::boolean is true)`);
}
