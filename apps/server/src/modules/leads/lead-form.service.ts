import { leadIdSchema, leadMessages, type FieldErrors, type LeadFields } from '@yaar/shared';
import type { AppContext, AuthUser } from '../../context';
import { businessToday } from '../../lib/clock';
import { isUniqueViolation, validationFailed } from '../../lib/errors';
import { fieldErrorsOf } from '../../lib/field-errors';
import { newStorageKey } from '../../lib/storage/local-storage';
import { recordAudit } from '../audit/audit.repository';
import { assertMayChange, changeScope, leadNotFound, visibleScope } from './lead-access';
import { KEY_COLUMN } from './lead-files';
import { checkLeadForm, checkMobile, isDuplicateCheck, type CheckedUpload } from './lead-form-checks';
import type { LeadUpload } from './lead-upload';
import * as repo from './leads.repository';

export interface LeadForm {
  body: unknown;
  uploads: readonly LeadUpload[];
}

/** Either the duplicate check's answer, or the saved lead's id. */
export type LeadFormResult = { check: FieldErrors } | { id: number };

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
async function storeFiles(ctx: AppContext, files: readonly CheckedUpload[]) {
  const keys: Partial<Record<(typeof KEY_COLUMN)[keyof typeof KEY_COLUMN], string>> = {};
  const discard = () => Promise.all(Object.values(keys).map((key) => ctx.storage.delete(key)));
  try {
    for (const file of files) {
      const key = newStorageKey('leads', file.extension);
      keys[KEY_COLUMN[file.kind]] = key;
      await ctx.storage.put(key, file.tempPath);
    }
  } catch (error) {
    await discard();
    throw error;
  }
  return { keys, discard };
}

const duplicateMobile = (error: unknown) =>
  isUniqueViolation(error, MOBILE_INDEX) ? validationFailed({ MobileNo: leadMessages.mobileDuplicate }) : error;

/** `POST /lead-create`: the duplicate check, or a new lead owned by its creator. */
export async function createLead(ctx: AppContext, actor: AuthUser, form: LeadForm): Promise<LeadFormResult> {
  if (isDuplicateCheck(form.body, form.uploads)) return { check: await checkMobile(ctx, form.body) };
  const { fields, files, errors } = await checkLeadForm(ctx, form.body, form.uploads, { hoardingRequired: true });
  if (!fields) throw validationFailed(errors);
  const stored = await storeFiles(ctx, files);
  try {
    const id = await repo.insertLead(ctx.db, {
      ...leadColumns(fields),
      ...locationDetails(fields),
      ...stored.keys,
      userId: actor.id,
      entryDate: businessToday(ctx),
    });
    return { id };
  } catch (error) {
    await stored.discard();
    throw duplicateMobile(error);
  }
}

/**
 * `POST /lead-update`: the duplicate check, or new values for a lead the caller may change. A file
 * not sent keeps the stored one; a replaced file is removed once the change is committed.
 */
export async function updateLead(ctx: AppContext, actor: AuthUser, form: LeadForm): Promise<LeadFormResult> {
  if (isDuplicateCheck(form.body, form.uploads)) return { check: await checkMobile(ctx, form.body) };
  const idParsed = leadIdSchema.safeParse(form.body);
  if (!idParsed.success) throw validationFailed(fieldErrorsOf(idParsed.error));
  const { id } = idParsed.data;
  const current = await repo.findLeadState(ctx.db, id, visibleScope(actor));
  assertMayChange(ctx, actor, current);
  const { fields, files, errors } = await checkLeadForm(ctx, form.body, form.uploads, {
    exceptId: id,
    hoardingRequired: !current.hoardingKey,
  });
  if (!fields) throw validationFailed(errors);
  const stored = await storeFiles(ctx, files);
  const replaced: string[] = [];
  try {
    await ctx.db.transaction(async (tx) => {
      const scope = changeScope(ctx, actor);
      const before = await repo.findLeadState(tx, id, scope, true);
      if (!before) throw leadNotFound();
      await repo.updateLead(tx, id, scope, {
        ...leadColumns(fields),
        ...locationDetails(fields, before),
        ...stored.keys,
      });
      if (before.statusId !== fields.StatusId) {
        await recordAudit(tx, {
          actorUserId: actor.id,
          action: 'lead.status',
          entity: 'lead',
          entityId: id,
          before: { StatusId: before.statusId, NextDate: before.nextDate },
          after: { StatusId: fields.StatusId, NextDate: fields.NextDate },
        });
      }
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
  return { id };
}
