import {
  VISIT_CLOCK_MAX_SKEW_MS,
  VISIT_FUTURE_GRACE_MS,
  VISIT_MAX_AGE_DAYS,
  VISIT_OK,
  parseLocation,
  visitMessages,
  type LeadVisitInput,
  type VisitResult,
} from '@yaar/shared';
import type { AppContext, AuthUser } from '../../context';
import type { Executor } from '../../db/client';
import { validationFailed } from '../../lib/errors';
import { newStorageKey } from '../../lib/storage/local-storage';
import { recordLeadEvent } from '../lead-events';
import { VISIT_PHOTO_AREA, findLeadState, leadNotFound, visibleScope } from '../leads';
import type { LeadVisitBody } from './visit-body';
import { STEADY_ACCURACY_VISITS, distanceToPlace, visitFlags } from './visit-flags';
import * as repo from './visits.repository';

/**
 * The phone's clock against the server's, and the fix's time on the server's clock. `SentAt` (the
 * phone's time when it sent the call) measures the phone's clock even for a check-in queued
 * offline and sent later; without it `CapturedAt` does, as a check-in is sent as it is taken.
 */
export function timesOf(input: Pick<LeadVisitInput, 'CapturedAt' | 'SentAt'>, now: Date) {
  const captured = input.CapturedAt ? Date.parse(input.CapturedAt) : undefined;
  const sent = input.SentAt ? Date.parse(input.SentAt) : captured;
  const clockSkewMs = sent === undefined ? 0 : sent - now.getTime();
  const ageMs = captured !== undefined && sent !== undefined ? Math.max(0, sent - captured) : 0;
  return { clockSkewMs, visitedAt: new Date(now.getTime() - ageMs) };
}

/**
 * A check-in is dated within the queue's life, on the phone's own clock (as `timesOf` reads it: the
 * time it was sent, `SentAt`, or else `CapturedAt`): taken at most VISIT_MAX_AGE_DAYS before it was
 * sent and not after it (a minute's grace), else refused beside `CapturedAt`. A phone clock a little
 * off is flagged ('clock'), not refused; one more than a day from the server's dates nothing and is
 * refused beside the field that told it.
 */
export function checkVisitTimes(input: Pick<LeadVisitInput, 'CapturedAt' | 'SentAt'>, now: Date) {
  const captured = input.CapturedAt ? Date.parse(input.CapturedAt) : undefined;
  const sent = input.SentAt ? Date.parse(input.SentAt) : captured;
  if (sent !== undefined && Math.abs(sent - now.getTime()) > VISIT_CLOCK_MAX_SKEW_MS) {
    throw validationFailed(
      input.SentAt
        ? { SentAt: visitMessages.sentAtOutOfRange }
        : { CapturedAt: visitMessages.capturedAtOutOfRange },
    );
  }
  if (captured === undefined || sent === undefined) return;
  if (
    captured < sent - VISIT_MAX_AGE_DAYS * 86_400_000 ||
    captured > sent + VISIT_FUTURE_GRACE_MS
  ) {
    throw validationFailed({ CapturedAt: visitMessages.capturedAtOutOfRange });
  }
}

/** Moves the photo into storage under a new key of its own area; null without one. */
async function storePhoto(ctx: AppContext, photo: LeadVisitBody['Photo']) {
  if (!photo) return null;
  const key = newStorageKey(VISIT_PHOTO_AREA, photo.type.extension);
  try {
    await ctx.storage.put(key, photo.tempPath);
  } catch (error) {
    await ctx.storage.delete(key);
    throw error;
  }
  return key;
}

/**
 * `POST /lead-visit`: a check-in at a lead the caller may see (the lead's owner, or the
 * administrator), refused as every lead call refuses another employee's lead. The distance and
 * the flags are the server's; the visit is written once and never edited. Its photo is stored
 * first and removed again when the visit is not written; the lead is locked while it is, so a
 * deletion of the lead either sees the visit (and removes its photo) or refuses it.
 */
export async function checkIn(
  ctx: AppContext,
  actor: AuthUser,
  input: LeadVisitBody,
): Promise<VisitResult> {
  checkVisitTimes(input, ctx.clock.now());
  const scope = visibleScope(actor);
  if (!(await findLeadState(ctx.db, input.LeadId, scope))) throw leadNotFound();
  const photoKey = await storePhoto(ctx, input.Photo);
  try {
    return await ctx.db.transaction(async (tx) => {
      const lead = await findLeadState(tx, input.LeadId, scope, true);
      if (!lead) throw leadNotFound();
      return recordVisit(ctx, tx, actor, input, lead, photoKey);
    });
  } catch (error) {
    if (photoKey) await ctx.storage.delete(photoKey);
    throw error;
  }
}

async function recordVisit(
  ctx: AppContext,
  db: Executor,
  actor: AuthUser,
  input: LeadVisitInput,
  lead: { id: number; location: string },
  photoKey: string | null,
): Promise<VisitResult> {
  const { clockSkewMs, visitedAt } = timesOf(input, ctx.clock.now());
  const fix = {
    latitude: input.Latitude,
    longitude: input.Longitude,
    accuracy: input.Accuracy,
    visitedAt,
  };
  const place = parseLocation(lead.location);
  const earlier = await repo.lastVisitsOf(db, actor.id, visitedAt, STEADY_ACCURACY_VISITS);
  const flags = visitFlags({
    fix,
    place,
    radiusM: ctx.config.VISIT_RADIUS_M,
    clockSkewMs,
    earlier,
  });
  const distance = distanceToPlace({ fix, place });
  const DistanceM = distance === null ? null : Math.round(distance);
  const VisitId = await repo.insertVisit(db, {
    leadId: lead.id,
    userId: actor.id,
    latitude: fix.latitude,
    longitude: fix.longitude,
    accuracy: fix.accuracy,
    distanceM: DistanceM,
    flags,
    visitedAt,
    capturedAt: input.CapturedAt ? new Date(input.CapturedAt) : null,
    photoKey,
  });
  await recordLeadEvent(
    db,
    actor,
    lead.id,
    'visit',
    { VisitId, DistanceM, Flags: flags, Photo: photoKey !== null },
    visitedAt,
  );
  return { VisitId, DistanceM, Flag: flags[0] ?? VISIT_OK, Flags: flags };
}
