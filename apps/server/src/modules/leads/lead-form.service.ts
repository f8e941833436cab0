import { LEAD_FILE_KINDS, leadMessages, type LeadFields } from '@yaar/shared';
import type { AppContext, AuthUser } from '../../context';
import { businessToday } from '../../lib/clock';
import { isUniqueViolation, validationFailed } from '../../lib/errors';
import { newStorageKey } from '../../lib/storage/local-storage';
import { auditChange } from '../audit';
import { leadChanges, photoChanges, recordLeadEvent, type LeadShown } from '../lead-events';
import type { Executor } from '../../db/client';
import { assertMayChange, changeScope, leadNotFound, visibleScope } from './lead-access';
import { KEY_COLUMN } from './lead-files';
import type { AcceptedFile } from '../../lib/multipart/received-file';
import type { LeadCreateBody, LeadUpdateBody } from './lead-form-body';
import { checkLeadReferences } from './lead-form-checks';
import * as repo from './leads.repository';

const MOBILE_INDEX = 'leads_mobile_live_unique';

const leadColumns = (lead: LeadFields) => ({
  companyName: lead.CompanyName,
  ownerName: lead.OwnerName,
  mobileNo: lead.MobileNo,
  gstNo: lead.GSTNo,
  businessType: lead.BusinessType,
  address: lead.Address,
  cityId: lead.CityId,
  pincode: lead.Pincode,
  product: lead.Product,
  requirements: lead.Requirements,
  nextDate: lead.NextDate,
  statusId: lead.StatusId,
  location: lead.Location,
  refMobileNo: lead.RefMobileNo,
});

/** The fix's accuracy and time: as sent; else kept while the location stays, cleared when it changes. */
function locationDetails(lead: LeadFields, stored?: { location: string }) {
  const sent = lead.LocationAccuracy !== undefined || lead.LocationTakenAt !== undefined;
  if (stored && !sent && stored.location === lead.Location) return {};
  return {
    locationAccuracy: lead.LocationAccuracy ?? null,
    locationTakenAt: lead.LocationTakenAt ? new Date(lead.LocationTakenAt) : null,
  };
}

/**
 * Moves the accepted uploads into storage under new keys. Storage is not transactional, so the
 * caller calls `discard` when the database write that refers to them fails.
 */
async function storeFiles(ctx: AppContext, form: LeadCreateBody | LeadUpdateBody) {
  const keys: Partial<Record<(typeof KEY_COLUMN)[keyof typeof KEY_COLUMN], string>> = {};
  const discard = () => Promise.all(Object.values(keys).map((key) => ctx.storage.delete(key)));
  try {
    for (const kind of LEAD_FILE_KINDS) {
      const file: AcceptedFile | undefined = form[kind];
      if (!file) continue;
      const key = newStorageKey('leads', file.type.extension);
      keys[KEY_COLUMN[kind]] = key;
      await ctx.storage.put(key, file.tempPath);
    }
  } catch (error) {
    await discard();
    throw error;
  }
  return { keys, discard };
}

const duplicateMobile = (error: unknown) =>
  isUniqueViolation(error, MOBILE_INDEX)
    ? validationFailed({ MobileNo: leadMessages.mobileDuplicate })
    : error;

/** `POST /lead-create` (a form that passed its schema): a new lead owned by its creator. */
export async function createLead(
  ctx: AppContext,
  actor: AuthUser,
  fields: LeadCreateBody,
): Promise<number> {
  const errors = await checkLeadReferences(ctx, fields);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const stored = await storeFiles(ctx, fields);
  try {
    return await ctx.db.transaction(async (tx) => {
      const id = await repo.insertLead(tx, {
        ...leadColumns(fields),
        ...locationDetails(fields),
        ...stored.keys,
        userId: actor.id,
        recordedBy: actor.id,
        entryDate: businessToday(ctx),
      });
      await recordLeadEvent(tx, actor, id, 'created');
      return id;
    });
  } catch (error) {
    await stored.discard();
    throw duplicateMobile(error);
  }
}

/**
 * The timeline's events of an update, in its transaction: `updated` with the fields it changed (as
 * the user saw them), and `photo` with the photos it added or replaced. Nothing when nothing changed.
 */
async function recordUpdateEvents(
  tx: Executor,
  actor: AuthUser,
  id: number,
  shownBefore: LeadShown,
  before: repo.LeadState,
  fields: LeadUpdateBody,
) {
  const changes = leadChanges(shownBefore, (await repo.findLeadShown(tx, id))!);
  if (changes.length > 0) await recordLeadEvent(tx, actor, id, 'updated', { Changes: changes });
  const photos = photoChanges(
    { Hoarding: !!fields.Hoarding, VFront: !!fields.VFront, VBack: !!fields.VBack },
    { Hoarding: !!before.hoardingKey, VFront: !!before.vFrontKey, VBack: !!before.vBackKey },
  );
  if (photos.length > 0) await recordLeadEvent(tx, actor, id, 'photo', { Changes: photos });
}

/**
 * `POST /lead-update` (a form that passed its schema): new values for a lead the caller may change.
 * A file not sent keeps the stored one; a replaced file is removed once the change is committed.
 */
export async function updateLead(
  ctx: AppContext,
  actor: AuthUser,
  fields: LeadUpdateBody,
): Promise<number> {
  const { id } = fields;
  const current = await repo.findLeadState(ctx.db, id, visibleScope(actor));
  assertMayChange(ctx, actor, current);
  const errors = await checkLeadReferences(ctx, fields, id);
  if (!current.hoardingKey && !fields.Hoarding) errors.Hoarding ??= leadMessages.hoardingRequired;
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const stored = await storeFiles(ctx, fields);
  const replaced: string[] = [];
  try {
    await ctx.db.transaction(async (tx) => {
      const scope = changeScope(ctx, actor);
      const before = await repo.findLeadState(tx, id, scope, true);
      if (!before) throw leadNotFound();
      const shownBefore = (await repo.findLeadShown(tx, id))!;
      await repo.updateLead(tx, id, scope, {
        ...leadColumns(fields),
        ...locationDetails(fields, before),
        ...stored.keys,
      });
      if (before.statusId !== fields.StatusId) {
        await auditChange(tx, actor, 'lead.status', 'lead', id, {
          before: { StatusId: before.statusId, NextDate: before.nextDate },
          after: { StatusId: fields.StatusId, NextDate: fields.NextDate },
        });
      }
      await recordUpdateEvents(tx, actor, id, shownBefore, before, fields);
      for (const column of Object.keys(stored.keys) as (keyof typeof stored.keys)[]) {
        const old = before[column];
        if (old) replaced.push(old);
      }
    });
  } catch (error) {
    await stored.discard();
    throw duplicateMobile(error);
  }
  await Promise.allSettled(replaced.map((key) => ctx.storage.delete(key)));
  return id;
}
