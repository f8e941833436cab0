import {
  LEAD_FIELD_LABELS,
  PHOTO_CHANGE,
  type LeadChange,
  type LeadChangeField,
  type LeadEventType,
} from '@yaar/shared';
import type { Executor } from '../../db/client';
import { insertLeadEvents, personsOf, type EventDetails } from './lead-events.repository';

/**
 * The one rule of a lead's timeline (issue 43): every service that changes a lead writes the
 * change's event itself, in the change's transaction, through these — so a refused or rolled-back
 * change writes none, and the event says what the user saw (names, not ids). Bulk changes write
 * theirs set-based in their own statement (`leadEventsOf`).
 */
export const recordLeadEvent = (
  db: Executor,
  actor: { id: number } | null,
  leadId: number,
  type: LeadEventType,
  details: EventDetails = null,
  at?: Date,
) => insertLeadEvents(db, [{ leadId, type, actorId: actor?.id ?? null, details, at }]);

/** A lead's fields as its screen shows them (city and status by name, dates DD-MM-YYYY). */
export type LeadShown = Record<Exclude<LeadChangeField, 'Hoarding' | 'VFront' | 'VBack'>, string>;

/** What an update changed, field by field in the form's order, as the user saw it. */
export const leadChanges = (before: LeadShown, after: LeadShown): LeadChange[] =>
  (Object.keys(LEAD_FIELD_LABELS) as LeadChangeField[]).flatMap((field) => {
    if (!(field in before)) return [];
    const from = before[field as keyof LeadShown];
    const to = after[field as keyof LeadShown];
    return from === to ? [] : [{ Field: field, From: from, To: to }];
  });

/**
 * An update's new photos: `added` where there was none, `replaced` where there was one; never
 * their bytes or keys.
 */
export const photoChanges = (
  sent: Record<'Hoarding' | 'VFront' | 'VBack', boolean>,
  had: Record<'Hoarding' | 'VFront' | 'VBack', boolean>,
): LeadChange[] =>
  (['Hoarding', 'VFront', 'VBack'] as const)
    .filter((kind) => sent[kind])
    .map((kind) => ({
      Field: kind,
      From: '',
      To: had[kind] ? PHOTO_CHANGE.replaced : PHOTO_CHANGE.added,
    }));

/** `{ From, To }` of a change of hands (transfer, assignment): the two people by name. */
export async function handsOf(db: Executor, fromId: number, toId: number) {
  const people = await personsOf(db, [fromId, toId]);
  return { From: people.get(fromId) ?? null, To: people.get(toId) ?? null };
}
