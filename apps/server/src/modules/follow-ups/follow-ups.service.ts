import {
  followUpCreateSchema,
  followUpStartedFromSchema,
  followUpMessages,
  leadMessages,
  statusWords,
  transferMessages,
  trimmed,
  type FieldErrors,
  type FollowUp,
} from '@yaar/shared';
import { z } from 'zod';
import type { AppContext, AuthUser } from '../../context';
import { AppError, validationFailed } from '../../lib/errors';
import { auditChange } from '../audit';
import { recordLeadEvent } from '../lead-events';
import { findLeadState, leadNotFound, listFollowUpRows, updateLead, visibleScope } from '../leads';
import { findStatusRow } from '../statuses';
import { isActiveEmployee } from '../users';
import * as repo from './follow-ups.repository';

/** `GET /followups-list`: the follow-ups of a lead the caller may see, newest first. */
export async function listFollowUps(
  ctx: AppContext,
  actor: AuthUser,
  leadId: number,
): Promise<FollowUp[]> {
  if (!(await findLeadState(ctx.db, leadId, visibleScope(actor)))) throw leadNotFound();
  return listFollowUpRows(ctx.db, leadId, ctx.config.BUSINESS_TZ);
}

/**
 * The spec's payload, plus `MainStatus` when a client sends it (the dialog's picker; the spec sends
 * only StatusId): then it must not be blank and must be the sub status's main status.
 */
export const followUpBodySchema = followUpCreateSchema.and(followUpStartedFromSchema).and(
  z.object({
    MainStatus: z.preprocess(
      trimmed,
      z
        .string({ error: followUpMessages.mainStatusRequired })
        .min(1, { error: followUpMessages.mainStatusRequired })
        .optional(),
    ),
  }),
);
export type FollowUpCreate = z.output<typeof followUpBodySchema>;

/**
 * `POST /create-followup`: on a lead the caller may see. Staff record only as themselves; the
 * administrator may name another active employee. The lead takes the follow-up's status and next
 * date in the same transaction; a status change is audited there too.
 */
export async function createFollowUp(
  ctx: AppContext,
  actor: AuthUser,
  input: FollowUpCreate,
): Promise<number> {
  const scope = visibleScope(actor);
  return ctx.db.transaction(async (tx) => {
    const lead = await findLeadState(tx, input.LeadId, scope, true);
    if (!lead) throw leadNotFound();
    refuseChangedMeanwhile(lead, input);
    const errors: FieldErrors = {};
    if (!actor.isAdmin && input.UserId !== actor.id)
      errors.UserId = followUpMessages.employeeNotSelf;
    else if (input.UserId !== actor.id && !(await isActiveEmployee(tx, input.UserId))) {
      errors.UserId = transferMessages.employeeUnknown;
    }
    const status = await findStatusRow(tx, input.StatusId);
    if (!status || (input.MainStatus !== undefined && input.MainStatus !== status.mainStatus)) {
      errors.StatusId = leadMessages.statusUnknown;
    }
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    const id = await repo.insertFollowUp(tx, {
      leadId: input.LeadId,
      userId: input.UserId,
      followUpDate: input.FollowUpDate,
      nextDate: input.NextDate,
      statusId: input.StatusId,
      remarks: input.Remarks,
    });
    await updateLead(tx, input.LeadId, scope, {
      statusId: input.StatusId,
      nextDate: input.NextDate,
    });
    if (lead.statusId !== input.StatusId) {
      await auditChange(tx, actor, 'lead.status', 'lead', input.LeadId, {
        before: { StatusId: lead.statusId, NextDate: lead.nextDate },
        after: { StatusId: input.StatusId, NextDate: input.NextDate, FollowUpId: id },
      });
    }
    // The timeline's event is the follow-up's employee's (the one the list names).
    await recordLeadEvent(tx, { id: input.UserId }, input.LeadId, 'follow-up', {
      FollowUpId: id,
      FollowUpDate: input.FollowUpDate,
      Status: statusWords(status!.mainStatus, status!.subStatus),
      Remarks: input.Remarks,
      NextDate: input.NextDate,
    });
    return id;
  });
}

/**
 * A follow-up started from an older version of the lead (queued on a phone while the administrator
 * changed the lead): 409 beside each field changed meanwhile, unless it now holds what this
 * follow-up sets anyway. Without `StartedFrom…` nothing is checked (the spec's call). The answer's
 * `data` is what the lead holds now (StatusId, 0: none; NextDate, '': none): the phone shows it
 * beside what was entered, and a follow-up that keeps its own values starts from it.
 */
function refuseChangedMeanwhile(
  lead: { statusId: number | null; nextDate: string | null },
  input: FollowUpCreate,
) {
  const errors: FieldErrors = {};
  const status = lead.statusId ?? 0;
  if (
    input.StartedFromStatusId !== undefined &&
    status !== input.StartedFromStatusId &&
    status !== input.StatusId
  ) {
    errors.StatusId = followUpMessages.statusChangedMeanwhile;
  }
  const nextDate = lead.nextDate ?? '';
  if (
    input.StartedFromNextDate !== undefined &&
    nextDate !== input.StartedFromNextDate &&
    nextDate !== input.NextDate
  ) {
    errors.NextDate = followUpMessages.nextDateChangedMeanwhile;
  }
  const first = Object.values(errors)[0];
  if (first) {
    throw new AppError(409, first, errors, undefined, { StatusId: status, NextDate: nextDate });
  }
}
