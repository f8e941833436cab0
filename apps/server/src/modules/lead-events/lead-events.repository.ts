import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { LeadEventType } from '@yaar/shared';
import type { Executor } from '../../db/client';
import { customerMessages, leadEvents, users } from '../../db/schema';
import { selectList } from '../../lib/paging';

export type EventDetails = Record<string, unknown> | null;

export interface NewLeadEvent {
  leadId: number;
  type: LeadEventType;
  /** Who did it; null for the system. */
  actorId: number | null;
  details?: EventDetails;
  /** When it happened; the transaction's time when not given. */
  at?: Date;
}

/** The events of one change, in its transaction (one statement however many). */
export const insertLeadEvents = async (db: Executor, events: readonly NewLeadEvent[]) => {
  if (events.length > 0) await db.insert(leadEvents).values([...events]);
};

/**
 * A bulk change's events, set-based: one `type` event by `actorId` for each row (its `id`) of
 * `rows` — a CTE of the same statement (`inserted`, `moved`) — so a bulk write and its events are
 * one statement, never a loop. To be used as a CTE: `events as (${leadEventsOf(sql`moved`, …)})`.
 */
export const leadEventsOf = (
  rows: SQL,
  event: { type: LeadEventType; actorId: number | null; details?: EventDetails },
): SQL => sql`insert into lead_events (lead_id, type, actor_id, details)
  select id, ${event.type}, ${event.actorId}::int, ${event.details ? JSON.stringify(event.details) : null}::jsonb
  from ${rows}`;

/** A message queued to a customer (issue 44): its id, the number it goes to, its channel. */
export interface QueuedMessage {
  id: number;
  mobileNo: string;
  channel: 'whatsapp' | 'sms';
}

/**
 * The timeline events of messages just queued (in their transaction, one statement): a
 * `whatsapp` or `sms` event, by the channel it was queued for, for the live lead whose mobile
 * number each goes to (none when no lead has it). The event keeps only the message's id; the
 * timeline reads the message's state with it, so "delivered" or "sent by SMS instead" is current.
 */
export async function insertMessageEvents(
  db: Executor,
  messages: readonly QueuedMessage[],
  actorId: number | null,
) {
  if (messages.length === 0) return;
  await db.execute(sql`
    insert into lead_events (lead_id, type, actor_id, details)
    select lead.id, message.channel, ${actorId}::int, jsonb_build_object('MessageId', message.id)
    from json_to_recordset(${JSON.stringify(messages)}::json)
      as message(id int, "mobileNo" text, channel text)
    join leads lead on lead.mobile_no = message."mobileNo" and lead.deleted_at is null`);
}

/** Each user's name ('First Last') by id, as a timeline names the people of a transfer. */
export async function personsOf(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, { id: number; Name: string }>> {
  const rows = await db
    .select({ id: users.id, Name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** One lead's events (of one type when given), newest first: the index `lead_events_lead_at`. */
export const leadEventList = (db: Executor, leadId: number, type?: LeadEventType) =>
  selectList(
    db,
    () =>
      db
        .select({
          id: leadEvents.id,
          at: leadEvents.at,
          type: leadEvents.type,
          details: leadEvents.details,
          byId: users.id,
          byName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
          message: {
            subject: customerMessages.subject,
            channel: customerMessages.channel,
            status: customerMessages.status,
            note: customerMessages.note,
          },
        })
        .from(leadEvents)
        .leftJoin(users, eq(users.id, leadEvents.actorId))
        // A message's event reads the message as it is now (sent, delivered, read, by SMS instead).
        .leftJoin(
          customerMessages,
          sql`${leadEvents.type} in ('whatsapp', 'sms') and ${customerMessages.id} = (${leadEvents.details} ->> 'MessageId')::int`,
        )
        .where(
          type === undefined
            ? eq(leadEvents.leadId, leadId)
            : sql`${leadEvents.leadId} = ${leadId} and ${leadEvents.type} = ${type}`,
        )
        .$dynamic(),
    // NULLS LAST as the index has it (drizzle's DESC), so the page is read in the index's order.
    [sql`${leadEvents.at} desc nulls last`, sql`${leadEvents.id} desc nulls last`],
  );
