import type { StatusCatalogue } from '@yaar/shared';
import { mainStatusOf } from '@/components/ui/status-fields';
import { formatDate, toDateInput } from '@/lib/dates';
import type { QueueItem } from '@/lib/offline-queue/types';
import type { NewFollowUp, StartedFrom } from '../types';
import { t } from '@/lib/i18n/language';

/** The follow-up form's values: what is sent, and the Main Status picked with the sub status. */
export interface FollowUpValues {
  LeadId: number;
  FollowUpDate: string;
  Remarks: string;
  UserId: number | '';
  MainStatus: string;
  StatusId: number | '';
  NextDate: string;
}

const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));
const id = (value: string | number | undefined) => (Number(value) > 0 ? Number(value) : '');

/** A follow-up kept on the phone as the form's values again (to fix what the server refused). */
export function waitingFollowUpValues(item: QueueItem, catalogue: StatusCatalogue): FollowUpValues {
  const statusId = id(item.fields.StatusId);
  return {
    LeadId: Number(item.fields.LeadId),
    FollowUpDate: text(item.fields.FollowUpDate),
    Remarks: text(item.fields.Remarks),
    UserId: id(item.fields.UserId),
    MainStatus: statusId ? mainStatusOf(catalogue, statusId) : '',
    StatusId: statusId,
    NextDate: text(item.fields.NextDate),
  };
}

/** One field the lead's holder changed meanwhile: what the lead holds now, and what was entered. */
export interface ConflictRow {
  field: 'StatusId' | 'NextDate';
  label: string;
  now: string;
  yours: string;
}

/** A refused follow-up's conflict (409): the lead as it is now, and each field changed meanwhile. */
export interface FollowUpConflict {
  current: { StatusId: number; NextDate: string };
  rows: ConflictRow[];
}

/** "Pending · Interested" for a StatusId, "None" for 0. */
export function statusText(catalogue: StatusCatalogue, statusId: number): string {
  if (!statusId) return 'None';
  for (const [main, items] of Object.entries(catalogue)) {
    const sub = items.find((item) => item.StatusId === statusId);
    if (sub) return `${main} · ${sub.SubStatus}`;
  }
  return `Status ${statusId}`;
}

/**
 * What a follow-up refused with 409 (the lead's status or next date changed meanwhile) is up
 * against, from the server's answer; null for any other refusal.
 */
export function followUpConflict(
  item: QueueItem,
  catalogue: StatusCatalogue,
): FollowUpConflict | null {
  const error = item.lastError;
  if (error?.status !== 409 || !error.current) return null;
  const current = {
    StatusId: Number(error.current.StatusId) || 0,
    NextDate: text(error.current.NextDate ?? ''),
  };
  const rows: ConflictRow[] = [];
  if (error.errors?.StatusId) {
    rows.push({
      field: 'StatusId',
      label: 'Status',
      now: statusText(catalogue, current.StatusId),
      yours: statusText(catalogue, Number(item.fields.StatusId) || 0),
    });
  }
  if (error.errors?.NextDate) {
    rows.push({
      field: 'NextDate',
      label: 'Next Date',
      now: formatDate(current.NextDate, 'None'),
      yours: formatDate(text(item.fields.NextDate), 'None'),
    });
  }
  return rows.length > 0 ? { current, rows } : null;
}

/** The version a fixed follow-up starts from: the lead as it is now after a conflict, else as read. */
export function fixedStartedFrom(
  item: QueueItem,
  conflict: FollowUpConflict | null,
): StartedFrom | undefined {
  if (conflict) return conflict.current;
  if (item.fields.StartedFromStatusId === undefined) return undefined;
  return {
    StatusId: Number(item.fields.StartedFromStatusId),
    NextDate: text(item.fields.StartedFromNextDate),
  };
}

/** The fields a follow-up is sent with (spec call's JSON), with the version it started from. */
export function followUpFields(
  input: NewFollowUp,
  startedFrom: StartedFrom | undefined,
): QueueItem['fields'] {
  return startedFrom
    ? {
        ...input,
        StartedFromStatusId: startedFrom.StatusId ?? 0,
        StartedFromNextDate: toDateInput(startedFrom.NextDate),
      }
    : { ...input };
}

/** What the waiting list says of a follow-up. */
export const followUpSummary = (input: NewFollowUp, leadName?: string): QueueItem['summary'] => ({
  title: t('Follow-up: {lead}', { lead: leadName ?? t('lead {id}', { id: String(input.LeadId) }) }),
  detail: `${t('Next {date}', { date: input.NextDate })} · ${input.Remarks.slice(0, 80)}`,
});
