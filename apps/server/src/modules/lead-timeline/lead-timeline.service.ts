import {
  LEAD_FIELD_LABELS,
  VISIT_FLAG_LABELS,
  displayDay,
  type LeadChange,
  type LeadEvent,
  type LeadTimelineQuery,
  type VisitFlag,
} from '@yaar/shared';
import type { AppContext, AuthUser } from '../../context';
import { isoInZone } from '../../lib/clock';
import { pagedSelect, type RowOf } from '../../lib/paging';
import { leadEventList } from '../lead-events';
import { findLeadState, leadNotFound, visibleScope } from '../leads';

type EventRow = RowOf<ReturnType<ReturnType<typeof leadEventList>['page']>>;
type Person = { id: number; Name: string } | null;
interface Details {
  Changes?: LeadChange[];
  FollowUpDate?: string;
  Status?: string;
  Remarks?: string;
  NextDate?: string;
  DistanceM?: number | null;
  Flags?: string[];
  Photo?: boolean;
  From?: Person;
  To?: Person;
}

const SHOWN: (keyof Details)[] = [
  'Changes',
  'FollowUpDate',
  'Status',
  'Remarks',
  'NextDate',
  'DistanceM',
  'Flags',
  'Photo',
  'From',
  'To',
];

const labelOf = (field: string) =>
  LEAD_FIELD_LABELS[field as keyof typeof LEAD_FIELD_LABELS] ?? field;
const nameOf = (person: Person | undefined) => person?.Name ?? 'someone no longer listed';
const listed = (words: string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/** The event in a few words, as the timeline's line reads it under "who · when". */
function summaryOf(type: string, d: Details): string {
  switch (type) {
    case 'created':
      return 'Created the lead';
    case 'updated':
      return `Changed ${listed((d.Changes ?? []).map((c) => labelOf(c.Field)))}`;
    case 'photo':
      return listed((d.Changes ?? []).map((c) => `${labelOf(c.Field)} photo ${c.To}`));
    case 'follow-up':
      return `Follow-up: ${d.Status ?? ''}${d.NextDate ? `, next on ${displayDay(d.NextDate)}` : ''}`;
    case 'visit': {
      const where =
        d.DistanceM === null || d.DistanceM === undefined
          ? 'Visited (the lead has no saved place)'
          : `Visited ${d.DistanceM} m from the saved place`;
      const flags = (d.Flags ?? []).map((flag) => VISIT_FLAG_LABELS[flag as VisitFlag] ?? flag);
      return flags.length > 0 ? `${where}; ${listed(flags).toLowerCase()}` : where;
    }
    case 'transferred':
      return `Transferred from ${nameOf(d.From)} to ${nameOf(d.To)}`;
    case 'assigned':
      return `Assigned from ${nameOf(d.From)}'s pool to ${nameOf(d.To)}`;
    case 'imported':
      return 'Imported from a sheet';
    case 'deleted':
      return 'Deleted the lead';
    default:
      return type;
  }
}

/** A message's state in words, as the messages list shows it. */
const MESSAGE_STATES: Record<string, string> = {
  queued: 'waiting to be sent',
  sending: 'being sent',
  sent: 'sent',
  delivered: 'delivered',
  read: 'read',
  failed: 'not sent',
};

/**
 * A message's event as it stands now (issue 44): what was sent, on which channel, and how far it
 * got — a WhatsApp message that went by SMS instead says so; a failure says why.
 */
function messageSummary(type: string, message: NonNullable<EventRow['message']>): string {
  const state = MESSAGE_STATES[message.status] ?? message.status;
  const why = message.status === 'failed' && message.note ? ` (${message.note})` : '';
  const channel =
    message.channel === 'whatsapp'
      ? 'on WhatsApp'
      : type === 'whatsapp'
        ? 'by SMS, as WhatsApp could not deliver it'
        : 'by SMS';
  return `${message.subject} ${channel}: ${state}${why}`;
}

/** A stored event as the API answers it: `At` on BUSINESS_TZ's clock, its summary in words. */
function itemOf(row: EventRow, timeZone: string): LeadEvent {
  const details = (row.details ?? {}) as Details;
  // What a kind carries besides, by name: the ids of other tables it keeps stay inside.
  const shown = Object.fromEntries(
    SHOWN.filter((key) => details[key] !== undefined).map((key) => [key, details[key]]),
  ) as Partial<Details>;
  return {
    id: row.id,
    At: isoInZone(row.at, timeZone),
    Type: row.type,
    By: row.byId === null ? null : { id: row.byId, Name: row.byName ?? '' },
    Summary: row.message ? messageSummary(row.type, row.message) : summaryOf(row.type, details),
    ...shown,
  };
}

/**
 * `POST /lead-timeline`: the events of a lead the caller may open now (the administrator, or the
 * lead's holder — who then sees what happened before it came to them), newest first, a page at a
 * time from one index. Anyone else gets the lead's own 404.
 */
export async function leadTimeline(ctx: AppContext, actor: AuthUser, query: LeadTimelineQuery) {
  if (!(await findLeadState(ctx.db, query.LeadId, visibleScope(actor)))) throw leadNotFound();
  const page = await pagedSelect(query, leadEventList(ctx.db, query.LeadId, query.Type), {
    unpaged: 'first page',
  });
  return {
    rows: page.rows.map((row) => itemOf(row, ctx.config.BUSINESS_TZ)),
    meta: page.meta,
  };
}
